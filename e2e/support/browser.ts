import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts',
);

/** Debian's Chromium, headless. Close it in afterAll. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface NewPageOptions extends BrowserContextOptions {
  /** Default 1280×800; e.g. `{ width: 390, height: 844 }` for a phone. */
  viewport?: { width: number; height: number };
}

export interface TrackedPage extends Page {
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/**
 * A page in a fresh context (its own cookies and localStorage). Page errors and console errors
 * are collected in `page.errors`, so a spec can assert there were none.
 */
export async function newPage(browser: Browser, opts: NewPageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...opts });
  const page = (await context.newPage()) as TrackedPage;
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(`console: ${msg.text()}`);
  });
  return page;
}

/** Saves a full-page PNG as e2e/artifacts/<name>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
