import type { Browser, Page } from 'playwright-core';
import { newPage, type TrackedPage } from './browser';
import { signInAs, type DemoRole } from './sign-in';

/** The demo team's zone: event times as the portal shows them to its families. */
export const TEAM_ZONE = { timezoneId: 'America/New_York' };

/**
 * A demo member's page, signed in (a sign-in of the same role earlier in the spec is reused), in
 * the team's time zone and in `lang` from the first script on, opened at `path`. With
 * `acceptDialogs`, every confirm() is answered yes (cancelling and removing ask first).
 */
export async function memberPage(
  browser: Browser,
  serverUrl: string,
  role: DemoRole,
  lang: 'en' | 'es',
  path = '/login',
  opts: { acceptDialogs?: boolean } = {},
): Promise<TrackedPage> {
  const page = await newPage(browser, TEAM_ZONE);
  if (lang === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));
  if (opts.acceptDialogs) {
    page.on('dialog', (d) => {
      d.accept().catch(() => undefined);
    });
  }
  await signInAs(page, serverUrl, role, path, { reuse: true });
  return page;
}

/** Waits for the toast that says `text`: what the member reads after an action. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
