import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInAs } from '../support/sign-in';

/**
 * Issue 8, installable: the manifest and icons are served, the service worker keeps the app shell
 * and the member's last-seen schedule for reading offline with a clear notice, and logging out
 * leaves no member data behind.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
    expect(icon, size).toBeTruthy();
    const res = await fetch(server.url + icon!.src);
    expect(res.headers.get('content-type')).toContain('image/png');
  }
  const sw = await fetch(`${server.url}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('cache-control')).toBe('no-cache');
});

test('the schedule reads offline with a notice, and logging out forgets it', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await signInAs(page, server.url, 'family');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  // A load under the worker's control puts the shell and the schedule in its caches.
  await page.goto(server.url + '/events/all');
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () =>
    (await caches.keys()).filter((k) => k.startsWith('dugout-api-')),
  );
  expect(cached).toHaveLength(1);

  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor({ timeout: 15_000 });
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'You are offline.' }).count())
    .toBe(1);
  await expect
    .poll(() =>
      page
        .locator('main')
        .getByText(/Game|Picnic/)
        .count(),
    )
    .toBeGreaterThan(0);
  await screenshot(page, 'offline-events-390');

  await page.context().setOffline(false);
  await page.reload();
  await page.getByRole('main').waitFor();
  await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('button', { name: /log out/i }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dugout-api-'))),
    )
    .toEqual([]);
  await page.context().close();
});
