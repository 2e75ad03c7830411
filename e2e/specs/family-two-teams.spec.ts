import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

/**
 * A family with children on two teams (Fiona: Noah on the Riverhawks, Mia on 12U): one merged
 * schedule with the events of a team labelled, a filter by team kept in the address, the
 * directory filtered by team; an admin makes an event for 12U with the form's Teams. In English
 * and Spanish at 390 and 1280 px (checkPage: axe, no sideways scroll, screenshots
 * family-two-teams-*). Its own server: the event it makes reaches no other spec.
 */

let server: PortalServer;
let browser: Browser;
let portal: Portal | undefined;

beforeAll(async () => {
  portal = await openPortal({ own: true });
  ({ server, browser } = portal);
});

afterAll(() => portal?.close());

const PHONE = { width: 390, height: 844 };
const WIDTHS = [390, 1280] as const;

/** The schedule's row of an event, by the name its link shows. */
const row = (page: Page, name: string | RegExp) =>
  page
    .locator('.event-schedule li.schedule-row')
    .filter({ has: page.getByRole('link', { name, exact: typeof name === 'string' }) });

async function inSpanish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
}

describe('a family on two teams', () => {
  test('sees one schedule with the 12U events labelled, filters to 12U and back', async () => {
    const page = await newPage(browser, { viewport: PHONE });
    await page.addInitScript(() => localStorage.setItem('dugout.events.view', 'schedule'));
    await signInAs(page, server.url, 'family', '/events/all');
    const game = row(page, '12U Game');
    await game.waitFor();
    await expect.poll(() => game.locator('.team-chip').allTextContents()).toEqual(['12U']);
    // The first team's own event, labelled too; a club-wide one carries no label.
    const cages = row(page, 'Batting Cage Night');
    await expect.poll(() => cages.locator('.team-chip').allTextContents()).toEqual(['Riverhawks']);
    const practice = row(page, 'Practice').first();
    await expect.poll(() => practice.locator('.team-chip').count()).toBe(0);

    const filter = page.getByLabel('Team', { exact: true });
    await expect
      .poll(() => filter.locator('option').allTextContents())
      .toEqual(['All teams', 'Riverhawks', '12U Riverhawks']);
    await filter.selectOption({ label: '12U Riverhawks' });
    await expect.poll(() => new URL(page.url()).searchParams.get('team')).toMatch(/^\d+$/);
    await expect.poll(() => cages.count()).toBe(0);
    await expect.poll(() => game.count()).toBe(1);
    // Club-wide events stay on a team's schedule.
    await expect.poll(() => row(page, 'Practice').count()).toBeGreaterThan(0);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-schedule-12u-en', width);

    // The address keeps the choice: a reload shows 12U still.
    await page.reload();
    await game.waitFor();
    await expect.poll(() => cages.count()).toBe(0);
    await page.getByLabel('Team', { exact: true }).selectOption({ label: 'All teams' });
    await expect.poll(() => new URL(page.url()).searchParams.get('team')).toBeNull();
    await expect.poll(() => cages.count()).toBe(1);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-schedule-en', width);

    // The home page's next events carry the same labels (12U's are two weeks out: not there).
    await page.setViewportSize(PHONE);
    await inSpanish(page);
    const filterEs = page.getByLabel('Equipo', { exact: true });
    await expect
      .poll(() => filterEs.locator('option').allTextContents())
      .toEqual(['Todos los equipos', 'Riverhawks', '12U Riverhawks']);
    const gameEs = row(page, 'Partido 12U');
    await expect.poll(() => gameEs.locator('.team-chip').allTextContents()).toEqual(['12U']);
    await filterEs.selectOption({ label: '12U Riverhawks' });
    await expect.poll(() => row(page, 'Noche de jaula de bateo').count()).toBe(0);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-schedule-12u-es', width);

    // The event page labels it too.
    await page.setViewportSize(PHONE);
    await gameEs.getByRole('link', { name: 'Partido 12U' }).click();
    await page.getByRole('heading', { level: 1, name: 'Partido 12U' }).waitFor();
    await expect
      .poll(() => page.locator('.event-detail__badges .team-chip').allTextContents())
      .toEqual(['12U']);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-event-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('filters the directory by team', async () => {
    const page = await newPage(browser, { viewport: PHONE });
    await signInAs(page, server.url, 'family', '/contacts/all');
    const filter = page.getByLabel('Team', { exact: true });
    await filter.selectOption({ label: '12U Riverhawks' });
    const count = page.locator('.contacts-filter__count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ contacts? match(es)?$/);
    const cards = page.locator('.contacts-directory');
    await expect.poll(() => cards.getByText('Mia Pemberton').count()).toBeGreaterThan(0);
    await expect.poll(() => cards.getByText('Noah Pemberton', { exact: true }).count()).toBe(0);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-directory-en', width);

    await page.setViewportSize(PHONE);
    await inSpanish(page);
    const filterEs = page.getByLabel('Equipo', { exact: true });
    await filterEs.selectOption({ label: '12U Riverhawks' });
    await expect.poll(() => cards.getByText('Mia Pemberton').count()).toBeGreaterThan(0);
    await expect.poll(() => cards.getByText('Noah Pemberton', { exact: true }).count()).toBe(0);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-directory-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('an admin of a club with two teams', () => {
  test('makes an event for 12U in the form; the family sees it labelled', async () => {
    const page = await newPage(browser, { viewport: PHONE });
    await signInAs(page, server.url, 'admin', '/events/new');
    const teams = page.getByRole('group', { name: 'Teams' });
    await teams.waitFor();
    await expect.poll(() => teams.textContent()).toContain('Whole club');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-form-en', width);

    const name = `12U Scrimmage ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    const soon = new Date(Date.now() + 5 * 24 * 60 * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel('Date and time')
      .fill(`${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T18:00`);
    await teams.getByRole('checkbox', { name: '12U Riverhawks' }).check();
    await expect.poll(() => teams.textContent()).not.toContain('Whole club');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('status').filter({ hasText: 'Event created!' }).waitFor();

    await page.goto(`${server.url}/events/all`);
    await page.evaluate(() => localStorage.setItem('dugout.events.view', 'schedule'));
    await page.reload();
    const made = row(page, name);
    await expect.poll(() => made.locator('.team-chip').allTextContents()).toEqual(['12U']);

    await page.goto(`${server.url}/events/new`);
    await inSpanish(page);
    const teamsEs = page.getByRole('group', { name: 'Equipos' });
    await expect.poll(() => teamsEs.textContent()).toContain('Todo el club');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-form-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();

    // Fiona reaches 12U through Mia: the event is on her schedule, labelled.
    const family = await newPage(browser, { viewport: PHONE });
    await family.addInitScript(() => localStorage.setItem('dugout.events.view', 'schedule'));
    await signInAs(family, server.url, 'family', '/events/all');
    await expect
      .poll(() => row(family, name).locator('.team-chip').allTextContents())
      .toEqual(['12U']);
    await family.context().close();
  });
});
