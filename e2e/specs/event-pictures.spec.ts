import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { networkQuiet, newPage, screenshot } from '../support/browser';
import { axeViolations } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * In Chromium: the event page with a picture and a linked document, and the
 * calendar, pass axe's color-contrast in English and Spanish at 1280 and 390 px; the picture is
 * the display copy, cropped under the name; on a phone the document is its thumbnail with an
 * Open link, not an inline viewer. And the modal's backdrop covers the whole page, the sticky
 * header included.
 */

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

async function settle(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor({ timeout: 30_000 });
  // Not Playwright's networkidle (an event page keeps its conversation's live stream open), but
  // its half second without a request, which a route's lazy chunk needs on a busy machine.
  await networkQuiet(page, 500);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** A seeded event with a picture and a linked PDF, as the signed-in member sees it. */
async function eventWithPictureAndDocument(page: Page): Promise<string> {
  return page.evaluate(async () => {
    let token = '';
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key)!) as { body?: { access_token?: string } };
      if (entry.body?.access_token) token = entry.body.access_token;
    }
    const get = async (url: string) =>
      (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{
        data?: { imageURL: string | null; linkedContent: { fileType: string } | null };
      }>;
    const events = (await get('/api/event/getall')) as unknown as { id: string }[];
    for (const e of events) {
      const d = (await get(`/api/event/${e.id}`)).data;
      if (d?.imageURL && d.linkedContent?.fileType === 'pdf') return e.id;
    }
    return '';
  });
}

const contrastViolations = (page: Page) =>
  axeViolations(page, page.url(), { rules: ['color-contrast'], allImpacts: true });

describe('event pictures and linked documents', () => {
  test('readable over the picture, in both languages, on a desktop and a phone', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family');
    const id = await eventWithPictureAndDocument(page);
    expect(id, 'a seeded event with a picture and a linked PDF').not.toBe('');
    const found: string[] = [];
    for (const language of ['en', 'es']) {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        const where = `${language} ${viewport.width}`;
        await page.goto(`${server.url}/events/${id}`);
        await settle(page);
        const hero = page.locator('img.event-hero__image');
        await expect
          .poll(() => hero.evaluate((img) => getComputedStyle(img).objectFit))
          .toBe('cover');
        // The display copy (WebP made for backgrounds), not the uploaded file.
        await expect
          .poll(() => hero.getAttribute('src'))
          .toMatch(/\/api\/blob\/seed\/display\/.+\.webp\?/);
        for (const v of await contrastViolations(page)) found.push(`event ${where}: ${v}`);
        if (viewport.width === 390) {
          await expect
            .poll(() => page.locator('iframe.event-linked__pdf').count(), { message: where })
            .toBe(0);
          await page.locator('img.event-linked__thumb').waitFor();
          await page.getByRole('link', { name: /^(Open|Abrir) / }).waitFor();
        }
        await screenshot(page, `event-picture-${where.replace(' ', '-')}`);
        await page.goto(`${server.url}/events/all`);
        await settle(page);
        for (const v of await contrastViolations(page)) found.push(`calendar ${where}: ${v}`);
      }
    }
    await page.context().close();
    expect(found, 'color-contrast violations').toEqual([]);
  });

  test("the modal's backdrop covers the sticky header too", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(browser, { viewport });
      await signInAs(page, server.url, 'admin', '/content/all');
      await settle(page);
      await page
        .locator('a', { hasText: /^Edit$/ })
        .first()
        .click();
      // The editor, not the list it came from (whose rows have Delete buttons of their own).
      await page.waitForURL(/\/content\/edit\//);
      await settle(page);
      await page.getByRole('button', { name: /^delete$/i }).click();
      await page.getByRole('alertdialog').waitFor();
      const onTop = await page.evaluate(() => {
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        return [
          [header.left + 8, header.top + 8],
          [header.right - 8, header.bottom - 8],
          [header.left + header.width / 2, header.top + header.height / 2],
        ].map(([x, y]) => document.elementFromPoint(x!, y!)?.className ?? '');
      });
      expect(onTop, `at ${viewport.width} px`).toEqual([
        'modal-backdrop',
        'modal-backdrop',
        'modal-backdrop',
      ]);
      await page.context().close();
    }
  });
});
