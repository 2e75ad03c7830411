import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { accessToken } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * An admin imports a season's schedule from a CSV: weekly practices with a week off and two
 * games. The preview lists them, confirming writes them, the schedule shows them; importing the
 * same file again finds every event unchanged and adds none. English and Spanish, 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: the imported events fall in the coming weeks every other spec's schedule reads.
portalForSpec((p) => ({ server, browser } = p), { own: true });

/** The team's zone (TEAM_TIME_ZONE's default): the file's 6:00 PM is read as 6:00 PM. */
const TEAM_ZONE = { timezoneId: 'America/New_York' };
const SUFFIX = Date.now().toString(36);
const PRACTICE = `Import practice ${SUFFIX}`;
const HOME_GAME = `Import opener ${SUFFIX}`;
const AWAY_GAME = `Import road game ${SUFFIX}`;

/** A day `days` from today (YYYY-MM-DD): the events fall in the schedule's coming weeks. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CSV = [
  'Name,Type,Date,Start time,End time,Location,Opponent,Home/Away,Repeats weekly until,Skip dates,Teams,Description',
  // Four weeks of practice, the second week off: three events.
  `${PRACTICE},practice,${day(3)},18:00,19:30,Riverside Park,,,${day(24)},${day(10)},,Bring water`,
  `${HOME_GAME},game,${day(5)},10:00,12:00,Riverside Park,Comets,Home,,,,`,
  `${AWAY_GAME},game,${day(12)},1:00 PM,3:00 PM,Comet Field,Comets,Away,,,,`,
  // Refused, and left out: a place that is no venue.
  `Import scrimmage ${SUFFIX},game,${day(6)},25:00,,Nowhere Park,,,,,,`,
].join('\r\n');

const file = { name: 'spring-season.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) };

type Listed = { id: string; name: string; date: string };

async function importedEvents(page: Page): Promise<Listed[]> {
  const token = await accessToken(page);
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString();
  const all = (await page.evaluate(
    async ([url, auth]) => {
      const res = await fetch(url!, { headers: { authorization: `Bearer ${auth}` } });
      return res.json();
    },
    [`${server.url}/api/event/getall?from=${from}&to=${to}`, token],
  )) as Listed[];
  return all.filter((e) => e.name.endsWith(SUFFIX));
}

const WORDS = {
  en: {
    link: 'Import schedule',
    file: 'Schedule file (CSV or .ics)',
    preview: 'Preview',
    heading: `Preview of ${file.name}`,
    create: /Events to create/,
    unchanged: 'Unchanged: 5',
    confirm: 'Confirm import',
    nothing: 'The file changes nothing: every event is already as it says.',
  },
  es: {
    link: 'Importar calendario',
    file: 'Archivo del calendario (CSV o .ics)',
    preview: 'Vista previa',
    heading: `Vista previa de ${file.name}`,
    create: /Eventos por crear/,
    unchanged: 'Sin cambios: 5',
    confirm: 'Confirmar importación',
    nothing: 'El archivo no cambia nada: cada evento ya está como dice.',
  },
} as const;

async function preview(page: Page, lang: 'en' | 'es') {
  const words = WORDS[lang];
  await page.getByLabel(words.file).setInputFiles(file);
  await page.getByRole('button', { name: words.preview, exact: true }).click();
  await page.getByRole('heading', { name: words.heading }).waitFor();
}

describe('importing a season’s schedule', () => {
  test('an admin previews and confirms a CSV; the schedule shows the events', async () => {
    const page = await newPage(browser, TEAM_ZONE);
    await signInAs(page, server.url, 'admin', '/admin');
    await page.getByRole('link', { name: WORDS.en.link }).click();
    await page.getByRole('heading', { name: 'Import schedule' }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-import-page-en', width);
    await preview(page, 'en');
    const create = page.getByRole('table', { name: WORDS.en.create });
    // On a phone the rows are cards (no table roles): read the cells' texts.
    await expect.poll(() => create.locator('tbody tr').count()).toBe(5);
    await expect.poll(() => create.getByText(PRACTICE, { exact: true }).count()).toBe(3);
    await create.getByText('Game · vs. Comets · Riverside Park · Home').waitFor();
    await create.getByText('Game · at Comets · Comet Field · Away').waitFor();
    await page.getByText('To create: 5').waitFor();
    const refused = page.getByRole('table', { name: /Rows refused/ });
    await refused
      .getByText('No venue is named "Nowhere Park". Add it under Admin Tools → Venues first.')
      .waitFor();
    await refused
      .getByText('Start time must be a time such as 18:00 or 6:00 PM, not "25:00".')
      .waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-import-preview-en', width);

    await page.getByRole('button', { name: WORDS.en.confirm }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Schedule imported: 5 created, 0 updated, 0 unchanged.' })
      .first()
      .waitFor({ timeout: 30_000 });
    const events = await importedEvents(page);
    expect(events.map((e) => e.name).sort()).toEqual(
      [AWAY_GAME, HOME_GAME, PRACTICE, PRACTICE, PRACTICE].sort(),
    );
    // The skipped week has no practice.
    const practiceDays = events.filter((e) => e.name === PRACTICE).map((e) => e.date.slice(0, 10));
    expect(practiceDays).not.toContain(day(10));

    await page.getByRole('link', { name: 'See the schedule' }).click();
    await page.evaluate(() => localStorage.setItem('dugout.events.view', 'schedule'));
    await page.reload();
    await page
      .getByRole('link', { name: new RegExp(HOME_GAME) })
      .first()
      .waitFor();
    await page.getByText('at Comets').first().waitFor();
    expect(page.errors).toEqual([]);
  });

  test('importing the same file again changes nothing and adds nothing, in Spanish', async () => {
    const page = await newPage(browser, TEAM_ZONE);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await signInAs(page, server.url, 'admin', '/admin');
    await page.getByRole('link', { name: WORDS.es.link }).click();
    await page.getByRole('heading', { name: 'Importar calendario' }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'schedule-import-page-es', width);
    // The first test's import.
    expect((await importedEvents(page)).length).toBe(5);
    await preview(page, 'es');
    await page.getByText(WORDS.es.unchanged).waitFor();
    await page
      .getByRole('table', { name: /Filas rechazadas/ })
      .getByText('Ningún lugar se llama "Nowhere Park".', { exact: false })
      .waitFor();
    await page.getByText(WORDS.es.nothing).waitFor();
    await page.getByRole('table', { name: /Sin cambios/ }).waitFor();
    expect(await page.getByRole('table', { name: WORDS.es.create }).count()).toBe(0);
    expect(await page.getByRole('button', { name: WORDS.es.confirm }).isDisabled()).toBe(true);
    for (const width of [1280, 390]) await checkPage(page, 'schedule-import-preview-es', width);
    expect((await importedEvents(page)).length).toBe(5);
    expect(page.errors).toEqual([]);
  });
});
