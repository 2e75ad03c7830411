import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openPortal, type Portal, type PortalServer } from './portal';

/** A phone's viewport, and the widths a spec checks each page at (390 px phone, 1280 px desk). */
export const PHONE = { width: 390, height: 844 };
export const WIDTHS = [390, 1280] as const;

/**
 * A spec's own server and browser (`openPortal({ own: true })`: what it writes reaches no other
 * spec), opened before its tests and closed after them. Read `server` and `browser` in a test.
 */
export function useOwnPortal(): { readonly server: PortalServer; readonly browser: Browser } {
  let portal: Portal | undefined;
  beforeAll(async () => {
    portal = await openPortal({ own: true });
  });
  afterAll(() => portal?.close());
  const opened = () => {
    if (!portal) throw new Error('the portal opens in beforeAll: read it in a test');
    return portal;
  };
  return {
    get server() {
      return opened().server;
    },
    get browser() {
      return opened().browser;
    },
  };
}

/** The page again in Spanish (the language the SPA keeps in localStorage). */
export async function inSpanish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
}
