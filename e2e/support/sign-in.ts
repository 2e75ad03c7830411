import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForMail } from './mailbox';

export type DemoRole = 'admin' | 'it' | 'family' | 'parent' | 'staff' | 'newcomer';

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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface SavedSignIn {
  state: StorageState;
  at: number;
}

/**
 * Sign-ins saved by `signInAs(…, { reuse: true })`, by server and role: in this spec file, and in
 * the run's folder (E2E_SIGN_IN_DIR, made by global-setup.ts) for the next specs on the same
 * shared server, so a role signs in once per server rather than once per spec.
 */
const savedSignIns = new Map<string, SavedSignIn>();
export const SIGN_IN_DIR_ENV = 'E2E_SIGN_IN_DIR';

function savedFile(key: string): string | undefined {
  const dir = process.env[SIGN_IN_DIR_ENV];
  return dir ? path.join(dir, `${key.replace(/[^\w.-]+/g, '_')}.json`) : undefined;
}

async function loadSignIn(key: string): Promise<SavedSignIn | undefined> {
  const known = savedSignIns.get(key);
  if (known) return known;
  const file = savedFile(key);
  if (!file) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SavedSignIn;
  } catch {
    return undefined;
  }
}

async function saveSignIn(key: string, saved: SavedSignIn): Promise<void> {
  savedSignIns.set(key, saved);
  const file = savedFile(key);
  // Written whole then renamed: no spec reads half a file (walks of one spec save at once too).
  if (file) {
    const partial = `${file}.${randomUUID()}`;
    await writeFile(partial, JSON.stringify(saved));
    await rename(partial, file);
  }
}

/**
 * How long a saved sign-in is reused: well inside the access token's 15 minutes, so that no page
 * started from it gets near the refresh (pages sharing one refresh token must never rotate it),
 * even with a two-minute test on top.
 */
const REUSE_FOR_MS = 10 * 60_000;

export interface SignInOptions {
  /**
   * Start from this spec's last sign-in of `role` on this server when there is one (its cookies
   * and the SDK's session in localStorage, as if this page had signed in), instead of through the
   * IdP again. For tests that need a signed-in page, not the sign-in: never where a test changed
   * what the role's token says (permissions) since, or revoked its sign-in.
   */
  reuse?: boolean;
}

/** Puts a saved session into `page`'s context: its cookies and the SDK's localStorage keys. */
async function restoreSignIn(page: Page, baseUrl: string, state: StorageState): Promise<void> {
  await page.context().addCookies(state.cookies);
  const origin = new URL(baseUrl).origin;
  const session = (state.origins.find((o) => o.origin === origin)?.localStorage ?? []).filter(
    (item) => item.name.startsWith('@@auth0spajs@@'),
  );
  // Any page of the origin gives its localStorage; the health check is the lightest.
  await page.goto(`${origin}/api/health`);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, session);
}

/**
 * Signs in through the embedded IdP with the demo button, starting at `path` (a guarded page
 * sends the guest to sign in and back). Returns when the SPA shows the signed-in layout. With
 * `reuse`, a sign-in of the same role saved earlier in this spec is restored instead, and the
 * page opens `path` (home for /login) signed in.
 */
export async function signInAs(
  page: Page,
  baseUrl: string,
  role: DemoRole,
  path = '/login',
  opts: SignInOptions = {},
): Promise<void> {
  const key = `${baseUrl} ${role}`;
  const saved = opts.reuse ? await loadSignIn(key) : undefined;
  if (saved && Date.now() - saved.at < REUSE_FOR_MS) {
    await restoreSignIn(page, baseUrl, saved.state);
    await page.goto(baseUrl + (path === '/login' ? '/' : path));
    await waitForSignedIn(page);
    return;
  }
  const started = Date.now();
  await page.goto(baseUrl + path);
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
  await page
    .getByRole('button', { name: new RegExp(demoEmail(role).replace(/\./g, '\\.')) })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && url.pathname !== '/callback', {
    timeout: 30_000,
  });
  await waitForSignedIn(page);
  if (opts.reuse)
    await saveSignIn(key, { state: await page.context().storageState(), at: started });
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
    // A mail with a code: one delivered within the second before `since` may be an invitation.
    (m) =>
      m.to === email && /\b\d{6}\b/.test(m.text) && new Date(m.createdAt).getTime() >= since - 1000,
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
