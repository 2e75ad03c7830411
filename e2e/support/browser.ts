import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { DRAWING_CHECKS } from './scope';

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
  /** Requests the page started that have neither finished nor failed. */
  inFlight: number;
  /** When a request last started, finished or failed (Date.now()). */
  lastNetwork: number;
}

/**
 * A page in a fresh context (its own cookies and localStorage). Page errors and console errors
 * are collected in `page.errors`, so a spec can assert there were none.
 */
export async function newPage(browser: Browser, opts: NewPageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...opts });
  const page = (await context.newPage()) as TrackedPage;
  page.errors = [];
  page.inFlight = 0;
  page.lastNetwork = Date.now();
  // A live stream (a conversation's server-sent events) stays open while its page is shown: it
  // is no request in flight, or no page with one would ever be quiet.
  const isStream = (request: Request) =>
    (request.headers()['accept'] ?? '').includes('text/event-stream');
  page.on('request', (request) => {
    if (isStream(request)) return;
    page.inFlight += 1;
    page.lastNetwork = Date.now();
  });
  const ended = (request: Request) => {
    if (isStream(request)) return;
    page.inFlight = Math.max(0, page.inFlight - 1);
    page.lastNetwork = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('pageerror', (err) => page.errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // The resource's address, so a failed load names what failed.
    const where = msg.location().url;
    if (msg.type() === 'error')
      page.errors.push(`console: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  return page;
}

/**
 * Whether pages are photographed: not with E2E_SCREENSHOTS=off, which .ci/run sets. The shots are
 * for a person to look at (README: look at what you build); no test reads them, and no one looks
 * at a CI machine's files, where they were about a tenth of the e2e suite's time.
 */
export const SCREENSHOTS = DRAWING_CHECKS && process.env.E2E_SCREENSHOTS !== 'off';

/**
 * Saves a PNG of the full page (or with `fullPage: false` of what the screen shows) as
 * e2e/artifacts/<name>.png; returns its path, or null in a run that skips drawing checks
 * (support/scope.ts) or screenshots (SCREENSHOTS).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, hide }: { fullPage?: boolean; hide?: string } = {},
): Promise<string | null> {
  if (!SCREENSHOTS) return null;
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  // `hide`: what the shot leaves out (Playwright applies the style for the shot alone). Not
  // `visibility: hidden`: react-hot-toast's toast wrapper has `transition: all 230ms`, which kept
  // the inherited visibility visible for the instant of the shot (toasts over the page in the
  // shots); `display` is not transitioned.
  const take = () =>
    page.screenshot({
      path: file,
      fullPage,
      ...(hide ? { style: `${hide} { display: none !important; }` } : {}),
    });
  try {
    await take();
  } catch (err) {
    // Chromium on a busy machine may have no frame to capture just after a resize (CI's
    // unsubscribe spec): the shot is tried again once a frame is drawn, not the page failed.
    if (!/Unable to capture screenshot/.test(String(err))) throw err;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await take();
  }
  return file;
}

/**
 * Resolves once no request of the page has been in flight for `quietMs` (Playwright's
 * `networkidle` waits a fixed 500 ms after every page; the route walk stops at hundreds). A page
 * not made by newPage, or one that never goes quiet within `maxMs`, falls back to `networkidle`.
 */
export async function networkQuiet(page: Page, quietMs = 200, maxMs = 10_000): Promise<void> {
  const tracked = page as Partial<TrackedPage>;
  if (typeof tracked.inFlight !== 'number') {
    await page.waitForLoadState('networkidle');
    return;
  }
  const started = Date.now();
  for (;;) {
    const idleFor = Date.now() - (tracked.lastNetwork ?? 0);
    if (tracked.inFlight === 0 && idleFor >= quietMs) return;
    if (Date.now() - started > maxMs) {
      await page.waitForLoadState('networkidle');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, tracked.inFlight ? 50 : quietMs - idleFor));
  }
}
