import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { axeViolations, sidewaysScroll } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * The schedule of /events/all (first on a phone, a switch on a desktop, the choice
 * remembered), times in the team's zone (TEAM_TIME_ZONE, America/New_York by default) whatever
 * the phone's own zone, a day tapped in the month, and the home page's next three events. In
 * English and Spanish, at 1280 and 390 px, axe clean, no sideways scroll; screenshots in
 * e2e/artifacts/schedule-*.
 */

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

const PHONE = { width: 390, height: 844 };
const TEAM_ZONE = 'America/New_York';

/** A full-page PNG and one of what the screen shows (a phone's full page is metres long). */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await screenshot(page, `${name}-screen`, { fullPage: false });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysScroll(page, page.url())).toBeNull();
}

/** The rows of the schedule's first list (upcoming) once they are drawn. */
async function upcomingRows(page: Page) {
  const rows = page.locator('.event-schedule ol.schedule-list').first().locator(':scope > li');
  await rows.first().waitFor();
  return rows;
}

describe('the schedule', () => {
  test('a family member on a phone (in another zone) sees upcoming events in order, team times, and the past closed', async () => {
    const page = await newPage(browser, { viewport: PHONE, timezoneId: 'Asia/Tokyo' });
    await signInAs(page, server.url, 'family', '/events/all');
    const schedule = page.getByRole('button', { name: 'Schedule', exact: true });
    await schedule.waitFor();
    await expect.poll(() => schedule.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();
    const rows = await upcomingRows(page);
    const starts = await rows
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(starts.length).toBeGreaterThan(2);
    expect([...starts].sort()).toEqual(starts);
    expect(Date.parse(starts[0]!)).toBeGreaterThan(Date.now() - 60_000);
    // The start time as the team reads it, not as Tokyo does.
    const first = rows.first();
    const teamTime = new Intl.DateTimeFormat('en', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: TEAM_ZONE,
    }).format(new Date(starts[0]!));
    expect((await first.locator('.schedule-row__time').textContent())!.replace(/\s/g, ' ')).toBe(
      teamTime.replace(/\s/g, ' '),
    );
    // The seeded season has games: Home/Away in words and a venue.
    const game = rows.filter({ has: page.locator('.schedule-badge--home, .schedule-badge--away') });
    await expect.poll(() => game.count()).toBeGreaterThan(0);
    await expect.poll(() => game.first().locator('.schedule-row__venue').count()).toBe(1);
    // The season started before today: the past is under its heading, marked and closed.
    await page.getByRole('heading', { level: 2, name: 'Past' }).waitFor();
    const pastRow = page.locator('.event-schedule ol.schedule-list').nth(1).locator('> li').first();
    await expect.poll(() => pastRow.textContent()).toContain('RSVP closed');
    await expect.poll(() => pastRow.getByRole('button').count()).toBe(0);
    await noSidewaysScroll(page);
    expect(await axeViolations(page, page.url())).toEqual([]);
    await shot(page, 'schedule-phone-en');
    await page.getByRole('heading', { level: 2, name: 'Past' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'schedule-phone-en-past-screen', { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));

    const name = (await first.getByRole('link').textContent())!;
    await first.getByRole('link').click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('on a desktop the month comes first, shows start times, and a tapped day lists its events', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/events/all');
    const month = page.getByRole('button', { name: 'Month', exact: true });
    await month.waitFor();
    await expect.poll(() => month.getAttribute('aria-pressed')).toBe('true');
    const grid = page.getByRole('table');
    await grid.waitFor();
    await page.getByText('Loading events...').waitFor({ state: 'detached' });
    const times = grid.locator('.cal-event__time');
    await times.first().waitFor();
    await expect.poll(() => times.first().textContent()).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
    // The location rule holds: home games at location 1 and away games are not links in the cells.
    await shot(page, 'schedule-month-desktop-en');
    expect(await axeViolations(page, page.url())).toEqual([]);

    const dayButton = grid.getByRole('button', { name: /^Show .+ in the schedule$/ }).first();
    const label = (await dayButton.getAttribute('aria-label'))!;
    const cellEvents = await dayButton.locator('xpath=..').locator('.cal-events > li').count();
    await dayButton.click();
    const dayName = label.replace(/^Show /, '').replace(/ in the schedule$/, '');
    const heading = page.getByRole('heading', { level: 2, name: dayName });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);
    const dayRows = page.locator('.event-schedule ol.schedule-list > li');
    await expect.poll(() => dayRows.count()).toBe(cellEvents);
    for (const href of await dayRows
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      expect(href).toMatch(/^\/events\/[0-9a-f-]{36}$/);
    }
    await shot(page, 'schedule-day-desktop-en');
    await page.getByRole('button', { name: 'Show all events' }).click();
    await page.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();

    // The switch is remembered; a tapped day was not a choice.
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await upcomingRows(page);
    await shot(page, 'schedule-desktop-en');
    expect(await axeViolations(page, page.url())).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Schedule', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('in Spanish, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const page = await newPage(browser, { viewport });
      await page.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(page, server.url, 'family', '/events/all');
      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Próximos' }).waitFor();
      const rows = await upcomingRows(page);
      const start = (await rows.first().locator('time').getAttribute('datetime'))!;
      const time = new Intl.DateTimeFormat('es', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: TEAM_ZONE,
      }).format(new Date(start));
      await expect.poll(() => rows.first().locator('.schedule-row__time').textContent()).toBe(time);
      await page.getByRole('heading', { level: 2, name: 'Pasados' }).waitFor();
      await expect.poll(() => page.getByText('Respuestas cerradas').count()).toBeGreaterThan(0);
      if (viewport.width === PHONE.width) await noSidewaysScroll(page);
      expect(await axeViolations(page, page.url())).toEqual([]);
      await shot(page, `schedule-${viewport.width === PHONE.width ? 'phone' : 'desktop'}-es`);
      await page.getByRole('button', { name: 'Mes', exact: true }).click();
      await page.locator('.calendar__heading').waitFor();
      await shot(page, `schedule-month-${viewport.width === PHONE.width ? 'phone' : 'desktop'}-es`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the home page', () => {
  test('shows a member the next three events, linking to each', async () => {
    for (const [viewport, language] of [
      [{ width: 1280, height: 800 }, 'en'],
      [PHONE, 'en'],
      [{ width: 1280, height: 800 }, 'es'],
      [PHONE, 'es'],
    ] as const) {
      const page = await newPage(browser, { viewport });
      if (language === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(page, server.url, 'family');
      if (new URL(page.url()).pathname !== '/') await page.goto(server.url + '/');
      const heading = page.getByRole('heading', {
        level: 2,
        name: language === 'es' ? 'Próximos eventos' : 'Next events',
      });
      await heading.waitFor();
      const rows = page.locator('.next-events ol.schedule-list > li');
      await rows.first().waitFor();
      await expect.poll(() => rows.count()).toBe(3);
      const starts = await rows
        .locator('time')
        .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
      expect([...starts].sort()).toEqual(starts);
      expect(Date.parse(starts[0]!)).toBeGreaterThan(Date.now() - 60_000);
      const where = `${language} at ${viewport.width}`;
      if (viewport.width === PHONE.width) await noSidewaysScroll(page);
      expect(await axeViolations(page, where)).toEqual([]);
      await shot(
        page,
        `schedule-home-${viewport.width === PHONE.width ? 'phone' : 'desktop'}-${language}`,
      );
      if (language === 'en' && viewport.width === PHONE.width) {
        await rows.first().getByRole('link').click();
        await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
      }
      expect(page.errors, where).toEqual([]);
      await page.context().close();
    }
  });

  test('shows a guest none of it', async () => {
    const page = await newPage(browser);
    await page.goto(server.url + '/');
    await page.locator('#main').getByRole('button', { name: 'Log In' }).waitFor();
    await expect.poll(() => page.locator('.next-events').count()).toBe(0);
    await page.context().close();
  });
});
