import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { axeViolations } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { STAFF_MESSAGES_ON, staffMessagesOn } from '../support/page-api';
import { asRole, SeedChanges } from '../support/seed-changes';
import { signInAs } from '../support/sign-in';

let server: PortalServer;
let browser: Browser;

const seed = new SeedChanges();

// Fiona's staff messages are on again for the specs that follow on the shared server.
portalForSpec((p) => ({ server, browser } = p), { seed });

/** POSTs JSON from the page with the signed-in member's access token (the SDK's cache). */
async function apiPost(page: Page, url: string, body: unknown): Promise<{ id: string }> {
  return page.evaluate(
    async ([u, b]) => {
      // Runs in the browser (the e2e tsconfig has no DOM types).
      const store = (globalThis as unknown as { localStorage: Record<string, string> })
        .localStorage;
      const key = Object.keys(store).find(
        (k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'),
      );
      const token = (JSON.parse(store[key!]!) as { body: { access_token: string } }).body
        .access_token;
      const res = await fetch(u as string, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return (await res.json()) as { id: string };
    },
    [url, body] as const,
  );
}

/** A family chooses how staff messages reach them; the ledger honours it. */
describe('message preferences', () => {
  test('a family turns off staff messages; the ledger shows "Skipped: opted out"', async () => {
    const family = await newPage(browser);
    await signInAs(family, server.url, 'family', '/profile');
    await staffMessagesOn(family);
    seed.change("Fiona Family's staff messages (this spec turns them off)", () =>
      asRole(browser, server, 'family', (call) =>
        call('PUT', '/api/me/preferences', STAFF_MESSAGES_ON),
      ),
    );
    await family.reload();
    const section = family.getByRole('region', { name: 'Messages' });
    const staffEmail = section.getByRole('checkbox', { name: 'Messages from the staff by Email' });
    await staffEmail.waitFor();
    await expect.poll(() => staffEmail.isChecked()).toBe(true);
    await expect
      .poll(() => section.getByRole('checkbox', { name: 'Reminders by Push' }).isDisabled())
      .toBe(true);
    // Staff messages reach a member with a phone by text too; turning off both is opting out
    // (email alone off, an email-only message would be 'Skipped: no channel').
    const staffText = section.getByRole('checkbox', {
      name: 'Messages from the staff by Text (SMS)',
    });
    await expect.poll(() => staffText.isChecked()).toBe(true);
    await staffEmail.uncheck();
    await staffText.uncheck();
    await section.getByRole('button', { name: 'Save message choices' }).click();
    await family.getByText('Your message choices were saved.').first().waitFor();
    await screenshot(family, 'preferences-profile-1280');
    await family.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(family, 'preferences-profile-390');
    expect(
      await axeViolations(family, 'preferences', { include: '.prefs-card', allImpacts: true }),
    ).toEqual([]);
    await family.reload();
    await staffEmail.waitFor();
    await expect.poll(() => staffEmail.isChecked()).toBe(false);
    await expect.poll(() => staffText.isChecked()).toBe(false);
    expect(family.errors).toEqual([]);
    await family.context().close();

    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin');
    const sent = await apiPost(admin, '/api/messaging/send', {
      MessageTypes: 'Email',
      Recipients: [{ Email: 'family@riverhawks.test', Name: 'Preferences Family' }],
      Message: 'Preferences check: practice at 6.',
    });
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    await admin.goto(server.url + '/admin');
    await admin.getByRole('link', { name: 'Sent messages and their delivery status' }).click();
    await admin.getByRole('heading', { name: 'Sent Messages' }).waitFor();
    await admin
      .getByRole('button', { name: /Preferences check/ })
      .first()
      .click();
    await admin.getByText('Skipped: opted out', { exact: true }).first().waitFor();
    await screenshot(admin, 'preferences-ledger-1280');
    expect(admin.errors).toEqual([]);
    await admin.context().close();
  });

  test('shows the "Volunteer duties" kind beside the others, in English and Spanish', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/profile');
    const section = page.getByRole('region', { name: 'Messages' });
    const dutiesEmail = section.getByRole('checkbox', { name: 'Volunteer duties by Email' });
    await dutiesEmail.waitFor();
    // The duty reminders' defaults are the reminders': email on, push until a device has it.
    await expect.poll(() => dutiesEmail.isChecked()).toBe(true);
    await expect
      .poll(() => section.getByRole('checkbox', { name: 'Volunteer duties by Push' }).isDisabled())
      .toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'preferences-duties-1280-en', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'preferences-duties-390-en', { fullPage: false });

    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    const seccion = page.getByRole('region', { name: 'Mensajes' });
    const porCorreo = seccion.getByRole('checkbox', { name: 'Tareas de voluntarios por Correo' });
    await porCorreo.waitFor();
    await expect.poll(() => porCorreo.isChecked()).toBe(true);
    await seccion.scrollIntoViewIfNeeded();
    await screenshot(page, 'preferences-duties-390-es', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await seccion.scrollIntoViewIfNeeded();
    await screenshot(page, 'preferences-duties-1280-es', { fullPage: false });
    expect(
      await axeViolations(page, 'preferences', { include: '.prefs-card', allImpacts: true }),
    ).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
