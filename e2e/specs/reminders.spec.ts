import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { axeViolations } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';
import { api } from '../support/page-api';

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** An event's reminders, set on its form, sent now from its RSVP list. */
describe('event reminders', () => {
  test('an admin sets the reminders, reminds those who have not answered, and the ledger shows them', async () => {
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin');
    const start = new Date(Date.now() + 6 * 86400_000);
    start.setUTCHours(22, 5, 0, 0);
    const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
      name: 'Reminder practice',
      date: start.toISOString(),
    });
    const id = created.data.id;

    await admin.goto(`${server.url}/events/${id}/edit`);
    const reminders = admin.getByRole('group', { name: 'Automatic reminders' });
    const unanswered = reminders.getByLabel('Remind those who have not answered');
    await unanswered.waitFor();
    await expect.poll(() => unanswered.inputValue()).toBe('48');
    await unanswered.fill('400');
    await reminders.getByText('Reminders can be sent 1 to 336 hours').waitFor();
    await unanswered.fill('24');
    await reminders
      .getByText(/^Reminder on /)
      .first()
      .waitFor();
    await reminders.getByRole('checkbox', { name: 'On' }).nth(1).uncheck();
    await reminders.getByText('Off: no reminder.').waitFor();
    await reminders.scrollIntoViewIfNeeded();
    await screenshot(admin, 'reminders-form-1280');
    expect(
      await axeViolations(admin, 'reminders', { include: '.event-reminders', allImpacts: true }),
    ).toEqual([]);
    await admin.setViewportSize({ width: 390, height: 844 });
    await reminders.scrollIntoViewIfNeeded();
    await screenshot(admin, 'reminders-form-390');
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Event updated!').waitFor();
    await admin.waitForURL(new RegExp(`/Events/${id}$`, 'i'));
    const stored = await api<{ settings: unknown }>(admin, 'GET', `/api/event/${id}/reminders`);
    expect(stored.settings).toEqual({
      unansweredHours: 24,
      unansweredOn: true,
      goingHours: 3,
      goingOn: false,
    });

    // The RSVP list: remind those who have not answered, confirmed, then a toast.
    await admin.getByRole('button', { name: 'Remind those who have not answered' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Send a reminder now?' });
    await dialog.waitFor();
    await screenshot(admin, 'reminders-confirm-1280');
    await dialog.getByRole('button', { name: 'Send reminders' }).click();
    await toast(admin, /Reminders queued for \d+ people\./).waitFor();
    // A second click the same day sends nothing more.
    await admin.getByRole('button', { name: 'Remind those who have not answered' }).click();
    await admin.getByRole('button', { name: 'Send reminders' }).click();
    await toast(admin, 'Everyone who has not answered was already reminded today.').waitFor();

    // The ledger: the reminder and its deliveries.
    await admin.goto(server.url + '/admin');
    await admin.getByRole('link', { name: 'Sent messages and their delivery status' }).click();
    await admin.getByRole('heading', { name: 'Sent Messages' }).waitFor();
    // Automatic messages side by side are one collapsed line (the ledger's groups): open them.
    await admin
      .getByRole('button', { name: /Reminder practice|automatic message/ })
      .first()
      .waitFor();
    // One at a time: a group opened is no longer among the closed ones.
    const closed = admin.getByRole('button', { name: /automatic messages?/, expanded: false });
    while ((await closed.count()) > 0) await closed.first().click();
    const entries = admin.getByRole('button', { name: /Reminder practice/ });
    await entries.first().waitFor();
    await expect.poll(() => entries.count()).toBe(1);
    await screenshot(admin, 'reminders-ledger-1280');
    await entries.first().click();
    await admin
      .getByText(/Fiona Family/)
      .first()
      .waitFor();
    await screenshot(admin, 'reminders-ledger-detail-1280');
    expect(admin.errors).toEqual([]);
    await admin.context().close();

    // The same form and dialog in Spanish, on a phone.
    const es = await newPage(browser);
    await es.addInitScript(() => localStorage.setItem('language', 'es'));
    await signInAs(es, server.url, 'admin', `/events/${id}/edit`);
    const recordatorios = es.getByRole('group', { name: 'Recordatorios automáticos' });
    await recordatorios
      .getByText(/^Recordatorio el /)
      .first()
      .waitFor();
    await recordatorios.scrollIntoViewIfNeeded();
    await screenshot(es, 'reminders-form-es-1280');
    await es.setViewportSize({ width: 390, height: 844 });
    await recordatorios.scrollIntoViewIfNeeded();
    await screenshot(es, 'reminders-form-es-390');
    await es.goto(`${server.url}/events/${id}`);
    await es.getByRole('button', { name: 'Recordar a quienes no han respondido' }).click();
    await es.getByRole('alertdialog', { name: '¿Enviar un recordatorio ahora?' }).waitFor();
    await screenshot(es, 'reminders-confirm-es-390');
    expect(es.errors).toEqual([]);
    await es.context().close();
  });
});
