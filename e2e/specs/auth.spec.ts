import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs, signInByEmailCode, type DemoRole } from '../support/sign-in';

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

const navTabs = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: /^main$/i }).first();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
};

describe('signing in and the app shell', () => {
  test('a guest sees the welcome text and Log In only', async () => {
    const page = await newPage(browser);
    await page.goto(server.url + '/');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('button', { name: /log in/i }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /log out/i }).count()).toBe(0);
    const tabs = await navTabs(page);
    expect(tabs).toEqual(['Home']);
    await screenshot(page, 'guest-home-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'guest-home-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.context().close();
  });

  // Paula Parent (parent) has Fiona's tabs: one family role is enough here.
  const expectedTabs: Record<Exclude<DemoRole, 'parent'>, string[]> = {
    admin: ['Home', 'Profile', 'Contacts', 'Content', 'Events', 'Admin'],
    it: ['Home', 'Profile', 'Contacts', 'Content', 'Events', 'Admin'],
    family: ['Home', 'Profile', 'Contacts', 'Content', 'Events'],
    staff: ['Home', 'Profile', 'Contacts', 'Content', 'Events'],
    // No directory for a member without view:contacts: no tab to a refusal.
    newcomer: ['Home', 'Profile', 'Content', 'Events'],
  };

  for (const role of Object.keys(expectedTabs) as (keyof typeof expectedTabs)[]) {
    test(`the demo button signs in ${role} and shows their tabs`, async () => {
      const page = await newPage(browser);
      await signInAs(page, server.url, role);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => navTabs(page)).toEqual(expectedTabs[role]);
      if (role === 'family') {
        await expect
          .poll(() => page.getByRole('link', { name: /season gift form/i }).count())
          .toBe(1);
        await screenshot(page, 'signed-in-home-desktop');
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, 'signed-in-home-phone');
      }
      if (role === 'newcomer') {
        // The whole list, once drawn (in English, as the tabs above): an absent link proves
        // nothing before the list is there.
        await expect
          .poll(() => page.locator('.link-card__label').allTextContents())
          .toEqual(['Profile', 'Content']);
      }
      await page.context().close();
    });
  }

  test('a guest opening a members page signs in and comes back to it', async () => {
    const page = await newPage(browser);
    await page.goto(server.url + '/events/all');
    await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
    await screenshot(page, 'login-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'login-page-phone');
    await page.getByRole('button', { name: /staff@riverhawks\.test/ }).click();
    await page.waitForURL((u) => u.pathname.toLowerCase() === '/events/all', { timeout: 30_000 });
    await page.context().close();
  });

  test('signing in by emailed code works, and Log Out returns to the origin signed out', async () => {
    const page = await newPage(browser);
    await signInByEmailCode(page, server.url, 'family@riverhawks.test');
    // Log Out revokes the refresh token at the IdP (RFC 7009) before the SDK forgets it.
    const revoked = page.waitForResponse((r) => r.url().endsWith('/idp/oauth/revoke'), {
      timeout: 30_000,
    });
    await page
      .getByRole('button', { name: /log out/i })
      .first()
      .click();
    expect((await revoked).status()).toBe(200);
    await page.waitForURL((u) => u.origin === server.url && u.pathname === '/', {
      timeout: 30_000,
    });
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByRole('button', { name: /log in/i })
          .count(),
      )
      .toBe(1);
    // Signed out for real: a members page asks to sign in again.
    await page.goto(server.url + '/profile');
    await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
    await page.context().close();
  });

  test('an unknown page shows Not Found, an unknown API path a JSON 404', async () => {
    const page = await newPage(browser);
    await page.goto(server.url + '/no/such/page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toMatch(/not found/i);
    const api = await fetch(server.url + '/api/no/such/thing');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { message: string }).message).toMatch(/not found/i);
    await page.context().close();
  });

  test('the mobile menu toggles and locks page scrolling at 390 px', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(page, server.url, 'admin');
    const toggle = page.getByRole('button', { name: /menu/i }).first();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await screenshot(page, 'mobile-menu-open');
    const menuLinks = await page.getByRole('link', { name: /^admin$/i }).count();
    expect(menuLinks).toBeGreaterThan(0);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.context().close();
  });

  test('Spanish is kept across a reload and sets the page language', async () => {
    const page = await newPage(browser);
    await page.goto(server.url + '/');
    await page
      .getByLabel(/^language$/i)
      .first()
      .selectOption('es');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByRole('button', { name: /iniciar sesión/i })
          .count(),
      )
      .toBe(1);
    await page.context().close();
  });
});
