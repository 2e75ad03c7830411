import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { gradientPng } from '../support/images';
import { seededIds, settle } from '../support/routes';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';
import { pressUntil } from '../support/keyboard-drag';

/**
 * The keyboard: the mobile menu, the search box, a modal, the calendar, the photo
 * cropper, drag sorting, the focus ring and the document language. Every page checked with
 * axe-core, on the phone and a tablet, is in route-walk.spec.ts.
 */

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

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
    // The list opens on "searching…": the arrow needs the answers there to move to the first.
    await page.locator('.search-results [role="option"]').first().waitFor();
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
    const ids = await seededIds(page);
    await page.goto(`${server.url}/events/${ids.firstEvent}/edit`);
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
    await expect.poll(() => zoom.inputValue()).toBe('1.1');
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
    // dnd-kit's live region says where the drag is, in our words.
    const live = page.locator('[aria-live="assertive"]').first();
    const heard = (text: RegExp) => expect.poll(async () => live.textContent()).toMatch(text);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/content/updateSortOrder'));
    await page.keyboard.press('Space');
    await heard(/(picked up|moved to position 2)/i);
    const columns = await list.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    );
    // Towards the first place: a press there changes nothing, so pressing until it is is safe.
    await pressUntil(page, columns > 1 ? 'ArrowLeft' : 'ArrowUp', async () =>
      /moved to position 1/i.test((await live.textContent()) ?? ''),
    );
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
