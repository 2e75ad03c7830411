import type { Browser, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { IPHONE } from '../support/devices';
import { newPage } from '../support/browser';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { settle } from '../support/routes';
import { signInAs } from '../support/sign-in';

/**
 * The app's own scroll restoration (components/layout/use-scroll-restoration.ts) on a phone: a
 * page opened by a link or typed in starts at the top, its heading and Back button clear of the
 * sticky header, and Back returns to where the list was left. Each load of the tab used to open
 * ~44 px down: the position of one load's first entry (the sign-in's landing page) was restored on
 * every later load, whose first entry shares its key.
 */

let server: PortalServer;
let browser: Browser;
portalForSpec((p) => ({ server, browser } = p));

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The bottom of the sticky header and the top of the page's first heading, in the viewport. */
async function headingClearOfHeader(page: Page): Promise<{ header: number; heading: number }> {
  return page.evaluate(() => ({
    header: Math.round(document.querySelector('.site-header')!.getBoundingClientRect().bottom),
    heading: Math.round(document.querySelector('main h1')!.getBoundingClientRect().top),
  }));
}

test('new pages open at the top and Back restores the list where it was left', async () => {
  const page = await newPage(browser, IPHONE);
  await signInAs(page, server.url, 'family', '/login', { reuse: true });
  await settle(page);
  // The load's first page, scrolled: nothing of it may follow into the next load.
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

  await page.goto(`${server.url}/events/all`);
  await settle(page);
  expect(await scrollY(page)).toBe(0);
  const top = await headingClearOfHeader(page);
  expect(top.heading).toBeGreaterThanOrEqual(top.header);

  // Down the list to a later event, then into it.
  const links = page.locator('main a[href^="/events/"]:not([href$="/all"]):visible');
  await expect.poll(() => links.count()).toBeGreaterThan(4);
  const link = links.nth((await links.count()) - 1);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  const left = await scrollY(page);
  await link.click();
  await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
  await settle(page);
  await expect.poll(() => scrollY(page)).toBe(0);
  const back = page.getByRole('main').getByRole('button', { name: /^← ?Back$|^Back$/ });
  const backBox = (await back.boundingBox())!;
  const event = await headingClearOfHeader(page);
  expect(backBox.y).toBeGreaterThanOrEqual(event.header);

  // The page's own Back button goes back in history, as the browser's does.
  await back.click();
  await page.waitForURL(/\/events\/all$/);
  await settle(page);
  await expect.poll(() => scrollY(page)).toBe(left);

  // Forward again: the event page where it was left (the top).
  await page.goForward();
  await settle(page);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.context().close();
});
