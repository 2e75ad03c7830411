import { copyFile, mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { asRole, SeedChanges } from '../support/seed-changes';
import { signInAs } from '../support/sign-in';
import { api, STAFF_MESSAGES_ON, staffMessagesOn } from '../support/page-api';

let server: PortalServer;
let browser: Browser;

const seed = new SeedChanges();

// Fiona's staff messages are on again for the specs that follow on the shared server.
portalForSpec((p) => ({ server, browser } = p), { seed });

/** Screenshots go to the run's artifacts and to /tmp/shots/unsub (looked at by hand). */
async function shot(page: Page, name: string) {
  const file = await screenshot(page, name);
  if (!file) return;
  await mkdir('/tmp/shots/unsub', { recursive: true });
  await copyFile(file, `/tmp/shots/unsub/${name}.png`);
}

/** The footer link of a mail's text (the same URL as its List-Unsubscribe header). */
const footerLink = (text: string) => /(https?:\/\/\S+\/api\/unsubscribe\/\S+)/.exec(text)![1]!;

/** The footer link of a staff message opens a page that unsubscribes, no sign-in. */
describe('one-click unsubscribe', () => {
  test('a family opens the link, unsubscribes, and sees staff email off on the profile', async () => {
    // From the defaults: another spec on this server may have turned the family's staff email off.
    const setup = await newPage(browser);
    await signInAs(setup, server.url, 'family', '/profile');
    await staffMessagesOn(setup);
    seed.change("Fiona Family's staff messages (this spec unsubscribes from them by email)", () =>
      asRole(browser, server, 'family', (call) =>
        call('PUT', '/api/me/preferences', STAFF_MESSAGES_ON),
      ),
    );
    await setup.context().close();
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin');
    const contacts = await api<{ email: string | null; language: string }[]>(
      admin,
      'GET',
      '/api/contact/getall',
    );
    const spanish = contacts.find((c) => c.language === 'es' && c.email)!.email!;
    await api(admin, 'POST', '/api/messaging/send', {
      MessageTypes: 'Email',
      Recipients: [
        { Email: 'family@riverhawks.test', Name: 'Family' },
        { Email: spanish, Name: 'Spanish', Language: 'es' },
      ],
      Message: 'Unsubscribe check: practice at 6.',
    });
    await admin.context().close();
    const mail = await waitForMail(
      server.url,
      (m) => m.to === 'family@riverhawks.test' && m.text.includes('Unsubscribe check'),
    );
    expect(mail.text).toContain('Unsubscribe from messages from the staff by email:');
    const mailEs = await waitForMail(
      server.url,
      (m) => m.to === spanish && m.text.includes('Unsubscribe check'),
    );
    expect(mailEs.text).toContain('Darse de baja de mensajes del personal por correo:');

    // The Spanish reader's page: Spanish first, English below (no sign-in).
    const es = await newPage(browser);
    await es.goto(footerLink(mailEs.text));
    await es
      .getByRole('heading', { name: '¿Dejar de recibir mensajes del personal por correo?' })
      .waitFor();
    await expect.poll(() => es.locator('html').getAttribute('lang')).toBe('es');
    await shot(es, 'unsubscribe-page-es-1280');
    await es.setViewportSize({ width: 390, height: 844 });
    await shot(es, 'unsubscribe-page-es-390');
    await es.context().close();

    // The family's page, in English first, with Spanish below; its button POSTs.
    const page = await newPage(browser);
    await page.goto(footerLink(mail.text));
    await page.getByRole('heading', { name: 'Stop messages from the staff by email?' }).waitFor();
    await page
      .getByRole('heading', { name: '¿Dejar de recibir mensajes del personal por correo?' })
      .waitFor();
    await shot(page, 'unsubscribe-page-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'unsubscribe-page-en-390');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await page.getByRole('heading', { name: 'Te has dado de baja' }).waitFor();
    await shot(page, 'unsubscribe-done-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'unsubscribe-done-en-1280');
    expect(page.errors).toEqual([]);
    await page.context().close();

    const family = await newPage(browser);
    await signInAs(family, server.url, 'family', '/profile');
    const section = family.getByRole('region', { name: 'Messages' });
    const staffEmail = section.getByRole('checkbox', { name: 'Messages from the staff by Email' });
    await staffEmail.waitFor();
    await expect.poll(() => staffEmail.isChecked()).toBe(false);
    expect(
      await section
        .getByRole('checkbox', { name: 'Event and content notices by Email' })
        .isChecked(),
    ).toBe(true);
    expect(family.errors).toEqual([]);
    await family.context().close();
  });
});
