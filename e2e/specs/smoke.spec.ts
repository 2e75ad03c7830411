import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // From empty, unlike the other specs' copies of the seeded template: the fresh-clone path.
  [server, browser] = await Promise.all([startServer({ fresh: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the built server serves the app at /', async () => {
  const page = await newPage(browser);
  const response = await page.goto(server.url + '/');
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Home · Riverhawks');
  // The guest home: its welcome, in English, with Log In to press and nothing broken.
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.poll(() => h1.textContent()).toBe('Welcome to the Riverhawks family portal');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect
    .poll(() => page.getByRole('main').getByRole('button', { name: 'Log In' }).isEnabled())
    .toBe(true);
  await screenshot(page, 'smoke-home');
  await page.context().close();
});
