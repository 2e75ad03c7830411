import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

/** Axe-core, WCAG 2.1 A/AA: the page's serious and critical violations, one line each. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found: string[] = [];
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    found.push(`${where}: ${v.id} (${v.impact}) ${v.help} — ${targets}`);
  }
  return found;
}

/** Sideways scroll: `document.documentElement.scrollWidth > innerWidth`, or null when it fits. */
export async function sidewaysScroll(page: Page, where: string): Promise<string | null> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  return scroll > inner ? `${where}: scrollWidth ${scroll} > ${inner}` : null;
}

/**
 * Touch targets under 44 × 44 px in the site's header and navigation (inline links in text are
 * exempt, WCAG 2.5.8), or null when there are none.
 */
export async function smallTouchTargets(page: Page, where: string): Promise<string | null> {
  const small = await page.evaluate(() => {
    const out: string[] = [];
    const seen = new Set<Element>();
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
  return small.length ? `${where}: ${small.join(', ')}` : null;
}

/**
 * Waits until no finite CSS animation or transition of the page is running (a state, not a
 * sleep); an endless one (a spinner) is not waited for.
 */
export async function settledAnimations(page: Page): Promise<void> {
  type Running = {
    playState: string;
    effect: { getTiming(): { iterations?: number } } | null;
  };
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: { getAnimations(): Running[] } }).document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * At `width` (a 390 px phone is 844 px tall): axe finds nothing serious, nothing scrolls sideways,
 * and a full-page screenshot `<name>-<width>` is kept.
 */
export async function checkPage(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  // Nothing mid-animation (a toast fading in read as low contrast to axe on a busy machine).
  await settledAnimations(page);
  expect(await axeViolations(page, name)).toEqual([]);
  expect(await sidewaysScroll(page, name)).toBeNull();
  await screenshot(page, `${name}-${width}`);
}
