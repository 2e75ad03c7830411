import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

/**
 * "Every tap counts": an admin creates a game visible to Players' Families with Notify Members,
 * and it succeeds the first time (the recipient list follows "Visible to"; those who cannot see
 * the event are listed apart); the created toast opens the new event, whose "Not answered" list
 * is grouped by household with call and text links. In English and Spanish, at 1280 and 390 px.
 */
let server: PortalServer;
let browser: Browser;
let portal: Portal | undefined;

beforeAll(async () => {
  portal = await openPortal();
  ({ server, browser } = portal);
});
afterAll(() => portal?.close());

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const GAME = `Game vs Owls ${Date.now().toString(36)}`;
const nextMonth = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 12);
const pad = (n: number) => String(n).padStart(2, '0');
const day = `${nextMonth.getFullYear()}-${pad(nextMonth.getMonth() + 1)}-${pad(nextMonth.getDate())}`;
let eventId = '';

describe("Notify Members for Players' Families", () => {
  test('creating the game succeeds the first time, and the toast opens it', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/events/new');
    await page.getByLabel('Name', { exact: true }).fill(GAME);
    await page.getByLabel('Date and time').fill(`${day}T18:05`);
    // An end before the start is refused beside its field, which gets the focus.
    const end = page.getByLabel('Ends (optional)');
    await end.fill(`${day}T17:00`);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('The end must come after the start (and needs a date).').waitFor();
    await expect.poll(() => end.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const width of [1280, 390]) await checkPage(page, 'event-form-end-refused-en', width);
    await end.fill(`${day}T21:00`);
    await page.getByRole('checkbox', { name: "Players' Families" }).check();
    await page.getByRole('switch', { name: 'Notify Members' }).check();
    // Only those who can see the event are checked; the others are apart, with why.
    const apart = page.locator('summary', { hasText: /cannot see this event/ });
    await apart.waitFor();
    const chosen = Number(
      /(\d+) selected/.exec(await page.getByText(/^\d+ selected$/).innerText())![1],
    );
    expect(chosen).toBeGreaterThan(10);
    await apart.click();
    await page
      .getByText(/: not in “Visible to”$/)
      .first()
      .waitFor();
    const search = page.getByRole('searchbox', { name: 'Search recipients' });
    await search.fill('fiona');
    await page.getByRole('checkbox', { name: /Fiona Family/ }).waitFor();
    await search.fill('');
    for (const width of [1280, 390]) await checkPage(page, 'event-notify-audience-form-en', width);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Create Event' }).click();
    const created = toast(page, 'Event created!');
    await created.waitFor();
    expect(await toast(page, 'There was an issue!').count()).toBe(0);
    // The form stays for the next event (spec); the toast's link opens this one.
    expect(new URL(page.url()).pathname).toBe('/events/new');
    await created.getByRole('link', { name: 'Open the event' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    eventId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: GAME }).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test("the new game's not-answered list, by household with call and text links", async () => {
    expect(eventId).not.toBe('');
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', `/events/${eventId}`, { reuse: true });
    await page.getByRole('heading', { level: 1, name: GAME }).waitFor();
    await page.getByText(/^Show the \d+ people who have not answered$/).click();
    const waiting = page.getByRole('list', { name: /^Not answered/ });
    const call = waiting.getByRole('link', { name: /^Call / }).first();
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    expect(
      await waiting
        .getByRole('link', { name: /^Text / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^sms:\+1\d{10}$/);
    for (const width of [1280, 390]) await checkPage(page, 'event-not-answered-en', width);

    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page
      .getByText(/^Mostrar/)
      .first()
      .click();
    await page
      .getByRole('link', { name: /^Llamar a / })
      .first()
      .waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'event-not-answered-es', width);

    await page.goto(`${server.url}/events/new`);
    await page.getByLabel('Nombre', { exact: true }).fill(GAME);
    await page.getByLabel('Fecha y hora').fill(`${day}T18:05`);
    await page.getByLabel('Termina (opcional)').fill(`${day}T17:00`);
    await page.getByRole('button', { name: 'Crear evento' }).click();
    await page.getByText('El final debe ser después del inicio (y necesita una fecha).').waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'event-form-end-refused-es', width);
    await page.getByRole('checkbox', { name: 'Familias de jugadores' }).check();
    await page.getByRole('switch', { name: 'Avisar a los miembros' }).check();
    await page.locator('summary', { hasText: /no pueden? ver este evento/ }).click();
    await page
      .getByText(/: no está en “Visible para”$/)
      .first()
      .waitFor();
    await page.getByRole('searchbox', { name: 'Buscar destinatarios' }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'event-notify-audience-form-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
