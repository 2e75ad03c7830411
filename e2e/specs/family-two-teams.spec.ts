import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot, type TrackedPage } from '../support/browser';
import { api } from '../support/page-api';
import { checkPage } from '../support/page-checks';
import { inSpanish, PHONE, useOwnPortal, WIDTHS } from '../support/own-portal';
import { signInAs } from '../support/sign-in';

/**
 * A family with children on two teams (Fiona: Noah on the Riverhawks, Mia on 12U): one merged
 * schedule with the events of a team labelled, a filter by team kept in the address, the
 * directory filtered by team; an admin makes an event for 12U with the form's Teams. In English
 * and Spanish at 390 and 1280 px (checkPage: axe, no sideways scroll, screenshots
 * family-two-teams-*). Its own server: the event it makes reaches no other spec.
 */

const own = useOwnPortal();

/** The schedule's row of an event, by the name its link shows. */
const row = (page: Page, name: string | RegExp) =>
  page.locator('.event-schedule li.schedule-row').filter({
    has: page.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name }),
  });

/** Fiona on a phone, on the schedule (the list, not the month) with its rows drawn. */
async function familySchedule(): Promise<TrackedPage> {
  const page = await newPage(own.browser, { viewport: PHONE });
  await page.addInitScript(() => localStorage.setItem('dugout.events.view', 'schedule'));
  await signInAs(page, own.server.url, 'family', '/events/all');
  await row(page, /^(12U Game|Partido 12U)$/).waitFor();
  return page;
}

/** What the screen shows with `target` in view (the full page of a season is metres long). */
async function screen(page: Page, target: Locator, name: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await screenshot(page, name, { fullPage: false });
}

describe('a family on two teams', () => {
  test('sees one schedule with the events of teams labelled, filters to 12U and back', async () => {
    const page = await familySchedule();
    const game = row(page, '12U Game');
    await expect.poll(() => game.locator('.team-chip').allTextContents()).toEqual(['12U']);
    // The first team's own event, labelled too; a club-wide one carries no label.
    const cages = row(page, 'Batting Cage Night');
    await expect.poll(() => cages.locator('.team-chip').allTextContents()).toEqual(['Riverhawks']);
    await expect.poll(() => row(page, 'Practice').first().locator('.team-chip').count()).toBe(0);
    await screen(page, game, 'family-two-teams-schedule-en-390-screen');

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
    await screen(page, game, 'family-two-teams-schedule-12u-en-390-screen');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-schedule-12u-en', width);

    // The address keeps the choice: a reload shows 12U still; All teams brings the rest back.
    await page.reload();
    await game.waitFor();
    await expect.poll(() => cages.count()).toBe(0);
    await page.getByLabel('Team', { exact: true }).selectOption({ label: 'All teams' });
    await expect.poll(() => new URL(page.url()).searchParams.get('team')).toBeNull();
    await expect.poll(() => cages.count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screen(page, game, 'family-two-teams-schedule-en-1280-screen');

    // The month grid labels it too (12U's game is some two weeks out: this month or the next).
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const grid = page.getByRole('table');
    await grid.waitFor();
    // A home game colours its day and is listed as text (not a link), its label beside it.
    const cell = grid.locator('.cal-events > li').filter({ hasText: '12U Game' });
    if ((await cell.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => cell.locator('.team-chip').allTextContents()).toEqual(['12U']);
    await screen(page, cell, 'family-two-teams-month-en-1280-screen');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('in Spanish: the filter, the labels and the event page', async () => {
    const page = await familySchedule();
    await inSpanish(page);
    const filter = page.getByLabel('Equipo', { exact: true });
    await expect
      .poll(() => filter.locator('option').allTextContents())
      .toEqual(['Todos los equipos', 'Riverhawks', '12U Riverhawks']);
    const game = row(page, 'Partido 12U');
    await expect.poll(() => game.locator('.team-chip').allTextContents()).toEqual(['12U']);
    await filter.selectOption({ label: '12U Riverhawks' });
    await expect.poll(() => row(page, 'Noche de jaula de bateo').count()).toBe(0);
    await screen(page, game, 'family-two-teams-schedule-12u-es-390-screen');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-schedule-12u-es', width);

    await page.setViewportSize(PHONE);
    await game.getByRole('link', { name: 'Partido 12U' }).click();
    await page.getByRole('heading', { level: 1, name: 'Partido 12U' }).waitFor();
    await expect
      .poll(() => page.locator('.event-detail__badges .team-chip').allTextContents())
      .toEqual(['12U']);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-event-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('reads on each row whom of the household an event is for: 12U’s game Mia, the first team’s Noah, a club-wide one everyone', async () => {
    const page = await familySchedule();
    const people = async (name: string) =>
      // "· Mia: Yes": the separator, the name, the answer (of the first row of that name).
      (
        await row(page, name)
          .first()
          .locator('.schedule-row__answers .schedule-row__answer')
          .allTextContents()
      ).map((text) => text.split(':')[0]!.replace(/^[^\p{L}]+/u, ''));
    await expect.poll(() => people('12U Game')).toEqual(['You', 'Gavin', 'Mia']);
    await expect.poll(() => people('Batting Cage Night')).toEqual(['You', 'Gavin', 'Noah']);
    // A club-wide event: the whole household, as with one team.
    await expect.poll(() => people('Practice')).toEqual(['You', 'Gavin', 'Noah', 'Mia', 'Shannon']);
    await screen(page, row(page, '12U Game'), 'family-two-teams-household-en-390-screen');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screen(page, row(page, '12U Game'), 'family-two-teams-household-en-1280-screen');

    await page.setViewportSize(PHONE);
    await inSpanish(page);
    await expect.poll(() => people('Partido 12U')).toEqual(['Tú', 'Gavin', 'Mia']);
    await expect.poll(() => people('Noche de jaula de bateo')).toEqual(['Tú', 'Gavin', 'Noah']);
    await screen(page, row(page, 'Partido 12U'), 'family-two-teams-household-es-390-screen');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screen(page, row(page, 'Partido 12U'), 'family-two-teams-household-es-1280-screen');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('filters the directory by team', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'family', '/contacts/all');
    const names = page.locator('.contacts-directory .contact-mini__name');
    await page.getByLabel('Team', { exact: true }).selectOption({ label: '12U Riverhawks' });
    const count = page.locator('.contacts-filter__count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ contacts? match(es)?$/);
    await expect.poll(() => names.allTextContents()).toContain('Mia Pemberton');
    await expect.poll(() => names.allTextContents()).not.toContain('Noah Pemberton');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-directory-en', width);

    await page.setViewportSize(PHONE);
    await inSpanish(page);
    await page.getByLabel('Equipo', { exact: true }).selectOption({ label: '12U Riverhawks' });
    await expect.poll(() => names.allTextContents()).toContain('Mia Pemberton');
    await expect.poll(() => names.allTextContents()).not.toContain('Noah Pemberton');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-directory-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('content of a team', () => {
  const PACKET = '12U tournament packet';
  const tile = (page: Page) => page.locator('.content-tile').filter({ hasText: PACKET });

  test('the family sees the 12U document labelled and filters content by team, en and es', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'family', '/content/all');
    await tile(page).waitFor();
    await expect.poll(() => tile(page).locator('.team-chip').allTextContents()).toEqual(['12U']);
    const filter = page.getByLabel('Team', { exact: true });
    await expect
      .poll(() => filter.locator('option').allTextContents())
      .toEqual(['All teams', 'Riverhawks', '12U Riverhawks']);
    const all = await page.locator('.content-tile').count();
    await filter.selectOption({ label: 'Riverhawks' });
    await expect.poll(() => new URL(page.url()).searchParams.get('team')).toMatch(/^\d+$/);
    await expect.poll(() => tile(page).count()).toBe(0);
    // Club-wide items stay on a team's page.
    await expect.poll(() => page.locator('.content-tile').count()).toBe(all - 1);
    await filter.selectOption({ label: '12U Riverhawks' });
    await expect.poll(() => tile(page).count()).toBe(1);
    await screen(page, tile(page), 'family-two-teams-content-12u-en-390-screen');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-content-12u-en', width);

    await page.setViewportSize(PHONE);
    await inSpanish(page);
    const filtro = page.getByLabel('Equipo', { exact: true });
    await expect
      .poll(() => filtro.locator('option').allTextContents())
      .toEqual(['Todos los equipos', 'Riverhawks', '12U Riverhawks']);
    // The address kept the choice over the reload.
    await expect.poll(() => tile(page).count()).toBe(1);
    await screen(page, tile(page), 'family-two-teams-content-12u-es-390-screen');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-content-12u-es', width);

    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('a member without a 12U child sees neither the 12U document nor a team filter', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'newcomer', '/content/all');
    await page.locator('.content-tile').first().waitFor();
    await expect.poll(() => page.locator('.content-tile').count()).toBeGreaterThan(0);
    expect(await tile(page).count()).toBe(0);
    expect(await page.getByLabel('Team', { exact: true }).count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('the editor shows the item’s teams, en and es', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'admin', '/content/all');
    await tile(page).waitFor();
    await tile(page)
      .getByRole('link', { name: `Edit ${PACKET}` })
      .click();
    const group = page.getByRole('group', { name: 'Teams' });
    await group.waitFor();
    await expect
      .poll(() => group.getByRole('checkbox', { name: '12U Riverhawks' }).isChecked())
      .toBe(true);
    await expect
      .poll(() => group.getByRole('checkbox', { name: 'Riverhawks', exact: true }).isChecked())
      .toBe(false);
    await screen(page, group, 'family-two-teams-content-editor-en-390-screen');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-content-editor-en', width);
    await page.setViewportSize(PHONE);
    await inSpanish(page);
    const grupo = page.getByRole('group', { name: 'Equipos' });
    await grupo.waitFor();
    await screen(page, grupo, 'family-two-teams-content-editor-es-390-screen');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-content-editor-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('an admin of a club with two teams', () => {
  test('makes an event for 12U in the form; the family sees it labelled', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'admin', '/events/new');
    const teams = page.getByRole('group', { name: 'Teams' });
    await teams.waitFor();
    await expect.poll(() => teams.textContent()).toContain('Whole club');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-form-en', width);

    const name = `12U Scrimmage ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    // Two hours from now in the team's zone: the first of the home page's next events.
    const soon = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(Date.now() + 2 * 60 * 60_000));
    await page.getByLabel('Date and time').fill(soon.replace(' ', 'T'));
    await teams.getByRole('checkbox', { name: '12U Riverhawks' }).check();
    await expect.poll(() => teams.textContent()).not.toContain('Whole club');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('status').filter({ hasText: 'Event created!' }).waitFor();

    await page.goto(`${own.server.url}/events/all`);
    await page.evaluate(() => localStorage.setItem('dugout.events.view', 'schedule'));
    await page.reload();
    const made = row(page, name);
    await expect.poll(() => made.locator('.team-chip').allTextContents()).toEqual(['12U']);

    await page.goto(`${own.server.url}/events/new`);
    await inSpanish(page);
    const teamsEs = page.getByRole('group', { name: 'Equipos' });
    await expect.poll(() => teamsEs.textContent()).toContain('Todo el club');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-form-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();

    // Fiona reaches 12U through Mia: the event is on her schedule, labelled.
    const family = await newPage(own.browser, { viewport: PHONE });
    await family.addInitScript(() => localStorage.setItem('dugout.events.view', 'schedule'));
    await signInAs(family, own.server.url, 'family', '/events/all');
    await expect
      .poll(() => row(family, name).locator('.team-chip').allTextContents())
      .toEqual(['12U']);
    // The home page's next events: the same row, labelled.
    await family.goto(`${own.server.url}/`);
    const next = family.locator('.next-events li.schedule-row').filter({ hasText: name });
    await expect.poll(() => next.locator('.team-chip').allTextContents()).toEqual(['12U']);
    for (const width of WIDTHS) await checkPage(family, 'family-two-teams-home-en', width);
    await family.setViewportSize(PHONE);
    await inSpanish(family);
    await expect.poll(() => next.locator('.team-chip').allTextContents()).toEqual(['12U']);
    for (const width of WIDTHS) await checkPage(family, 'family-two-teams-home-es', width);
    await family.context().close();
  });

  test('sees the Notify list narrow to whom 12U reaches once the event is for 12U', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'admin', '/events/new');
    const teams = page.getByRole('group', { name: 'Teams' });
    await teams.waitFor();
    const notify = page.getByRole('switch', { name: 'Notify Members' });
    await notify.check();
    const listed = page.locator('.recipient-picker__list li');
    const names = () => listed.allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(20);
    const wholeClub = (await names()).length;
    expect((await names()).join()).toContain('Fiona Family');

    await teams.getByRole('checkbox', { name: '12U Riverhawks' }).check();
    await expect.poll(async () => (await names()).length).toBeLessThan(wholeClub);
    // The team's families arrive after the box is checked: the list waits for them.
    await expect.poll(async () => (await names()).join()).toContain('Fiona Family');
    const for12U = await names();
    // Whom the server says 12U reaches (and the admins, who see every event), no one else.
    type Family = { firstName: string; lastName: string; email: string | null };
    const teamList = await api<{ id: number; name: string }[]>(page, 'GET', '/api/teams');
    const familiesOf = async (name: string) =>
      (
        await api<Family[]>(
          page,
          'GET',
          `/api/teams/${teamList.find((t) => t.name === name)!.id}/families`,
        )
      )
        .filter((f) => f.email)
        .map((f) => `${f.firstName} ${f.lastName}`);
    const reached = await familiesOf('12U Riverhawks');
    const nameOf = (item: string) => item.split(' · ')[0]!.trim();
    expect(for12U.map(nameOf).filter((n) => !reached.includes(n))).toEqual([
      'Alex Admin',
      'Ivy Tech',
    ]);
    expect(for12U.map(nameOf)).toEqual(expect.arrayContaining(['Fiona Family', 'Sam Staff']));
    await expect
      .poll(() => page.getByText(`${for12U.length} selected`, { exact: true }).count())
      .toBeGreaterThan(0);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-notify-en', width);

    await page.setViewportSize(PHONE);
    await inSpanish(page);
    await page.getByRole('switch', { name: 'Avisar a los miembros' }).check();
    await page
      .getByRole('group', { name: 'Equipos' })
      .getByRole('checkbox', { name: '12U Riverhawks' })
      .check();
    await expect.poll(async () => (await names()).length).toBe(for12U.length);
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-notify-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('opens Teams from Admin Tools: the two teams, 12U’s roster and managers', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'admin', '/admin');
    await page.getByRole('link', { name: 'Teams', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
    await expect
      .poll(() => page.locator('.teams-list__name').allTextContents())
      .toEqual(['Riverhawks', '12U Riverhawks']);
    await page.getByRole('button', { name: 'Roster and managers of 12U Riverhawks' }).click();
    const roster = page.getByRole('list', { name: 'Who is on 12U Riverhawks' });
    await expect.poll(() => roster.getByText('Mia Pemberton').count()).toBe(1);
    await expect.poll(() => page.getByLabel('Role of Sam Staff').inputValue()).toBe('manager');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-admin-teams-en', width);

    await page.setViewportSize(PHONE);
    await inSpanish(page);
    await page.getByRole('button', { name: 'Plantilla y mánagers de 12U Riverhawks' }).click();
    await expect.poll(() => page.getByLabel('Función de Sam Staff').inputValue()).toBe('manager');
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-admin-teams-es', width);

    // Saved, the roster is in the Audit Log under its own words.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Guardar plantilla' }).click();
    await page.getByRole('status').filter({ hasText: 'Plantilla guardada.' }).waitFor();
    await page.goto(`${own.server.url}/admin/audit-log`);
    await page.getByText('Fijó la plantilla y los mánagers de un equipo').first().waitFor();
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-audit-es', width);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByText('Set a team’s roster and managers').first().waitFor();
    for (const width of WIDTHS) await checkPage(page, 'family-two-teams-audit-en', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
