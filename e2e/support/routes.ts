import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';
import { networkQuiet } from './browser';

/** Every route pattern of the SPA's route table, as written in apps/web/src/lib/paths.ts. */
export async function routePatterns(): Promise<string[]> {
  const source = await readFile(path.join(repoRoot, 'apps/web/src/lib/paths.ts'), 'utf8');
  return [...source.matchAll(/(?:staticRoute|paramRoute)\('([^']+)'\)/g)].map((m) => m[1]!);
}

/** The sign-in flow's own routes: reached by signing in, not walked. */
export const AUTH_FLOW = new Set(['/login', '/callback', '/idp/interaction/:uid']);

/** Ids for the detail and edit pages. */
export interface RouteIds {
  contact: string;
  event: string;
  content: string;
  /** A message of the ledger, or MISSING_MESSAGE when there is none to see. */
  message: string;
  /** A conversation of the texts inbox, or MISSING_MESSAGE when none is seen. */
  conversation: string;
}

/** A well-formed message id that is nobody's: the page says so, the API answers 404. */
export const MISSING_MESSAGE = '00000000-0000-4000-8000-000000000000';

/** The route table's pages (the sign-in flow left out) with these ids, and a missing page. */
export async function walkUrls(ids: RouteIds): Promise<string[]> {
  const patterns = (await routePatterns()).filter((p) => !AUTH_FLOW.has(p));
  const urls = patterns.map((pattern) => {
    if (!pattern.includes(':')) return pattern;
    const id = pattern.startsWith('/contacts')
      ? ids.contact
      : pattern.startsWith('/events')
        ? ids.event
        : pattern.startsWith('/admin/messages')
          ? ids.message
          : pattern.startsWith('/admin/texts')
            ? ids.conversation
            : ids.content;
    return pattern.replace(/:[A-Za-z]+/, encodeURIComponent(id));
  });
  return [...urls, '/no-such-page'];
}

/** The seeded records a signed-in member can open, as that member sees them. */
export interface SeededIds {
  contact: string;
  content: string;
  /** The first event of the list. */
  firstEvent: string;
  /** The event with the most answers among the first twelve (an admin sees the RSVP table). */
  busiestEvent: string;
  /** An event with a Spanish name (its page and tab must both say it); else the first. */
  spanishEvent: string;
  /** The ledger's first message, or MISSING_MESSAGE (none the member may see). */
  message: string;
  /** The texts inbox's first conversation (the seed has some), or MISSING_MESSAGE. */
  conversation: string;
}

/** Ids from the API with the SPA's own token (the page must be signed in). */
export async function seededIds(page: Page): Promise<SeededIds> {
  return page.evaluate(async (missingMessage) => {
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
    type Item = {
      id?: string;
      contactID?: string;
      translations?: { language: string; fieldName: string }[];
    };
    const list = (v: unknown): Item[] => {
      if (Array.isArray(v)) return v as Item[];
      const o = (v ?? {}) as Record<string, unknown>;
      for (const k of ['data', 'items', 'content', 'contacts']) {
        if (Array.isArray(o[k])) return o[k] as Item[];
      }
      return [];
    };
    const contacts = list(await get('/api/contact/getall'));
    const events = list(await get('/api/event/getall'));
    const content = list(await get('/api/content/getall'));
    const messages = list(await get('/api/messaging/messages'));
    const texts = ((await get('/api/messaging/texts')) ?? {}) as {
      conversations?: { id: string }[];
    };
    let busiest = events[0]?.id ?? '';
    let most = -1;
    for (const e of events.slice(0, 12)) {
      const detail = (await get(`/api/event/${e.id}`)) as Record<string, unknown> | null;
      const body = (detail?.data ?? detail ?? {}) as { rsvpList?: unknown[] | null };
      const n = body.rsvpList?.length ?? 0;
      if (n > most) [most, busiest] = [n, e.id ?? ''];
    }
    const named = events.find((e) =>
      e.translations?.some((x) => x.language === 'es' && x.fieldName === 'Name'),
    );
    return {
      contact: contacts[0]?.id ?? contacts[0]?.contactID ?? '',
      content: content[0]?.id ?? '',
      firstEvent: events[0]?.id ?? '',
      busiestEvent: busiest,
      spanishEvent: named?.id ?? events[0]?.id ?? '',
      message: messages[0]?.id ?? missingMessage,
      conversation: texts.conversations?.[0]?.id ?? missingMessage,
    };
  }, MISSING_MESSAGE);
}

/**
 * Waits until the page has drawn: its main region, the network quiet, and no busy region or
 * spinner left (lazy pages and their queries finished).
 */
export async function settle(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor({ timeout: 30_000 });
  await networkQuiet(page);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner'), undefined, {
      timeout: 30_000,
    })
    .catch(() => undefined);
}
