import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { axeViolations } from '../support/page-checks';
import { DRAWING_CHECKS } from '../support/scope';

/**
 * The drawing checks' axe (support/page-checks.ts) runs axe.run in the page, injected once per
 * document: it must still see a serious violation in the page, one in a same-origin frame, and
 * one the page draws after an earlier check (a single-page app changes its document in place).
 * The pages are made up here (an address of .test answered by the browser itself), not the app's.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const FRAME = `<html lang="en"><head><title>Frame</title></head><body><img src="${PIXEL}"></body></html>`;
const PAGE =
  '<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
  '<iframe src="/frame" title="A frame"></iframe></main></body></html>';

test.skipIf(!DRAWING_CHECKS)(
  'axe finds a violation in a same-origin frame, and one drawn after an earlier check',
  async () => {
    const page = await newPage(browser);
    await page.route('http://axe-probe.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: new URL(route.request().url()).pathname === '/frame' ? FRAME : PAGE,
      }),
    );
    await page.goto('http://axe-probe.test/');
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });

    const first = await axeViolations(page, 'probe');
    expect(first).toEqual([
      expect.stringMatching(/^probe: image-alt \(critical\) .* — iframe img$/),
    ]);

    // The same document, changed: faint text under the heading.
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'Faint words on white';
      p.style.cssText = 'color: #eee; background: #fff';
      document.querySelector('main')?.append(p);
    });
    const second = await axeViolations(page, 'probe');
    expect(second).toContainEqual(
      expect.stringMatching(/^probe: color-contrast \(serious\) .* — p$/),
    );
    expect(second).toHaveLength(2);
    await page.context().close();
  },
);
