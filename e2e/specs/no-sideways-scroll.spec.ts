import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInAs, type DemoRole } from '../support/sign-in';

/**
 * Issue 14 §4: every route of the SPA (apps/web/src/lib/paths.ts) fits a 390 px phone for every
 * role — guest, family, staff, newcomer, admin, IT admin — with no sideways scroll:
 * `document.documentElement.scrollWidth <= innerWidth`. Detail and edit pages use real ids
 * from the seeded data as that member sees it; the admin's event page is the event with the
 * longest RSVP list (the table that made it 765 px wide).
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };

async function settle(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** Ids the signed-in member can open, from the API with the SPA's own token. */
async function seededIds(page: Page) {
  return page.evaluate(async () => {
    let token = '';
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key)!) as { body?: { access_token?: string } };
      if (entry.body?.access_token) token = entry.body.access_token;
    }
    const get = async (url: string): Promise<unknown> => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      return res.ok ? ((await res.json()) as unknown) : null;
    };
    const list = (v: unknown): { id?: string; contactID?: string }[] => {
      if (Array.isArray(v)) return v as { id?: string }[];
      const o = (v ?? {}) as Record<string, unknown>;
      for (const k of ['data', 'items', 'content', 'contacts']) {
        if (Array.isArray(o[k])) return o[k] as { id?: string }[];
      }
      return [];
    };
    const contacts = list(await get('/api/contact/getall'));
    const events = list(await get('/api/event/getall'));
    const content = list(await get('/api/content/getall'));
    // The event with the most answers (an admin sees the RSVP table), among the first ones.
    let event = events[0]?.id ?? '';
    let most = -1;
    for (const e of events.slice(0, 12)) {
      const detail = (await get(`/api/event/${e.id}`)) as Record<string, unknown> | null;
      const body = (detail?.data ?? detail ?? {}) as { rsvpList?: unknown[] | null };
      const n = body.rsvpList?.length ?? 0;
      if (n > most) [most, event] = [n, e.id ?? ''];
    }
    return {
      contact: contacts[0]?.id ?? contacts[0]?.contactID ?? '',
      event,
      content: content[0]?.id ?? '',
    };
  });
}

/** Every route of paths.ts (the IdP's sign-in page and /callback are reached by signing in). */
function routes(ids: { contact: string; event: string; content: string }): string[] {
  return [
    '/',
    '/profile',
    '/terms',
    '/admin',
    '/admin/audit-log',
    '/admin/venues',
    '/content/all',
    '/content/new',
    `/content/edit/${ids.content}`,
    '/contacts/all',
    '/contacts/new',
    `/contacts/${ids.contact}`,
    `/contacts/edit/${ids.contact}`,
    '/events/all',
    '/events/new',
    `/events/${ids.event}`,
    `/events/${ids.event}/edit`,
    '/jerseyform',
    '/giftform',
    '/jerseyadmin',
    '/giftadmin',
    '/message/send',
    '/admin/messages',
    '/no-such-page',
  ];
}

async function shot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    await mkdir(dir, { recursive: true });
    await copyFile(file, path.join(dir, path.basename(file)));
  }
}

const ROLES: (DemoRole | null)[] = [null, 'family', 'staff', 'newcomer', 'admin', 'it'];

describe('every route fits a 390 px phone', () => {
  for (const role of ROLES) {
    test(role ?? 'guest', { timeout: 420_000 }, async () => {
      const page = await newPage(browser, { viewport: PHONE });
      let ids = { contact: 'none', event: 'none', content: 'none' };
      if (role) {
        await signInAs(page, server.url, role);
        ids = await seededIds(page);
      }
      const wide: string[] = [];
      for (const route of routes(ids)) {
        await page.goto(server.url + route);
        await settle(page);
        const { scroll, inner } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        if (scroll > inner) {
          wide.push(`${role ?? 'guest'} ${route}: scrollWidth ${scroll} > ${inner}`);
          await shot(page, `wide-${role ?? 'guest'}-${route}`);
        }
      }
      await page.context().close();
      expect(wide, 'pages wider than the phone').toEqual([]);
    });
  }
});
