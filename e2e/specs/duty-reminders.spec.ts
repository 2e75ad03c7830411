import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { memberPage, toast } from '../support/member-page';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Duty reminders through the built server's own scheduler (REMINDERS on; its first pass runs
 * 10 s after the start, then every minute): on a game 6 hours away, Fiona Family signs up on the
 * event page in English and Sam Staff, whose emails are in Spanish, on his in Spanish; each
 * reminder arrives in its volunteer's mailbox and language, and "My duties" on Fiona's profile
 * says so, in English and Spanish, at 1280 and 390 px.
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

/**
 * Scrolls the item to the middle of the screen: "if needed" left one that was visible before a
 * resize under the sticky header (the 1280 px Spanish shot showed the item above it).
 */
const middle = (item: Locator) =>
  item.evaluate((el) =>
    (el as unknown as { scrollIntoView(o: { block: string }): void }).scrollIntoView({
      block: 'center',
    }),
  );

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
    await api(admin, 'POST', `/api/event/${created.data.id}/duties`, {
      nameEn: 'Lemonade',
      nameEs: 'Limonada',
      slots: 2,
    });
    await admin.context().close();

    // Sam's emails and texts in Spanish, as the offer after switching the site's language sets.
    const staff = await memberPage(browser, server.url, 'staff', 'es');
    await api(staff, 'PUT', '/api/me/language', { language: 'es' });
    const family = await memberPage(browser, server.url, 'family', 'en');
    // Both sign up on the event page at once, so one pass of the scheduler reminds both.
    const signUp = async (page: Page, button: string, said: string) => {
      await page.goto(`${server.url}/events/${created.data.id}`);
      await page.getByRole('button', { name: button }).click();
      await toast(page, said);
    };
    await Promise.all([
      signUp(family, 'Sign up for Lemonade', 'Fiona Family is signed up for Lemonade.'),
      signUp(staff, 'Apuntarme para Limonada', 'Listo: Sam Staff está en Limonada.'),
    ]);

    const reminded = (to: string, subject: string) =>
      waitForMail(server.url, (m) => m.to === to && m.subject.includes(subject), 150_000);
    const [mail, correo] = await Promise.all([
      reminded('family@riverhawks.test', `Volunteer reminder: ${name}`),
      reminded('staff@riverhawks.test', `Recordatorio de voluntariado: ${name}`),
    ]);
    expect(mail.text).toContain(`You signed up to help at ${name}`);
    expect(mail.text).toContain('- Lemonade');
    expect(correo.text).toContain('Hola, Sam:');
    expect(correo.text).toContain(`Te apuntaste para ayudar en ${name}`);
    expect(correo.text).toContain('- Limonada');
    expect(correo.text).not.toContain('- Lemonade');
    expect(staff.errors).toEqual([]);
    await staff.context().close();

    await family.goto(`${server.url}/profile`);
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
    await middle(item);
    await screenshot(family, 'duty-reminders-my-duties-1280-en', { fullPage: false });
    await family.setViewportSize({ width: 390, height: 844 });
    await middle(item);
    await screenshot(family, 'duty-reminders-my-duties-390-en', { fullPage: false });

    await family.evaluate(() => localStorage.setItem('language', 'es'));
    await family.reload();
    await item.getByText('Recordatorio enviado').waitFor();
    expect(await item.getByText('Fiona Family: Limonada').count()).toBe(1);
    await middle(item);
    await screenshot(family, 'duty-reminders-my-duties-390-es', { fullPage: false });
    await family.setViewportSize({ width: 1280, height: 900 });
    await middle(item);
    await screenshot(family, 'duty-reminders-my-duties-1280-es', { fullPage: false });
    expect(family.errors).toEqual([]);
    await family.context().close();
  }, 240_000);
});
