import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { artifactsDir, newPage, SCREENSHOTS } from '../support/browser';
import { readMailbox, waitForMail } from '../support/mailbox';
import { checkPage } from '../support/page-checks';
import { api } from '../support/page-api';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

/**
 * Every tap counts: the family member answers "Yes for all of us" with a note on the event page
 * and one confirmation email lists everyone; the email's one-tap link opens one page for the
 * household (the co-guardian listed, as the event page lists him) that answers everyone at once;
 * the admin sees the note in the RSVP list. English and Spanish, 390 and 1280 px.
 *
 * Its own server: confirmations wait 3 s for more answers here instead of a minute.
 */
let server: PortalServer;
let browser: Browser;
let portal: Portal | undefined;
const eventName = 'Household answers night';
let eventId = '';

beforeAll(async () => {
  portal = await openPortal({ env: { RSVP_CONFIRMATION_WINDOW_SECONDS: '3' } });
  ({ server, browser } = portal);
  const admin = await newPage(browser);
  await signInAs(admin, server.url, 'admin', '/admin');
  const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
    name: eventName,
    date: new Date(Date.now() + 6 * 86400_000).toISOString(),
    emailList: ['family@riverhawks.test'],
  });
  eventId = created.data.id;
  await admin.context().close();
});

afterAll(() => portal?.close());

/** A checked page (axe, no sideways scroll) whose screenshot is also kept in /tmp/shots-B. */
async function shot(page: Page, name: string, width: number) {
  await checkPage(page, name, width);
  // checkPage kept the shot as e2e/artifacts/<name>-<width>.png: copied, not taken again.
  if (!SCREENSHOTS) return;
  await mkdir('/tmp/shots-B', { recursive: true });
  await copyFile(
    path.join(artifactsDir, `${name}-${width}.png`),
    `/tmp/shots-B/${name}-${width}.png`,
  );
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first();

const confirmationSubject = `RSVP received for your household: ${eventName}`;

describe('household answers', () => {
  test('a parent answers "Yes for all of us" with a note, and one confirmation lists everyone', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(page, server.url, 'family', `/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: eventName }).waitFor();
    await page
      .getByText('Answers for Fiona Family, Noah Pemberton, Mia Pemberton, and Shannon Pemberton.')
      .waitFor();
    await page.getByRole('textbox', { name: 'Note for the team (optional)' }).fill('Arriving late');
    await page.getByRole('button', { name: 'Yes for all of us' }).click();
    await toast(page, 'RSVP Updated!').waitFor();
    await page.getByRole('button', { name: 'Yes for all of us', pressed: true }).waitFor();
    const household = page.getByRole('list', { name: 'Your household' });
    await household.getByText("Noah's answer: Yes").waitFor();
    await household.getByText("Mia's answer: Yes").waitFor();
    // The co-guardian answers for himself.
    await household.getByText('Gavin has not answered yet.').waitFor();
    await page.getByText('Your answer: Yes').waitFor();
    // The toast gone first: one fading out while axe reads the page is seen as low contrast.
    await toast(page, 'RSVP Updated!').waitFor({ state: 'detached' });
    for (const width of [390, 1280]) await shot(page, 'household-all-of-us-en', width);

    const mail = await waitForMail(
      server.url,
      (m) => m.to === 'family@riverhawks.test' && m.subject === confirmationSubject,
    );
    expect(mail.text).toMatch(
      /We recorded these answers for Household answers night \([^)]+\):\n- Fiona Family: Yes\n- Noah Pemberton: Yes\n- Mia Pemberton: Yes\n- Shannon Pemberton: Yes\n/,
    );
    // One email for the four answers (the ledger's row too), not one per person.
    const confirmations = (await readMailbox(server.url)).filter(
      (m) =>
        m.to === 'family@riverhawks.test' &&
        m.subject.startsWith('RSVP') &&
        m.text.includes(`/events/${eventId}`),
    );
    expect(confirmations.map((m) => m.subject)).toEqual([confirmationSubject]);

    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page.getByRole('button', { name: 'Sí para todos nosotros', pressed: true }).waitFor();
    await page.getByText('Responde por Fiona Family, Noah Pemberton, Mia Pemberton y').waitFor();
    for (const width of [390, 1280]) await shot(page, 'household-all-of-us-es', width);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test("the email's household link opens one page that answers everyone, listing the co-guardian", async () => {
    const notice = await waitForMail(
      server.url,
      (m) =>
        m.to === 'family@riverhawks.test' &&
        m.subject.includes(eventName) &&
        !m.subject.startsWith('RSVP'),
    );
    const noForAll = /No for all of us: (\S+)/.exec(notice.text)![1]!;
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(noForAll);
    await page.getByRole('heading', { level: 1, name: 'No for all of us?' }).waitFor();
    const english = page.locator('section[lang="en"]');
    await english
      .getByText('Gavin Pemberton: Yes')
      .or(english.getByText('Gavin Pemberton: not answered yet'))
      .waitFor();
    await english.getByText('Noah Pemberton: Yes').waitFor();
    for (const width of [390, 1280]) await shot(page, 'household-one-tap-page', width);
    await english.getByRole('button', { name: 'No for all of us' }).first().click();
    await english
      .getByText(
        'We recorded No for Fiona Family, Noah Pemberton, Mia Pemberton, and Shannon Pemberton',
      )
      .waitFor();
    await english.getByText('Mia Pemberton: No').waitFor();
    for (const width of [390, 1280]) await shot(page, 'household-one-tap-recorded', width);
    // One more confirmation for the four new answers.
    const after = await waitForMail(
      server.url,
      (m) =>
        m.to === 'family@riverhawks.test' &&
        m.subject === confirmationSubject &&
        m.text.includes('- Noah Pemberton: No'),
    );
    expect(after.text).toContain('- Shannon Pemberton: No\n');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('the admin sees the note in the RSVP list', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', `/events/${eventId}`);
    const table = page.getByRole('table', { name: 'Responses' });
    await table.getByRole('columnheader', { name: 'Note' }).waitFor();
    await expect.poll(() => table.getByText('Arriving late').count()).toBe(4);
    for (const width of [1280, 390]) await shot(page, 'household-admin-notes-en', width);
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page
      .getByRole('table', { name: 'Respuestas' })
      .getByRole('columnheader', { name: 'Nota' })
      .waitFor();
    for (const width of [1280, 390]) await shot(page, 'household-admin-notes-es', width);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
