import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { gradientPng } from '../support/images';
import { startServer, type RunningServer } from '../support/server';
import { signInAs, type DemoRole } from '../support/sign-in';

/**
 * Issue 8: every page for each role, checked with axe-core (WCAG 2.1 A/AA: zero serious or
 * critical violations), and on the phone (390 px) and a tablet (768 px): a screenshot in
 * e2e/artifacts/a11y-*, no horizontal scroll, and touch targets of at least 44 × 44 px in the
 * navigation. Keyboard: the mobile menu, the search box, a modal, the calendar, the photo
 * cropper and drag sorting.
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

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

interface Findings {
  axe: string[];
  overflow: string[];
  targets: string[];
}

async function settle(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Let lazy pages and their queries finish drawing.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** Runs axe and the phone checks on the page open at `path`, at every viewport. */
async function checkPage(page: Page, label: string, path: string, found: Findings) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(server.url + path);
    await settle(page);
    const where = `${label} (${path}) at ${viewport.width} px`;
    if (viewport.width !== 768) {
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of result.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        const targets = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ');
        found.axe.push(`${where}: ${v.id} (${v.impact}) ${v.help} — ${targets}`);
      }
    }
    if (viewport.width === 1280) continue;
    await screenshot(page, `a11y-${label}-${viewport.width}`);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (widths.scroll > widths.inner) {
      found.overflow.push(`${where}: scrollWidth ${widths.scroll} > ${widths.inner}`);
    }
    const small = await page.evaluate(() => {
      const out: string[] = [];
      const seen = new Set<Element>();
      // The site's header and navigation (inline links in text are exempt, WCAG 2.5.8).
      const controls = document.querySelectorAll(
        '.site-header a, .site-header button, nav a, nav button',
      );
      for (const el of controls) {
        if (seen.has(el)) continue;
        seen.add(el);
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        if (box.width < 44 - 0.5 || box.height < 44 - 0.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
          out.push(
            `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
        }
      }
      return out;
    });
    if (small.length) found.targets.push(`${where}: ${small.join(', ')}`);
  }
}

/** Ids for the detail and edit pages, from the API as the signed-in member sees it. */
async function firstIds(page: Page) {
  return page.evaluate(async () => {
    let token = '';
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key)!) as { body?: { access_token?: string } };
      if (entry.body?.access_token) token = entry.body.access_token;
    }
    const get = async (url: string) =>
      (await (
        await fetch(url, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as unknown;
    const contacts = (await get('/api/contact/getall')) as { id?: string; contactID?: string }[];
    const events = (await get('/api/event/getall')) as { id: string }[];
    const content = (await get('/api/content/getall')) as
      { id: string }[] | { items?: { id: string }[]; content?: { id: string }[] };
    const contentList = Array.isArray(content) ? content : (content.items ?? content.content ?? []);
    return {
      contact: contacts[0]?.id ?? contacts[0]?.contactID ?? '',
      event: events[0]?.id ?? '',
      content: contentList[0]?.id ?? '',
    };
  });
}

function report(found: Findings) {
  expect(found.axe, 'axe: serious or critical violations').toEqual([]);
  expect(found.overflow, 'horizontal scroll').toEqual([]);
  expect(found.targets, 'touch targets under 44 px in the navigation').toEqual([]);
}

async function pagesFor(role: DemoRole | null): Promise<{ page: Page; pages: [string, string][] }> {
  const page = await newPage(browser);
  if (!role) {
    return {
      page,
      pages: [
        ['guest-home', '/'],
        ['guest-sign-in', '/login'],
        ['guest-not-found', '/no-such-page'],
      ],
    };
  }
  await signInAs(page, server.url, role, '/login', { reuse: true });
  const ids = await firstIds(page);
  if (role === 'family') {
    return {
      page,
      pages: [
        ['family-home', '/'],
        ['family-profile', '/profile'],
        ['family-contacts', '/contacts/all'],
        ['family-contact', `/contacts/${ids.contact}`],
        ['family-content', '/content/all'],
        ['family-events', '/events/all'],
        ['family-event', `/events/${ids.event}`],
        ['family-jersey-form', '/jerseyform'],
      ],
    };
  }
  return {
    page,
    pages: [
      ['admin-tools', '/admin'],
      ['admin-content-new', '/content/new'],
      ['admin-content-edit', `/content/edit/${ids.content}`],
      ['admin-contact-new', '/contacts/new'],
      ['admin-import-contacts', '/admin/import-contacts'],
      ['admin-contact-edit', `/contacts/edit/${ids.contact}`],
      ['admin-venues', '/admin/venues'],
      ['admin-event-new', '/events/new'],
      ['admin-event-edit', `/events/${ids.event}/edit`],
      ['admin-message-send', '/message/send'],
      ['admin-ledger', '/admin/messages'],
      ['admin-jersey-admin', '/jerseyadmin'],
    ],
  };
}

describe('every page, axe-core and the phone', () => {
  for (const role of [null, 'family', 'admin'] as const) {
    test(`${role ?? 'guest'}`, { timeout: 300_000 }, async () => {
      const { page, pages } = await pagesFor(role);
      const found: Findings = { axe: [], overflow: [], targets: [] };
      // (/login sends the guest on to the embedded IdP's sign-in page, which is checked.)
      for (const [label, path] of pages) await checkPage(page, label, path, found);
      await page.context().close();
      report(found);
    });
  }
});

describe('keyboard', () => {
  test('the phone menu opens with the keyboard, and Escape closes it and returns focus', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(page, server.url, 'family', '/login', { reuse: true });
    const toggle = page.locator('button[aria-controls]').filter({ hasText: '' }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const inMenu = await page.evaluate(() => {
      const id = document.querySelector('button[aria-controls]')?.getAttribute('aria-controls');
      const menu = id ? document.getElementById(id) : null;
      return !!menu && menu.contains(document.activeElement);
    });
    expect(inMenu, 'Tab moves into the open menu').toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  test('the search box is reached with Tab, answers the arrows, and Escape clears the list', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/login', { reuse: true });
    const box = page.getByRole('combobox').first();
    // Tab from the top of the page reaches the search box.
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 25 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await box.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the search box is in the tab order').toBe(true);
    await page.keyboard.type('riv');
    await expect.poll(() => box.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    await page.keyboard.press('ArrowDown');
    // The first option is the active one, announced through the box.
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toMatch(/-0$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  test('a modal traps focus, closes with Escape and gives focus back', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/login', { reuse: true });
    const ids = await firstIds(page);
    await page.goto(`${server.url}/events/${ids.event}/edit`);
    await settle(page);
    const opener = page.getByRole('button', { name: /^delete$/i });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const focusInDialog = () =>
      page.evaluate(
        () => !!document.querySelector('[role="alertdialog"]')?.contains(document.activeElement),
      );
    expect(await focusInDialog(), 'focus moves into the dialog').toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), 'Tab stays in the dialog').toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(), 'Shift+Tab stays in the dialog').toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  /** Presses Tab (or Shift+Tab) until `target` has the focus; false if it never does. */
  async function tabTo(page: Page, target: ReturnType<Page['locator']>, back = false) {
    for (let i = 0; i < 60; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
        return true;
      }
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    return false;
  }

  test('the calendar changes month and opens an event with the keyboard alone', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/events/all', { reuse: true });
    await settle(page);
    const heading = page.locator('.calendar__heading');
    const thisMonth = (await heading.textContent())!.trim();
    const next = page.getByRole('button', { name: 'Next month' });
    const previous = page.getByRole('button', { name: 'Previous month' });
    await page.locator('body').focus();
    expect(await tabTo(page, next), 'Next month is in the tab order').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await heading.textContent())!.trim()).not.toBe(thisMonth);
    expect(await tabTo(page, previous, true), 'Previous month is in the tab order').toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await heading.textContent())!.trim()).toBe(thisMonth);
    // The seeded season has linked events this month: Tab reaches one and Enter opens it.
    const firstEvent = page.locator('.calendar__grid a.cal-event--link').first();
    await firstEvent.waitFor();
    expect(await tabTo(page, firstEvent), 'an event in the grid is in the tab order').toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    await page.context().close();
  });

  test('the photo cropper is operated with the keyboard: move, zoom, use', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/profile', { reuse: true });
    await settle(page);
    await page.locator('a.contact-card__edit').click();
    await page.waitForURL(/\/contacts\/edit\//);
    await settle(page);
    await page.getByTestId('photo-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(640, 360),
    });
    const area = page.getByRole('group', { name: /photo position/i });
    await area.waitFor();
    const image = page.locator('.photo-cropper img').first();
    const transform = () => image.evaluate((el) => (el as HTMLElement).style.transform);
    // The file input's label keeps the focus after choosing; Tab goes on to the crop area.
    expect(await tabTo(page, area), 'the crop area is in the tab order').toBe(true);
    const before = await transform();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(transform, { message: 'arrows move the photo' }).not.toBe(before);
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    expect(await tabTo(page, zoom), 'the zoom slider is in the tab order').toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await zoom.inputValue()).toBe('1.1');
    const use = page.getByRole('button', { name: 'Use photo' });
    expect(await tabTo(page, use), 'Use photo is in the tab order').toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: /new photo/i }).waitFor();
    await page.context().close();
  });

  test('content is reordered with the keyboard: Space, arrow, Space, and it is saved', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/content/all', { reuse: true });
    await settle(page);
    // The first category with two or more items.
    const lists = page.locator('ul.content-grid[aria-label]');
    let list = lists.first();
    for (let i = 0; i < (await lists.count()); i++) {
      if ((await lists.nth(i).locator('li').count()) >= 2) {
        list = lists.nth(i);
        break;
      }
    }
    const order = () => list.locator('.content-tile__title').allTextContents();
    const before = await order();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const handle = list.getByRole('button', { name: `Reorder ${before[1]}` });
    await page.locator('body').focus();
    expect(await tabTo(page, handle), 'the drag handle is in the tab order').toBe(true);
    // dnd-kit's live region says each step, in our words: wait for it before the next key.
    const live = page.locator('[aria-live="assertive"]').first();
    const heard = (text: RegExp) => expect.poll(async () => live.textContent()).toMatch(text);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/content/updateSortOrder'));
    await page.keyboard.press('Space');
    await heard(/(picked up|moved to position 2)/i);
    const columns = await list.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    );
    await page.keyboard.press(columns > 1 ? 'ArrowLeft' : 'ArrowUp');
    await heard(/moved to position 1/i);
    await page.keyboard.press('Space');
    await heard(/dropped at position 1/i);
    expect((await saved).status()).toBe(204);
    const moved = [before[1], before[0], ...before.slice(2)];
    await expect.poll(order).toEqual(moved);
    await page.reload();
    await settle(page);
    await expect.poll(order).toEqual(moved);
    await page.context().close();
  });

  test('every focusable control shows a visible focus indicator', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/login', { reuse: true });
    await page.goto(server.url + '/admin');
    await settle(page);
    const missing: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const visible =
          (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        return {
          visible,
          name: `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 25)}`,
        };
      });
      if (info && !info.visible) missing.push(info.name);
    }
    expect(missing, 'controls without a focus indicator').toEqual([]);
    await page.context().close();
  });

  test('the document language follows the chosen language', async () => {
    const page = await newPage(browser);
    await page.goto(server.url + '/');
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const switcher = page.getByRole('button', { name: /español|spanish/i }).first();
    if (await switcher.count()) {
      await switcher.click();
    } else {
      await page.getByRole('combobox', { name: /language|idioma/i }).selectOption('es');
    }
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.context().close();
  });
});
