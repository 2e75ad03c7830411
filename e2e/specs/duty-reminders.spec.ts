import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Duty reminders through the built server's own scheduler (REMINDERS on; its first pass runs
 * 10 s after the start, then every minute): Fiona Family signs up for a duty of a game 6 hours
 * away, the reminder arrives in her mailbox, and "My duties" on her profile says so, in English
 * and Spanish, at 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: the scheduler runs (it is off on the shared ones) and reminds the demo too.
portalForSpec((p) => ({ server, browser } = p), { env: { REMINDERS: 'on' } });

const myDuty = (page: Page, event: string) =>
  page
    .getByRole('region', { name: /My duties|Mis tareas/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: event }) });

describe('duty reminders', () => {
  test('a volunteer is reminded before the game, and "My duties" says so', async () => {
    const name = 'Lemonade stand game';
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin');
    const start = new Date(Date.now() + 6 * 3600_000);
    const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
      name,
      date: start.toISOString(),
    });
    const duty = await api<{ id: number }>(admin, 'POST', `/api/event/${created.data.id}/duties`, {
      nameEn: 'Lemonade',
      nameEs: 'Limonada',
      slots: 1,
    });
    await admin.context().close();

    const family = await newPage(browser, { timezoneId: 'America/New_York' });
    await signInAs(family, server.url, 'family', '/profile');
    const me = await api<{ id: string }>(family, 'GET', '/api/me');
    const signed = await api<{ signupId: number }>(
      family,
      'POST',
      `/api/duties/${duty.id}/signups`,
      { contactId: me.id },
    );
    expect(signed.signupId).toBeGreaterThan(0);

    const mail = await waitForMail(
      server.url,
      (m) => m.to === 'family@riverhawks.test' && m.subject.includes(`Volunteer reminder: ${name}`),
      150_000,
    );
    expect(mail.text).toContain(`You signed up to help at ${name}`);
    expect(mail.text).toContain('- Lemonade');

    const item = myDuty(family, name);
    await expect
      .poll(
        async () => {
          await family.reload();
          await family.getByRole('region', { name: 'My duties' }).waitFor();
          return item.getByText('Reminder sent').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await item.scrollIntoViewIfNeeded();
    await screenshot(family, 'duty-reminders-my-duties-1280-en', { fullPage: false });
    await family.setViewportSize({ width: 390, height: 844 });
    await item.scrollIntoViewIfNeeded();
    await screenshot(family, 'duty-reminders-my-duties-390-en', { fullPage: false });

    await family.evaluate(() => localStorage.setItem('language', 'es'));
    await family.reload();
    await item.getByText('Recordatorio enviado').waitFor();
    expect(await item.getByText('Fiona Family: Limonada').count()).toBe(1);
    await item.scrollIntoViewIfNeeded();
    await screenshot(family, 'duty-reminders-my-duties-390-es', { fullPage: false });
    await family.setViewportSize({ width: 1280, height: 900 });
    await item.scrollIntoViewIfNeeded();
    await screenshot(family, 'duty-reminders-my-duties-1280-es', { fullPage: false });
    expect(family.errors).toEqual([]);
    await family.context().close();
  }, 240_000);
});
