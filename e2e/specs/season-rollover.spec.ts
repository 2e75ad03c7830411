import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { networkQuiet, newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * An admin starts a new season from Admin Tools: previews what moves and what is archived (12U
 * continues, the Riverhawks stop), confirms, and the old season's events leave the schedule and
 * appear under "Past seasons", read-only; in English and Spanish, at 1280 and 390 px. The rollover
 * archives every event of the server, so the spec runs on a server of its own.
 */

let server: PortalServer;
let browser: Browser;
portalForSpec((p) => ({ server, browser } = p), { own: true });

interface Season {
  id: number;
  name: string;
  current: boolean;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('Season rollover', () => {
  test('an admin previews and starts a new season; the old events move to Past seasons', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/admin');
    const before = await api<{ id: string; name: string }[]>(page, 'GET', '/api/event/getall');
    expect(before.length).toBeGreaterThan(5);
    const seasons = await api<Season[]>(page, 'GET', '/api/seasons');
    const old = seasons.find((s) => s.current)!;
    const game = before[0]!;

    await page.getByRole('link', { name: 'Start a new season' }).click();
    await page.getByRole('heading', { name: 'Start a new season', level: 1 }).waitFor();
    await page.getByLabel('Name of the new season').fill('2031');
    await page.getByLabel('Starts on').fill('2031-02-01');
    await page.getByLabel('Ends on').fill('2031-11-30');
    const teams = page.getByRole('group', { name: 'Teams that continue' });
    await teams.getByLabel('Riverhawks', { exact: true }).uncheck();
    expect(await teams.getByLabel('12U Riverhawks').isChecked()).toBe(true);
    for (const width of [1280, 390]) await checkPage(page, 'season-start-form-en', width);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'What starting “2031” does' });
    await preview.waitFor();
    await preview.getByText(`${before.length} events`).first().waitFor();
    await preview.getByText('Continue: 12U Riverhawks').waitFor();
    await preview.getByText('Stop: Riverhawks').waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'season-start-preview-en', width);

    await page.getByRole('button', { name: 'Start the season' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start “2031”?' });
    await checkPage(page, 'season-start-confirm-en', 390);
    await dialog.getByRole('button', { name: 'Start the season' }).click();
    await toast(page, `Season “2031” started. ${old.name} is now under Past seasons.`).waitFor();

    // The schedule holds the new season only; the old events are under Past seasons.
    expect(await api<unknown[]>(page, 'GET', '/api/event/getall')).toEqual([]);
    await page.goto(`${server.url}/events/all`);
    const past = page.getByRole('link', { name: 'Past seasons' });
    await past.waitFor();
    await networkQuiet(page);
    expect(await page.getByText(game.name, { exact: true }).count()).toBe(0);
    await past.click();
    await page.getByRole('heading', { name: 'Past seasons', level: 1 }).waitFor();
    await page.getByRole('heading', { level: 2, name: new RegExp(old.name) }).waitFor();
    await page.locator('.past-seasons__name').getByText(game.name).first().waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'season-past-en', width);
    // Its page says it is read-only and offers no answer (the server would answer 409).
    await page
      .locator('.past-seasons__name')
      .getByRole('link', { name: game.name })
      .first()
      .click();
    await page
      .getByRole('note')
      .getByText(/From a past season/)
      .waitFor();
    expect(await page.getByRole('heading', { name: 'RSVP' }).count()).toBe(0);
    for (const width of [1280, 390]) await checkPage(page, 'season-past-event-en', width);

    // The Audit Log names the start and the rosters' reload, in English and Spanish.
    await page.goto(`${server.url}/admin/audit-log`);
    const started = page.getByRole('row').filter({ hasText: 'Started a new season' });
    await expect.poll(() => started.first().textContent()).toContain('2031');
    await page
      .getByRole('row')
      .filter({ hasText: 'Reloaded the rosters of a new season' })
      .waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'season-audit-en', width);
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Empezó una nueva temporada' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Recargó las plantillas de una nueva temporada' })
      .waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'season-audit-es', width);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.close();
  });

  test('the seasons pages in Spanish', async () => {
    const page = await newPage(browser);
    await page.addInitScript(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('language', 'es'),
    );
    await signInAs(page, server.url, 'admin', '/admin/new-season');
    await page.getByRole('heading', { name: 'Empezar una nueva temporada', level: 1 }).waitFor();
    await page.getByLabel('Nombre de la nueva temporada').fill('2032');
    await page.getByLabel('Empieza el').fill('2032-02-01');
    await page.getByLabel('Termina el').fill('2032-11-30');
    await page.getByRole('button', { name: 'Vista previa' }).click();
    await page.getByRole('region', { name: 'Qué hace empezar «2032»' }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'season-start-preview-es', width);

    await page.goto(`${server.url}/seasons/past`);
    await page.getByRole('heading', { name: 'Temporadas pasadas', level: 1 }).waitFor();
    await page.getByText('Van:').first().waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'season-past-es', width);
    await page.locator('.past-seasons__name a').first().click();
    await page
      .getByRole('note')
      .getByText(/De una temporada pasada/)
      .waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'season-past-event-es', width);
    await page.close();
  });
});
