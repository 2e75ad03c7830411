import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot, type TrackedPage } from '../support/browser';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs, type DemoRole } from '../support/sign-in';

/**
 * As a family sees them, at 1280 px and on a 390 px phone, in English
 * and Spanish: the Terms of Service page, the newcomer's refused directory with its next step,
 * and the header with the Admin tab, whose search box keeps its whole placeholder.
 */

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const LANGUAGES = ['en', 'es'] as const;

/** Also copied to SHOTS_DIR (e.g. /tmp/shots-14) when set, to look at them. */
async function shot(page: Page, name: string): Promise<void> {
  // From the top, so the sticky header is drawn where it belongs on the full-page image.
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = await screenshot(page, name);
  const dir = process.env.SHOTS_DIR;
  if (file && dir) {
    await mkdir(dir, { recursive: true });
    await copyFile(file, path.join(dir, path.basename(file)));
  }
}

async function pageAs(
  role: DemoRole | null,
  language: 'en' | 'es',
  viewport: { width: number; height: number },
): Promise<TrackedPage> {
  const page = await newPage(browser, { viewport });
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
  if (role) await signInAs(page, server.url, role, '/login', { reuse: true });
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

describe.each(LANGUAGES)('in %s', (language) => {
  test.each(VIEWPORTS)('the Terms of Service open from the footer at $width px', async (vp) => {
    const page = await pageAs(null, language, vp);
    await page.goto(server.url + '/');
    await settle(page);
    const name = language === 'es' ? 'Términos del servicio' : 'Terms of Service';
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await page.waitForURL(/\/terms$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await page.getByRole('article').getByRole('heading', { level: 2 }).first().waitFor();
    await expect.poll(() => page.title()).toBe(`${name} · Riverhawks`);
    await expect.poll(() => page.getByText('Not Found').count()).toBe(0);
    await shot(page, `issue14-terms-${language}-${vp.width}`);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test.each(VIEWPORTS)(
    'a newcomer refused the directory is told whom to ask at $width px',
    async (vp) => {
      const page = await pageAs('newcomer', language, vp);
      // No tab or link leads there; the address bar still can.
      await page.goto(server.url + '/contacts/all');
      await settle(page);
      const refusal =
        language === 'es'
          ? 'No tienes permiso para ver este contenido'
          : 'You do not have permission to view this content';
      await page.getByText(refusal).waitFor();
      const ask = page.getByRole('link', {
        name:
          language === 'es'
            ? 'Pedir acceso a la oficina del equipo'
            : 'Ask the team office for access',
      });
      await expect
        .poll(() => ask.getAttribute('href'))
        .toMatch(/^mailto:info@riverhawks\.test\?subject=/);
      await shot(page, `issue14-newcomer-contacts-${language}-${vp.width}`);
      // A page that needs a permission: the same next step on the no-permission page.
      await page.goto(server.url + '/admin');
      await page.getByRole('heading', { level: 1, name: refusal }).waitFor();
      await expect
        .poll(() => ask.getAttribute('href'))
        .toMatch(/^mailto:info@riverhawks\.test\?subject=/);
      await shot(page, `issue14-newcomer-admin-${language}-${vp.width}`);
      await page.context().close();
    },
  );

  test.each(VIEWPORTS)('the header with the Admin tab at $width px', async (vp) => {
    const page = await pageAs('admin', language, vp);
    await page.goto(server.url + '/');
    await settle(page);
    await shot(page, `issue14-header-admin-${language}-${vp.width}`);
    if (vp.width < 480) {
      // On a phone the box takes what the logo and the menu button leave.
      const width = await page.locator('.global-search__input').evaluate((el) => el.clientWidth);
      expect(width).toBeGreaterThanOrEqual(220);
    }
    if (vp.width >= 1200) {
      // The whole placeholder ("search contacts, content and events") fits in the box.
      const fit = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('.global-search__input')!;
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = ctx.measureText(input.placeholder).width;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: Math.ceil(text), room: Math.floor(room) };
      });
      expect(fit.room, `placeholder ${fit.text} px in ${fit.room} px`).toBeGreaterThanOrEqual(
        fit.text,
      );
      const tabs = page.getByRole('navigation', { name: language === 'es' ? 'Principal' : 'Main' });
      await expect.poll(() => tabs.getByRole('link').count()).toBe(6);
      // Nothing in the header is pushed out of the window.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
