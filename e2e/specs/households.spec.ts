import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { checkPage } from '../support/page-checks';
import { accessToken, api } from '../support/page-api';
import { apiAs, SeedChanges } from '../support/seed-changes';
import { signInAs } from '../support/sign-in';

/**
 * Households: on a 390 px phone the family member opens a game and answers Yes for
 * one child and No for the other; the admin sees both answers, the counts per affiliation and
 * the not-answered list, and downloads the CSV in one click; the contact form's Household
 * section, for an admin and read-only for the guardian. English and Spanish, axe clean, nothing
 * scrolls sideways.
 */

let server: PortalServer;
let browser: Browser;

const seed = new SeedChanges();

// Noah's role is the seed's again even when the test failed between its save and its own undo.
portalForSpec((p) => ({ server, browser } = p), { seed });

async function inSpanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
}

/**
 * An event of this spec's own, open to everyone, in five days: the specs sharing this server
 * answer the seed's next game for the same children (game day does), so this one makes its own.
 */
async function ownEventId(): Promise<string> {
  const admin = await newPage(browser);
  await signInAs(admin, server.url, 'admin', '/admin', { reuse: true });
  const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
    name: 'Household picnic',
    date: new Date(Date.now() + 5 * 86400_000).toISOString(),
  });
  await admin.context().close();
  return created.data.id;
}

let eventId = '';
let noahId = '';

describe('Households', () => {
  test('on a phone the family answers Yes for one child and No for the other', async () => {
    eventId = await ownEventId();
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(page, server.url, 'family', '/events/all');
    await page.goto(`${server.url}/events/${eventId}`);
    const household = page.getByRole('list', { name: 'Your household' });
    await household.waitFor();
    await expect(page.getByRole('group', { name: 'Will you be there?' }).isVisible()).resolves.toBe(
      true,
    );
    await household.getByRole('button', { name: 'Yes for Noah Pemberton' }).click();
    await page.getByRole('status').filter({ hasText: 'Yes for Noah Pemberton' }).first().waitFor();
    await household
      .getByRole('button', { name: 'Yes for Noah Pemberton', pressed: true })
      .waitFor();
    await household.getByRole('button', { name: 'No for Mia Pemberton' }).click();
    await household.getByRole('button', { name: 'No for Mia Pemberton', pressed: true }).waitFor();
    await page
      .getByRole('group', { name: 'Will you be there?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByText('Your answer: Yes').waitFor();
    for (const width of [390, 1280]) await checkPage(page, 'household-rsvp-en', width);
    await inSpanish(page);
    const hogar = page.getByRole('list', { name: 'Tu hogar' });
    await hogar
      .getByRole('button', { name: 'Sí para Noah Pemberton', pressed: true })
      .waitFor({ timeout: 90_000 });
    for (const width of [390, 1280]) await checkPage(page, 'household-rsvp-es', width);

    // The guardian opens Noah's card: the household is shown, not editable.
    const token = await accessToken(page);
    noahId = await page.evaluate(async (bearer) => {
      const res = await fetch('/api/rsvp/household', {
        headers: { authorization: `Bearer ${bearer}` },
      });
      const body = (await res.json()) as { members: { contactId: string; firstName: string }[] };
      return body.members.find((m) => m.firstName === 'Noah')!.contactId;
    }, token);
    await page.goto(`${server.url}/contacts/edit/${noahId}`);
    await page.getByText('Pemberton family (Jugador)').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Guardar hogar' }).count()).toBe(0);
    for (const width of [390, 1280]) await checkPage(page, 'household-contact-guardian-es', width);
    await page.close();
  });

  test('the admin sees both answers, the counts, who has not answered, and the CSV', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', `/events/${eventId}`);
    const noah = page.getByRole('row', { name: /Noah Pemberton/ });
    await noah.getByRole('button', { name: 'Set Noah Pemberton to Yes', pressed: true }).waitFor();
    await page
      .getByRole('row', { name: /Mia Pemberton/ })
      .getByRole('button', { name: 'Set Mia Pemberton to No', pressed: true })
      .waitFor();
    await page.getByRole('table', { name: 'Answers by affiliation' }).waitFor();
    const waiting = page.getByText(/^Show the \d+ (person|people) who ha(s|ve) not answered$/);
    await waiting.click();
    for (const width of [1280, 390]) await checkPage(page, 'household-admin-list-en', width);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rsvps-\d{4}-\d\d-\d\d\.csv$/);
    await inSpanish(page);
    // After a reload on a busy machine: the event, then its list (a condition, with room).
    await page
      .getByRole('table', { name: 'Respuestas por afiliación' })
      .waitFor({ timeout: 90_000 });
    await page.getByText(/^Mostrar (la|las) \d+ persona/).click();
    for (const width of [1280, 390]) await checkPage(page, 'household-admin-list-es', width);

    // The contact form's Household section, for an admin.
    await page.goto(`${server.url}/contacts/edit/${noahId}`);
    await page.getByRole('combobox', { name: 'Hogar', exact: true }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'household-contact-admin-es', width);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    const select = page.getByRole('combobox', { name: 'Household', exact: true });
    await select.waitFor();
    await expect.poll(() => select.inputValue()).not.toBe('');
    // The server is shared with later specs (requests.spec picks "Noah Pemberton (player)").
    const seeded = await api<{ household?: { id: number; role: string } }>(
      page,
      'GET',
      `/api/household/contact/${noahId}`,
    );
    expect(seeded.household?.role).toBe('player');
    seed.change("Noah Pemberton's household role", () =>
      apiAs(browser, server, 'admin', 'PUT', `/api/household/${seeded.household!.id}/member`, {
        contactId: noahId,
        role: seeded.household!.role,
      }),
    );
    await page.getByRole('combobox', { name: 'Role in the household' }).selectOption('sibling');
    await page.getByRole('button', { name: 'Save household' }).click();
    await page.getByRole('status').filter({ hasText: 'Household saved' }).first().waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'household-contact-admin-en', width);
    // Noah is a player again, through the form (afterAll puts it back too if this test fails).
    await page.getByRole('combobox', { name: 'Role in the household' }).selectOption('player');
    await page.getByRole('button', { name: 'Save household' }).click();
    await page.reload();
    const role = page.getByRole('combobox', { name: 'Role in the household' });
    await role.waitFor();
    await expect.poll(() => role.inputValue()).toBe('player');
    await page.close();
  });
});
