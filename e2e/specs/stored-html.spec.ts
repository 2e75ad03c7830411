import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { newPage, screenshot, type TrackedPage } from '../support/browser';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

/**
 * HTML stored in any field renders as text. An admin stores markup that would run
 * script if it were ever put into the page as HTML; a member then opens every page that shows it.
 * Nothing may run (window.__pwned stays undefined), no element may be made from it (no
 * <img src="x">, no CSP report of a refused inline handler), and the markup is shown literally.
 */

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';

let server: PortalServer;
let portal: Portal | undefined;
let browser: Browser;
let contactId = '';
let eventId = '';

beforeAll(async () => {
  portal = await openPortal();
  ({ server, browser } = portal);
});

// A failed test leaves its page open: close it so it cannot slow the next one.
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});

afterAll(() => portal?.close());

/** Calls the API from the page with the signed-in member's access token (the SDK's cache). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const { status, json } = await page.evaluate(
    async ({ method, url, body }) => {
      const storage = (
        globalThis as unknown as {
          localStorage: { getItem(key: string): string | null; [key: string]: unknown };
        }
      ).localStorage;
      let token = '';
      for (const key of Object.keys(storage)) {
        if (!key.startsWith('@@auth0spajs@@')) continue;
        const entry = JSON.parse(storage.getItem(key)!) as { body?: { access_token?: string } };
        if (entry.body?.access_token) token = entry.body.access_token;
      }
      if (!token) throw new Error('no access token in the SPA cache');
      const res = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    { method, url, body },
  );
  if (status >= 300)
    throw new Error(`${method} ${url} answered ${status}: ${JSON.stringify(json)}`);
  return json as T;
}

/** Nothing ran and nothing was made from the stored markup. */
async function expectNothingRan(page: TrackedPage, where: string): Promise<void> {
  // An <img onerror> fires in the task that marks the image broken, so once every image is
  // complete (loaded or broken) any such handler has had its chance to run.
  await page.waitForFunction(() =>
    Array.from(
      (globalThis as unknown as { document: { images: ArrayLike<{ complete: boolean }> } }).document
        .images,
    ).every((image) => image.complete),
  );
  const state = await page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(s: string): { length: number };
          scripts: ArrayLike<{ textContent: string | null }>;
        };
      }
    ).document;
    return {
      pwned: (globalThis as unknown as { __pwned?: unknown }).__pwned,
      injectedImages: doc.querySelectorAll('img[src="x"], img[onerror]').length,
      injectedScripts: Array.from(doc.scripts).filter((s) => s.textContent?.includes('__pwned'))
        .length,
    };
  });
  expect(state.pwned, `${where}: window.__pwned`).toBeUndefined();
  expect(state.injectedImages, `${where}: elements made from the stored <img>`).toBe(0);
  expect(state.injectedScripts, `${where}: elements made from the stored <script>`).toBe(0);
  // A CSP refusal would also mean an element was made from the markup (and only the CSP stopped it).
  expect(
    page.errors.filter((e) => /Content Security Policy|inline/i.test(e)),
    where,
  ).toEqual([]);
}

describe('stored HTML renders as text', () => {
  test('an admin stores markup in a contact and an event', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin');
    const contact = await api<{ id: string; firstName: string; lastName: string }>(
      page,
      'POST',
      '/api/contact/create',
      { firstName: IMG, lastName: SCRIPT, email: null, hideContactFromOthers: false },
    );
    // Stored as typed: the API neither strips nor escapes it (escaping is the renderer's job).
    expect(contact.firstName).toBe(IMG);
    expect(contact.lastName).toBe(SCRIPT);
    contactId = contact.id;

    const date = new Date(Date.now() + 3 * 24 * 3600_000);
    date.setUTCHours(18, 0, 0, 0);
    const created = await api<{ data: { id?: string; eventID?: string } }>(
      page,
      'POST',
      '/api/event/new',
      { name: IMG, description: SCRIPT, date: date.toISOString(), allowedAffiliations: [] },
    );
    eventId = created.data.id ?? created.data.eventID ?? '';
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    await expectNothingRan(page, 'admin page');
  });

  test('a member sees it literally in the directory and on the card', async () => {
    expect(contactId).not.toBe('');
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/contacts/all');
    // The directory renders only the cards near the screen: filter to reach it.
    await page.getByLabel('Filter by name, player or relation').fill('pwned');
    await page.getByText(IMG).first().waitFor({ timeout: 15_000 });
    await page.getByText(SCRIPT).first().waitFor();
    await expectNothingRan(page, 'directory');
    await screenshot(page, 'stored-html-directory');

    await page.goto(`${server.url}/contacts/${contactId}`);
    await page.getByText(IMG).first().waitFor({ timeout: 15_000 });
    await page.getByText(SCRIPT).first().waitFor();
    await expectNothingRan(page, 'contact card');
    await screenshot(page, 'stored-html-contact');
  });

  test('a member sees it literally on the event page', async () => {
    expect(eventId).not.toBe('');
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', `/events/${eventId}`);
    await page.getByText(IMG).first().waitFor({ timeout: 15_000 });
    await page.getByText(SCRIPT).first().waitFor();
    await expectNothingRan(page, 'event page');
    await screenshot(page, 'stored-html-event');
  });

  test('a member sees it literally in the search overlay', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family');
    const box = page.getByRole('combobox', { name: 'Search the portal' });
    await box.click();
    await box.fill('onerror');
    // The contact (its first name) and the event (its name) are both found.
    const options = page.getByRole('option').filter({ hasText: IMG });
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('option').filter({ hasText: SCRIPT }).first().waitFor();
    await expectNothingRan(page, 'search overlay');
    await screenshot(page, 'stored-html-search');

    // The search text itself may be markup too.
    await box.fill('<script>window');
    await page.getByRole('option').filter({ hasText: SCRIPT }).first().waitFor({ timeout: 15_000 });
    await expectNothingRan(page, 'search overlay, markup typed');
  });
});
