import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import { newPage, screenshot, type TrackedPage } from '../support/browser';
import {
  axeViolations,
  sidewaysScroll,
  smallControls,
  smallTouchTargets,
} from '../support/page-checks';
import {
  AUTH_FLOW,
  MISSING_MESSAGE,
  routePatterns,
  seededIds,
  settle,
  walkUrls,
  type SeededIds,
} from '../support/routes';
import { DRAWING_CHECKS } from '../support/scope';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs, type DemoRole } from '../support/sign-in';
import { switchToSpanish, unexpectedErrors, walkInSpanish } from '../support/spanish';

/**
 * One walk per role and language over every route of the SPA's route table
 * (apps/web/src/lib/paths.ts, so a new route is walked too), each page loaded once per viewport
 * with every check that stop gets:
 *
 * - English on a 390 px phone, every role (guest, family, staff, newcomer, admin, IT admin) and
 *   route: no sideways scroll, `scrollWidth <= innerWidth`, and no browser error
 *   but refused calls (a call the server fails shows here, on either database). Detail and edit pages
 *   use real ids as that member sees them; the event is the one with the longest RSVP list (the
 *   table that made it 765 px wide). Every control of every route is measured there too
 *   (support/page-checks.ts smallControls): at least 24 × 24 px (WCAG 2.2 2.5.8; inline links in
 *   a sentence exempt), primary buttons 44 px; each one too small is named with its route and size.
 * - The accessibility pages for the guest, the family and the admin, in English: axe-core
 *   (WCAG 2.1 A/AA, no serious or critical violation) at 1280 and 390 px; at 768 and 390 px a
 *   screenshot (e2e/artifacts/a11y-*), no sideways scroll, and touch targets of 44 × 44 px or
 *   more in the navigation.
 * - Spanish at 1280 px, chosen in the header, for the admin, the family and the newcomer: every
 *   route reads Spanish (see support/spanish.ts), relations included, and the browser logs no
 *   error but refused calls.
 *
 * A run without drawing checks (support/scope.ts: .ci/run's PostgreSQL run) keeps the English
 * walks' calls and errors only.
 *
 * The walks run side by side, E2E_WALK_LANES at a time (default 3): while one page waits for the
 * network to go quiet, another draws. The keyboard tests are in accessibility.spec.ts, the other
 * Spanish flows in spanish.spec.ts.
 */

let server: PortalServer;
let browser: Browser;

// Its own copy of the seed: the walk checks every route against the seeded data (ids, files,
// no 404 but the one it expects), which the specs sharing a worker's server change. Behind a
// "proxy" (TRUST_PROXY), so that the guest can come from an address of its own (below).
portalForSpec((p) => ({ server, browser } = p), { env: { TRUST_PROXY: '1' } });

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

/** The accessibility pages, [screenshot label, url], per role. */
const A11Y_PAGES: Partial<Record<DemoRole | 'guest', (ids: SeededIds) => [string, string][]>> = {
  guest: () => [
    ['guest-home', '/'],
    // /login sends the guest on to the embedded IdP's sign-in page, which is checked.
    ['guest-sign-in', '/login'],
    ['guest-not-found', '/no-such-page'],
  ],
  family: (ids) => [
    ['family-home', '/'],
    ['family-profile', '/profile'],
    ['family-contacts', '/contacts/all'],
    ['family-contact', `/contacts/${ids.contact}`],
    ['family-content', '/content/all'],
    ['family-events', '/events/all'],
    ['family-event', `/events/${ids.firstEvent}`],
    ['family-jersey-form', '/jerseyform'],
  ],
  admin: (ids) => [
    ['admin-tools', '/admin'],
    ['admin-content-new', '/content/new'],
    ['admin-content-edit', `/content/edit/${ids.content}`],
    ['admin-contact-new', '/contacts/new'],
    ['admin-import-contacts', '/admin/import-contacts'],
    ['admin-contact-edit', `/contacts/edit/${ids.contact}`],
    ['admin-venues', '/admin/venues'],
    ['admin-import-schedule', '/admin/import-schedule'],
    ['admin-teams', '/admin/teams'],
    ['admin-event-new', '/events/new'],
    ['admin-event-edit', `/events/${ids.firstEvent}/edit`],
    ['admin-message-send', '/message/send'],
    ['admin-ledger', '/admin/messages'],
    ['admin-jersey-admin', '/jerseyadmin'],
  ],
};

/** A guest's ids: the detail and edit pages with an id that is nobody's. */
const NO_IDS: SeededIds = {
  contact: 'none',
  content: 'none',
  firstEvent: 'none',
  busiestEvent: 'none',
  spanishEvent: 'none',
  message: MISSING_MESSAGE,
  conversation: MISSING_MESSAGE,
};

/** At most `E2E_WALK_LANES` walks at a time; the others wait their turn. */
const lanes = {
  free: Math.max(1, Number(process.env.E2E_WALK_LANES ?? 3)),
  queue: [] as (() => void)[],
};
async function inLane<T>(walk: () => Promise<T>): Promise<T> {
  if (lanes.free > 0) lanes.free--;
  else await new Promise<void>((resolve) => lanes.queue.push(resolve));
  try {
    return await walk();
  } finally {
    const next = lanes.queue.shift();
    if (next) next();
    else lanes.free++;
  }
}

interface EnglishFindings {
  /** Browser errors but refused calls and the one 404 the walk expects (a server error shows). */
  errors: string[];
  axe: string[];
  overflow: string[];
  targets: string[];
  /** Every control under 24 × 24 px (primary buttons under 44) on the phone, by route. */
  small: string[];
  /** Routes wider than the phone. */
  wide: string[];
}

async function shotOfWide(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name);
  const dir = process.env.SHOTS_DIR;
  if (file && dir) {
    await mkdir(dir, { recursive: true });
    await copyFile(file, path.join(dir, path.basename(file)));
  }
}

/** The checks at a stop of the accessibility pages at `viewport` (the page is open and settled). */
async function a11yChecks(
  page: Page,
  where: string,
  shot: string,
  width: number,
  found: EnglishFindings,
) {
  // Colour contrast at 1280 px only: the same page's colours are the same on a phone, and that
  // rule was nine tenths of axe's time (support/page-checks.ts checkDrawn).
  const skipRules = width === PHONE.width ? ['color-contrast'] : undefined;
  if (width !== TABLET.width) found.axe.push(...(await axeViolations(page, where, { skipRules })));
  if (width === DESKTOP.width) return;
  await screenshot(page, `a11y-${shot}-${width}`);
  const wide = await sidewaysScroll(page, where);
  if (wide) found.overflow.push(wide);
  const small = await smallTouchTargets(page, where);
  if (small) found.targets.push(small);
}

async function walkInEnglish(role: DemoRole | null): Promise<EnglishFindings> {
  const name = role ?? 'guest';
  // The guest is sent to sign in from every member's page: from addresses of its own (a guest
  // on the internet, shown no demo sign-in), or the sign-in page's per-address limit (30 a
  // minute) would stop the members' own sign-ins from this machine's address. A new address
  // every page (`open`): the guest's own walk has more guarded routes than that limit, and on a
  // quiet machine it opens them within the minute.
  let guestAddress = 0;
  const guestFrom = () => ({ 'X-Forwarded-For': `198.51.100.${(guestAddress++ % 250) + 1}` });
  const page = await newPage(browser, role ? {} : { extraHTTPHeaders: guestFrom() });
  const missing = expectedMissing(page);
  let ids = NO_IDS;
  if (role) {
    await signInAs(page, server.url, role, '/login', { reuse: true });
    ids = await seededIds(page);
  }
  const found: EnglishFindings = {
    errors: [],
    axe: [],
    overflow: [],
    targets: [],
    small: [],
    wide: [],
  };
  // The accessibility pages at three widths are drawing checks only (support/scope.ts).
  const a11yPages = DRAWING_CHECKS ? (A11Y_PAGES[name]?.(ids) ?? []) : [];
  const open = async (url: string) => {
    if (!role) await page.setExtraHTTPHeaders(guestFrom());
    await page.goto(server.url + url);
    await settle(page);
  };
  for (const viewport of [DESKTOP, TABLET]) {
    if (!a11yPages.length) break;
    await page.setViewportSize(viewport);
    for (const [shot, url] of a11yPages) {
      await open(url);
      await a11yChecks(
        page,
        `${shot} (${url}) at ${viewport.width} px`,
        shot,
        viewport.width,
        found,
      );
    }
  }
  // The phone: every route, the accessibility pages among them (or after, where their ids differ).
  await page.setViewportSize(PHONE);
  const routes = await walkUrls({ ...ids, event: ids.busiestEvent });
  const stops = new Map<string, string | undefined>(routes.map((url) => [url, undefined]));
  for (const [shot, url] of a11yPages) stops.set(url, shot);
  for (const [url, shot] of stops) {
    await open(url);
    if (routes.includes(url)) {
      const overflow = await sidewaysScroll(page, `${name} ${url}`);
      if (overflow) {
        found.wide.push(overflow);
        await shotOfWide(page, `wide-${name}-${url}`);
      }
      found.small.push(...(await smallControls(page, `${name} ${url}`)));
    }
    if (shot)
      await a11yChecks(page, `${shot} (${url}) at ${PHONE.width} px`, shot, PHONE.width, found);
  }
  found.errors = missing.unexpected(page.errors);
  await page.context().close();
  return found;
}

/**
 * Watches a page's 404 answers: only the made-up message's may come (the seed sends none).
 * `unexpected` gives the browser errors left once refused calls and those 404s are taken out.
 */
function expectedMissing(page: TrackedPage) {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(new URL(r.url()).pathname);
  });
  const isExpected = (p: string) => p.startsWith(`/api/messaging/messages/${MISSING_MESSAGE}`);
  return {
    unexpected(errors: string[]): string[] {
      const left = unexpectedErrors(errors);
      const expected = missing.filter(isExpected).length;
      const notFound = left.filter((e) => /status of 404 \(Not Found\)/.test(e));
      // The browser logs each expected 404 once; more, or any other error, is a fault.
      return [
        ...missing.filter((p) => !isExpected(p)).map((p) => `answers 404: ${p}`),
        ...(notFound.length > expected ? notFound : []),
        ...left.filter((e) => !notFound.includes(e)),
      ];
    },
  };
}

describe.concurrent('every route, once per role, language and viewport', () => {
  // The longest walks first, so that the lanes end together.
  test('as admin, in English', { timeout: 900_000 }, async ({ expect }) => {
    const found = await inLane(() => walkInEnglish('admin'));
    report(expect, found);
  });
  for (const role of ['admin', 'family', 'newcomer'] as const) {
    // The wording of every route is a drawing check (support/scope.ts).
    test.skipIf(!DRAWING_CHECKS)(
      `as ${role}, in Spanish`,
      { timeout: 900_000 },
      async ({ expect }) => {
        await inLane(() => walkSpanish(expect, role));
      },
    );
  }
  for (const role of ['family', null, 'newcomer', 'staff', 'it'] as const) {
    test(`as ${role ?? 'guest'}, in English`, { timeout: 900_000 }, async ({ expect }) => {
      const found = await inLane(() => walkInEnglish(role));
      report(expect, found);
    });
  }
});

/**
 * Every finding is shown, not only the first kind that fails. Side by side, a test asserts with
 * its own `expect` (from its context), so that a failure is its own.
 */
function report(expect: ExpectStatic, found: EnglishFindings) {
  expect.soft(found.errors, 'browser errors').toEqual([]);
  expect.soft(found.wide, 'pages wider than the phone').toEqual([]);
  expect.soft(found.axe, 'axe: serious or critical violations').toEqual([]);
  expect.soft(found.overflow, 'horizontal scroll').toEqual([]);
  expect.soft(found.targets, 'touch targets under 44 px in the navigation').toEqual([]);
  expect
    .soft(found.small, 'controls under 24 × 24 px or primary buttons under 44 px (WCAG 2.5.8)')
    .toEqual([]);
}

async function walkSpanish(expect: ExpectStatic, role: DemoRole): Promise<void> {
  const page = await newPage(browser);
  const missing = expectedMissing(page);
  await signInAs(page, server.url, role, '/login', { reuse: true });
  await switchToSpanish(page);
  const ids = await seededIds(page);
  const patterns = (await routePatterns()).filter((p) => !AUTH_FLOW.has(p));
  expect(patterns.length).toBeGreaterThan(15);
  const urls = await walkUrls({
    contact: ids.contact || 'none',
    event: ids.spanishEvent,
    content: ids.content,
    message: ids.message,
    conversation: ids.conversation,
  });
  const found = await walkInSpanish(page, server.url, role, urls);
  expect(found.english, 'English on a Spanish page').toEqual([]);
  expect(found.titleNotOnPage, 'a tab title that is not what the page says').toEqual([]);
  // Relations are codes shown in the reader's language ("Madre de Noah Pemberton").
  expect(found.relations, 'a relation shown in English').toEqual([]);
  expect(missing.unexpected(page.errors), 'browser errors').toEqual([]);
  await page.context().close();
}
