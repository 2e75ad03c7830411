import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

/**
 * Installable: the manifest and icons are served, the service worker keeps the app shell
 * and the member's last-seen schedule for reading offline with a clear notice, and logging out
 * leaves no member data behind.
 *
 * The notice shows because an answer came from the offline copy (the service worker
 * says so), not because navigator.onLine reads false: a network without internet reads as online,
 * and some Chromium versions kept it true with the connection cut. Waits are on conditions, with
 * room for a busy two-core machine.
 */

/** Generous: a busy two-core machine; every wait ends as soon as its condition holds. */
const WAIT = { timeout: 20_000 };
const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline.' });
const memberCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dugout-api-')));

/** Signs in and loads the schedule under the worker's control, so its caches hold it. */
async function readScheduleOnline(page: Page): Promise<void> {
  await signInAs(page, server.url, 'family');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
  // A load under the worker's control puts the shell and the schedule in its caches.
  await page.goto(server.url + '/events/all');
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor(WAIT);
  await expect.poll(() => memberCaches(page), WAIT).toHaveLength(1);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/index.html')) !== undefined), WAIT)
    .toBe(true);
  await expect.poll(() => offlineNotice(page).count()).toBe(0);
}

let server: PortalServer;
let browser: Browser;

let portal: Portal | undefined;

beforeAll(async () => {
  // Its own server: the last test stops it.
  portal = await openPortal({ own: true });
  ({ server, browser } = portal);
});

afterAll(() => portal?.close());

test('the web app manifest and its icons are served', async () => {
  const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
    theme_color: string;
  };
  expect(manifest.name).toContain('Dugout');
  expect(manifest.theme_color).toBe('#1f2937');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon?.src, size).toMatch(/^\/icon-\d+\.png$/);
    const res = await fetch(server.url + icon!.src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/png');
  }
  // Browsers ask for /favicon.ico whatever the page links (a 404 there is a console error).
  const ico = await fetch(`${server.url}/favicon.ico`);
  expect(ico.status).toBe(200);
  expect(Buffer.from(await ico.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const sw = await fetch(`${server.url}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('cache-control')).toBe('no-cache');
});

test('the schedule reads offline with a notice, and logging out forgets it', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await readScheduleOnline(page);

  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor(WAIT);
  await expect.poll(() => offlineNotice(page).count(), WAIT).toBe(1);
  await expect
    .poll(
      () =>
        page
          .locator('main')
          .getByText(/Game|Picnic/)
          .count(),
      WAIT,
    )
    .toBeGreaterThan(0);
  await screenshot(page, 'offline-events-390');

  // The connection is back: the next answer from the network takes the notice away, no reload.
  await page.context().setOffline(false);
  await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/content'), WAIT);
  await expect.poll(() => offlineNotice(page).count(), WAIT).toBe(0);

  await page.reload();
  await page.getByRole('main').waitFor(WAIT);
  await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('button', { name: /log out/i }).click();
  await page.waitForURL((url) => url.pathname === '/', WAIT);
  await expect.poll(() => memberCaches(page), WAIT).toEqual([]);
  await page.context().close();
});

/** The ids of the game pages the service worker keeps for the signed-in member. */
const keptGames = (page: Page) =>
  page.evaluate(async () => {
    const ids: string[] = [];
    for (const name of (await caches.keys()).filter((k) => k.startsWith('dugout-api-'))) {
      for (const request of await (await caches.open(name)).keys()) {
        const match = /\/api\/event\/([0-9a-f-]{36})$/.exec(new URL(request.url).pathname);
        if (match) ids.push(match[1]!);
      }
    }
    return ids;
  });

test('a game page opened, the next games and the home page read offline', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await readScheduleOnline(page);
  // With the schedule, the worker fetched the next games ahead; the page's code came with it.
  await expect.poll(() => keptGames(page), WAIT).toHaveLength(3);
  const [opened, notOpened] = await keptGames(page);
  await page.goto(`${server.url}/events/${opened}`);
  const title = await page.getByRole('heading', { level: 1 }).textContent(WAIT);
  await page.goto(server.url + '/');
  await page.getByRole('heading', { name: 'Next events' }).waitFor(WAIT);
  await page.locator('.pinned-post:not(.pinned-post--placeholder)').first().waitFor(WAIT);

  await page.context().setOffline(true);
  await page.goto(`${server.url}/events/${opened}`);
  await page.getByRole('heading', { level: 1, name: title! }).waitFor(WAIT);
  await expect.poll(() => offlineNotice(page).count(), WAIT).toBe(1);
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await screenshot(page, 'offline-game-390');

  // A game not opened before: its page was fetched ahead.
  await page.goto(`${server.url}/events/${notOpened}`);
  await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
  await expect
    .poll(() => page.getByText(/Something went wrong|could not be loaded/i).count())
    .toBe(0);

  // The home page: the next events and the pinned posts, as last seen.
  await page.goto(server.url + '/');
  await page.getByRole('heading', { name: 'Next events' }).waitFor(WAIT);
  await expect.poll(() => page.locator('.schedule-list li').count(), WAIT).toBeGreaterThan(0);
  await page.locator('.pinned-post:not(.pinned-post--placeholder)').first().waitFor(WAIT);
  await expect.poll(() => offlineNotice(page).count(), WAIT).toBe(1);
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await screenshot(page, 'offline-home-390');
  await page.context().setOffline(false);
  await page.context().close();
});

// Last: it stops the server.
test('the notice shows when the server cannot be reached though the browser reads online', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await readScheduleOnline(page);

  // Connected to a network, but the portal cannot be reached (a Wi-Fi without internet).
  await portal!.stopServer();
  await page.reload();
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor(WAIT);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect.poll(() => offlineNotice(page).count(), WAIT).toBe(1);
  await expect
    .poll(
      () =>
        page
          .locator('main')
          .getByText(/Game|Picnic/)
          .count(),
      WAIT,
    )
    .toBeGreaterThan(0);
  await page.context().close();
});
