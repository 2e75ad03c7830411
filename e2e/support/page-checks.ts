import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { DRAWING_CHECKS } from './scope';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Axe-core, WCAG 2.1 A/AA: the page's serious and critical violations (with `allImpacts`, every
 * one), one line each; `include` narrows it to a part of the page, `rules` to those rules. None
 * in a run without drawing checks (support/scope.ts).
 */
export async function axeViolations(
  page: Page,
  where: string,
  {
    include,
    rules,
    allImpacts = false,
  }: { include?: string; rules?: string[]; allImpacts?: boolean } = {},
): Promise<string[]> {
  if (!DRAWING_CHECKS) return [];
  let builder = new AxeBuilder({ page });
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  const found: string[] = [];
  for (const v of result.violations) {
    if (!allImpacts && v.impact !== 'serious' && v.impact !== 'critical') continue;
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    found.push(`${where}: ${v.id} (${v.impact}) ${v.help} — ${targets}`);
  }
  return found;
}

/**
 * Sideways scroll: `document.documentElement.scrollWidth > innerWidth`, or null when it fits (or
 * in a run without drawing checks).
 */
export async function sidewaysScroll(page: Page, where: string): Promise<string | null> {
  if (!DRAWING_CHECKS) return null;
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
  if (!DRAWING_CHECKS) return null;
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
 * and a full-page screenshot `<name>-<width>` is kept. In a run without drawing checks
 * (support/scope.ts), only the width is set.
 */
export async function checkPage(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  if (!DRAWING_CHECKS) return;
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  // Nothing mid-animation (a toast fading in read as low contrast to axe on a busy machine).
  await settledAnimations(page);
  await checkDrawn(page, `${name}-${width}`);
}

/**
 * The page as it is drawn now: axe finds nothing serious, nothing scrolls sideways, and a
 * full-page screenshot `<shot>` is kept. Nothing in a run without drawing checks.
 */
export async function checkDrawn(page: Page, shot: string): Promise<void> {
  if (!DRAWING_CHECKS) return;
  expect(await axeViolations(page, shot)).toEqual([]);
  expect(await sidewaysScroll(page, shot)).toBeNull();
  await screenshot(page, shot);
}
