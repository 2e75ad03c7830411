import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { checkPage } from '../support/page-checks';
import { accessToken } from '../support/page-api';
import { signInAs } from '../support/sign-in';

/**
 * Building a season's schedule: a manager creates weekly practices with a skipped date, then
 * moves "this and following" of them to a later time; a game with an opponent reads "vs. …" on
 * its page and in the schedule, in English and Spanish, at 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
portalForSpec((p) => ({ server, browser } = p));

/** The team's zone (TEAM_TIME_ZONE's default): 6:00 PM entered is 6:00 PM read. */
const TEAM_ZONE = { timezoneId: 'America/New_York' };
const SUFFIX = Date.now().toString(36);
const PRACTICE = `Batting practice ${SUFFIX}`;
const LATE = `Late batting practice ${SUFFIX}`;
const GAME = `Saturday game ${SUFFIX}`;
const OPPONENT = 'Maple Grove Mavericks';

type Listed = { id: string; name: string; date: string; opponent?: string };

async function eventsIn(page: Page, from: string, to: string): Promise<Listed[]> {
  const token = await accessToken(page);
  return (await page.evaluate(
    async ([url, auth]) => {
      const res = await fetch(url!, { headers: { authorization: `Bearer ${auth}` } });
      return res.json();
    },
    [`${server.url}/api/event/getall?from=${from}&to=${to}`, token],
  )) as Listed[];
}

async function readSpanish(page: Page) {
  await page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('language', 'es'),
  );
  await page.reload();
}

let practiceIds: string[] = [];

describe('building a season’s schedule', () => {
  test('a manager creates weekly practices with a skipped date', async () => {
    const page = await newPage(browser, TEAM_ZONE);
    await signInAs(page, server.url, 'admin', '/events/new');
    await page.getByLabel('Name', { exact: true }).fill(PRACTICE);
    await page.getByLabel('Type').selectOption({ label: 'Practice' });
    // Tuesday 2031-09-02, 6 pm.
    await page.getByLabel('Date and time').fill('2031-09-02T18:00');
    await page.getByLabel('Repeats weekly').check();
    await expect
      .poll(() => page.getByRole('group', { name: 'On' }).getByLabel('Tue').isChecked())
      .toBe(true);
    await page.getByLabel('Until (last day)').fill('2031-09-30');
    await page.getByText('Creates 5 events.').waitFor();
    await page.getByLabel('Skip a date').fill('2031-09-16');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await page.getByRole('list', { name: 'Skipped dates' }).getByText('Tue, Sep 16').waitFor();
    await page.getByText('Creates 4 events.').waitFor();
    await page.locator('[data-field="repeat"]').scrollIntoViewIfNeeded();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-building-repeat-en', width);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('status').filter({ hasText: 'Event created!' }).waitFor();

    await expect
      .poll(async () =>
        (await eventsIn(page, '2031-09-01', '2031-10-01'))
          .filter((e) => e.name === PRACTICE)
          .map((e) => e.date),
      )
      .toEqual([
        '2031-09-02T22:00:00.000Z',
        '2031-09-09T22:00:00.000Z',
        '2031-09-23T22:00:00.000Z',
        '2031-09-30T22:00:00.000Z',
      ]);
    practiceIds = (await eventsIn(page, '2031-09-01', '2031-10-01'))
      .filter((e) => e.name === PRACTICE)
      .map((e) => e.id);
    expect(page.errors).toEqual([]);
  });

  test('then moves this and the following practices an hour later', async () => {
    expect(practiceIds).toHaveLength(4);
    const page = await newPage(browser, TEAM_ZONE);
    await signInAs(page, server.url, 'admin', `/events/${practiceIds[1]}/edit`);
    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(PRACTICE);
    await expect.poll(() => page.getByLabel('This event only').isChecked()).toBe(true);
    await page.getByLabel('This and following events').check();
    await name.fill(LATE);
    await page.getByLabel('Date and time').fill('2031-09-09T19:00');
    await page.locator('[data-field="scope"]').scrollIntoViewIfNeeded();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-building-scope-en', width);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Event updated!' }).waitFor();
    await page.getByRole('heading', { level: 1, name: LATE }).waitFor();

    await expect
      .poll(async () =>
        (await eventsIn(page, '2031-09-01', '2031-10-01'))
          .filter((e) => practiceIds.includes(e.id))
          .map((e) => [e.name, e.date]),
      )
      .toEqual([
        [PRACTICE, '2031-09-02T22:00:00.000Z'],
        [LATE, '2031-09-09T23:00:00.000Z'],
        [LATE, '2031-09-23T23:00:00.000Z'],
        [LATE, '2031-09-30T23:00:00.000Z'],
      ]);

    // The question in Spanish.
    await page.goto(`${server.url}/events/${practiceIds[2]}/edit`);
    await readSpanish(page);
    await page.getByLabel('Este y los siguientes').waitFor();
    await page.locator('[data-field="scope"]').scrollIntoViewIfNeeded();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-building-scope-es', width);
    expect(page.errors).toEqual([]);
  });

  test('a game shows "vs." its opponent on its page and in the schedule', async () => {
    const admin = await newPage(browser, TEAM_ZONE);
    await signInAs(admin, server.url, 'admin', '/events/new');
    await admin.getByLabel('Name', { exact: true }).fill(GAME);
    await admin.getByLabel('Type').selectOption({ label: 'Game' });
    await admin.getByLabel('Opponent').fill(OPPONENT);
    await admin.getByLabel('Location').selectOption({ label: 'Home ballpark (1)' });
    await admin.getByLabel('Date and time').fill('2031-09-06T13:00');
    await admin.getByRole('button', { name: 'Create Event' }).click();
    await admin.getByRole('status').filter({ hasText: 'Event created!' }).waitFor();
    const game = (await eventsIn(admin, '2031-09-06', '2031-09-07')).find((e) => e.name === GAME);
    expect(game?.opponent).toBe(OPPONENT);

    const page = await newPage(browser, TEAM_ZONE);
    await signInAs(page, server.url, 'family', `/events/${game!.id}`);
    await page.getByRole('heading', { level: 1, name: GAME }).waitFor();
    await page.getByText(`vs. ${OPPONENT}`, { exact: true }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-building-game-en', width);
    await readSpanish(page);
    await page.getByText(`contra ${OPPONENT}`, { exact: true }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-building-game-es', width);

    // The schedule (the seed's games this month name their opponents the same way).
    await page.goto(`${server.url}/events/all`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.schedule-row__matchup').first().waitFor();
    await expect
      .poll(() => page.locator('.schedule-row__matchup').first().textContent())
      .toMatch(/^ · (contra|en casa de) /);
    for (const width of [390, 1280]) await checkPage(page, 'schedule-building-list-es', width);
    await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('language', 'en'),
    );
    await page.reload();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.locator('.schedule-row__matchup').first().textContent())
      .toMatch(/^ · (vs\.|at) /);
    for (const width of [390, 1280]) await checkPage(page, 'schedule-building-list-en', width);
    expect(page.errors).toEqual([]);
  });
});
