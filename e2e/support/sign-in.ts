import type { Page } from 'playwright-core';
import { waitForMail } from './mailbox';

export type DemoRole = 'admin' | 'it' | 'family' | 'staff' | 'newcomer';

export const demoEmail = (role: DemoRole) => `${role}@riverhawks.test`;

/**
 * Waits until the SPA holds a session (the Auth0 SDK's cache) and shows a page. The Log Out
 * button is not a signal on a phone, where it sits in the closed menu.
 */
export async function waitForSignedIn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(localStorage).some((k) => k.startsWith('@@auth0spajs@@')),
    undefined,
    { timeout: 30_000 },
  );
  await page.getByRole('main').waitFor({ timeout: 30_000 });
}

/**
 * Signs in through the embedded IdP with the demo button, starting at `path` (a guarded page
 * sends the guest to sign in and back). Returns when the SPA shows the signed-in layout.
 */
export async function signInAs(
  page: Page,
  baseUrl: string,
  role: DemoRole,
  path = '/login',
): Promise<void> {
  await page.goto(baseUrl + path);
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
  await page
    .getByRole('button', { name: new RegExp(demoEmail(role).replace(/\./g, '\\.')) })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && url.pathname !== '/callback', {
    timeout: 30_000,
  });
  await waitForSignedIn(page);
}

/** Signs in by email code, reading the code from the dev mailbox as a member reads their inbox. */
export async function signInByEmailCode(
  page: Page,
  baseUrl: string,
  email: string,
  path = '/login',
): Promise<void> {
  const since = Date.now();
  await page.goto(baseUrl + path);
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
  await page.getByLabel(/^email$/i).fill(email);
  await page.getByRole('button', { name: /send me a code/i }).click();
  const mail = await waitForMail(
    baseUrl,
    (m) => m.to === email && new Date(m.createdAt).getTime() >= since - 1000,
    30_000,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  await page.getByLabel(/sign-in code/i).fill(code);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && url.pathname !== '/callback', {
    timeout: 30_000,
  });
  await waitForSignedIn(page);
}
