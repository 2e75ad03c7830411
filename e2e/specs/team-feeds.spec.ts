import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { inSpanish, PHONE, useOwnPortal, WIDTHS } from '../support/own-portal';
import { signInAs } from '../support/sign-in';

/**
 * Roster feeds and calendar feeds per team: Admin → Teams shows 12U's seeded roster feed and
 * changes it (checked as a web address); Fiona, on two teams, has one calendar link per team beside her
 * private one, each answering her team's events. In English and Spanish at 390 and 1280 px
 * (checkPage: axe, no sideways scroll, screenshots team-feeds-*). Its own server: the feed it
 * saves reaches no other spec.
 */

const own = useOwnPortal();

const FEED = 'https://league.example.test/rosters/12u.json';
const DEMO_FEED = 'https://league.riverhawks.test/rosters/12u.json';

describe('team feeds', () => {
  test('Admin → Teams: 12U’s roster feed, refused when it is not a web address, then saved', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'admin', '/admin/teams');
    await page.getByRole('button', { name: 'Rename 12U Riverhawks' }).click();
    const field = page.getByLabel('Roster feed (optional)');
    await expect.poll(() => field.isEnabled()).toBe(true);
    // The demo league's feed of 12U (seeded; the server answers it from a bundled file).
    expect(await field.inputValue()).toBe(DEMO_FEED);
    await field.fill('ftp://league.example.test/12u');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Enter a web address starting with https:// or http://.');
    await field.fill(FEED);
    for (const width of WIDTHS) await checkPage(page, 'team-feeds-admin-teams-en', width);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Team renamed.' }).waitFor();

    await inSpanish(page);
    await page.getByRole('button', { name: 'Renombrar 12U Riverhawks' }).click();
    const campo = page.getByLabel('Fuente de la plantilla (opcional)');
    await expect.poll(() => campo.inputValue()).toBe(FEED);
    for (const width of WIDTHS) await checkPage(page, 'team-feeds-admin-teams-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('Profile: a calendar link per team for a family on two teams, each its team’s events', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'family', '/profile');
    const get = page.getByRole('button', { name: 'Get my calendar link' });
    // The link, or the button that makes it (a GET never writes).
    const link = page.getByLabel('Your private calendar link');
    await link.or(get).first().waitFor();
    if (await get.isVisible()) await get.click();
    await link.waitFor();
    const twelve = page.getByRole('link', { name: 'Subscribe to 12U Riverhawks' });
    await twelve.waitFor();
    const href = (await twelve.getAttribute('href'))!;
    expect(href).toMatch(/^webcal:\/\/.+\/api\/calendar\/[\w-]+\.ics\?team=\d+$/);
    expect(await page.getByRole('link', { name: 'Subscribe to Riverhawks' }).count()).toBe(1);
    await page.getByRole('heading', { name: 'One team’s calendar' }).scrollIntoViewIfNeeded();
    for (const width of WIDTHS) await checkPage(page, 'team-feeds-profile-en', width);

    // The link answers the team's calendar, named after it.
    const feed = await page.request.get(
      `${own.server.url}${new URL(href.replace(/^webcal:/, 'http:')).pathname}?${href.split('?')[1]}`,
    );
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toMatch(
      /X-WR-CALNAME:(12U Riverhawks events|Eventos de 12U Riverhawks)/,
    );

    await page.setViewportSize(PHONE);
    await inSpanish(page);
    await page.getByRole('link', { name: 'Suscribirse a 12U Riverhawks' }).waitFor();
    for (const width of WIDTHS) await checkPage(page, 'team-feeds-profile-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('a contact’s form picks the team whose roster to search', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'admin', '/contacts/new');
    await page.getByLabel('Connected to a player or coach').check();
    const team = page.getByLabel('Roster of', { exact: true });
    await expect
      .poll(() => team.locator('option').allTextContents())
      .toEqual(['Riverhawks', '12U Riverhawks']);
    // The first team reads the club's roster (no feed of its own): the seeded players.
    await page.getByLabel('Player or coach', { exact: true }).fill('a');
    await expect.poll(() => page.locator('.player-select__option').count()).toBeGreaterThan(3);
    await page.keyboard.press('Escape');
    for (const width of WIDTHS) await checkPage(page, 'team-feeds-contact-form-en', width);
    await page.setViewportSize(PHONE);
    await inSpanish(page);
    await page.getByLabel('Relacionado con un jugador o entrenador').check();
    await expect
      .poll(() => page.getByLabel('Plantilla de', { exact: true }).locator('option').count())
      .toBe(2);
    for (const width of WIDTHS) await checkPage(page, 'team-feeds-contact-form-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
