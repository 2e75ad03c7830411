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
    exclude,
    rules,
    skipRules,
    allImpacts = false,
  }: {
    include?: string;
    exclude?: string;
    rules?: string[];
    skipRules?: string[];
    allImpacts?: boolean;
  } = {},
): Promise<string[]> {
  if (!DRAWING_CHECKS) return [];
  await injectAxe(page);
  // Only violations are read: axe then keeps no node lists for what passed (a faster run).
  // Legacy mode runs axe.run in the page (same-origin frames included: the app has no other)
  // instead of AxeBuilder's default of a new blank tab per check for axe.finishRun, which with
  // the source evaluated again there was half of every check's time. Its source is in the page
  // already (injectAxe): the builder's own injections are a no-op.
  let builder = new AxeBuilder({ page, axeSource: ';' })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_21_AA);
  if (skipRules) builder = builder.disableRules(skipRules);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
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

/** axe-core's source, as AxeBuilder has it (the package's only copy: no dependency of ours). */
const AXE_SOURCE = (
  new AxeBuilder({ page: null as unknown as Page }) as unknown as { script(): string }
).script();

/**
 * axe-core in the page and each of its frames, once per document: evaluating its 560 kB source
 * took 0.3–0.6 s, and AxeBuilder did it twice a check. A frame that does not answer within a
 * second (a PDF viewer) is left out, as AxeBuilder leaves it.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const inject = (async () => {
      const present = await frame.evaluate('typeof window.axe?.run === "function"');
      if (!present) await frame.evaluate(AXE_SOURCE);
    })();
    if (frame === page.mainFrame()) await inject;
    else
      await Promise.race([
        inject.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
  }
}

/**
 * Sideways scroll: `document.documentElement.scrollWidth > innerWidth`, or null when it fits (or
 * in a run without drawing checks).
 */
export async function sidewaysScroll(page: Page, where: string): Promise<string | null> {
  if (!DRAWING_CHECKS) return null;
  const { scroll, inner, widest } = await page.evaluate(() => {
    const inner = window.innerWidth;
    // What reaches past the right edge, deepest first: the element to mend, named in the failure.
    const past = [...document.querySelectorAll('body *')].filter(
      (e) => e.getBoundingClientRect().right > inner + 1,
    );
    const e = past.at(-1);
    return {
      scroll: document.documentElement.scrollWidth,
      inner,
      widest: e
        ? `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} "${(e.textContent ?? '').trim().slice(0, 40)}"`
        : '',
    };
  });
  return scroll > inner ? `${where}: scrollWidth ${scroll} > ${inner} (${widest})` : null;
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

/** The narrowest page that is a desktop's (checkDrawn). */
const DESKTOP_WIDTH = 1024;
/** The page states (shot names less their width) whose colour contrast axe checked (checkDrawn). */
const contrastChecked = new Set<string>();

/** react-hot-toast's container of the toasts on screen. */
const TOASTER = '[data-rht-toaster]';

/**
 * The toasts are left out of the check: one fading mid-check is drawn half transparent, which axe
 * reads as low contrast (it failed CI twice on a quiet machine), and waiting for each to leave
 * cost up to 8 s a check. The toaster loads with the first toast, so its container may appear
 * mid-check: axe excludes it by selector, and the screenshot hides it by a style of its own.
 */
/**
 * The page as it is drawn now: axe finds nothing serious, nothing scrolls sideways, and a
 * full-page screenshot `<shot>` is kept. Nothing in a run without drawing checks.
 *
 * A page state already checked at desktop width (the same shot name but for its `-<width>`) is
 * checked on a phone without axe's colour-contrast rule: the app's colours are the same at every
 * width (no stylesheet changes a colour by width), and that one rule was nine tenths of axe's
 * time, a fifth of the whole e2e suite's. A state checked on a phone only gets every rule.
 */
export async function checkDrawn(page: Page, shot: string): Promise<void> {
  if (!DRAWING_CHECKS) return;
  const state = shot.replace(/-\d+$/, '');
  const desktop = (page.viewportSize()?.width ?? DESKTOP_WIDTH) >= DESKTOP_WIDTH;
  if (desktop) contrastChecked.add(state);
  const skipRules = !desktop && contrastChecked.has(state) ? ['color-contrast'] : undefined;
  expect(await axeViolations(page, shot, { exclude: TOASTER, skipRules })).toEqual([]);
  // Polled: a layout still settling after the viewport changed (a busy machine) is not a fault.
  await expect.poll(() => sidewaysScroll(page, shot), { timeout: 5_000 }).toBeNull();
  await screenshot(page, shot, { hide: TOASTER });
}

/** WCAG 2.2 2.5.8 (target size, minimum): 24 × 24 CSS px. */
export const MIN_TARGET = 24;
/** Primary buttons, the page's main action: 44 × 44 px (WCAG 2.5.5, the app's own rule). */
export const PRIMARY_TARGET = 44;

/**
 * Every interactive element of the page as drawn now that is too small, one line each: the
 * element, its name and its size. WCAG 2.2 2.5.8: at least 24 × 24 px, unless the target sits in
 * a line of text (an inline link in a sentence, whose size the line sets). The criterion's
 * spacing exception is not taken: a 13 px checkbox passed it beside its label, and on a phone
 * the label is not what a thumb aims at. Primary buttons
 * (`.button--primary`) need 44 × 44 px. Hidden controls (a visually hidden input behind its
 * label, a closed menu) are not targets; a stretched link (an absolute ::after over its row)
 * is measured as the row it covers. None in a run without drawing checks.
 */
export async function smallControls(page: Page, where: string): Promise<string[]> {
  if (!DRAWING_CHECKS) return [];
  // A transform that keeps function names (esbuild's keepNames) calls a `__name` helper the page
  // lacks: an identity stands in for it.
  await page.evaluate('globalThis.__name ??= (f) => f');
  const small = await page.evaluate(measureTargets, { min: MIN_TARGET, primary: PRIMARY_TARGET });
  return small.map((s) => `${where}: ${s}`);
}

/** Runs in the page (serialised by page.evaluate: no closures over this module). */
function measureTargets({ min, primary }: { min: number; primary: number }): string[] {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
  ].join(',');
  const tolerance = 0.5;
  const label = (el: Element) =>
    (
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      el.getAttribute('name') ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
  const describe = (el: Element, box: DOMRect) => {
    const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
    return `${el.tagName.toLowerCase()}${type} "${label(el)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
  };
  const shown = (el: Element, box: DOMRect) => {
    if (box.width <= 1 || box.height <= 1) return false; // visually hidden: its label is the target
    if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) return false; // off-screen
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.pointerEvents !== 'none';
  };
  /** A link in a line of text: inline, beside text of its own block that is not a link. */
  const inText = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) {
      block = block.parentElement;
    }
    if (!block) return false;
    const own = el.textContent?.trim().length ?? 0;
    const all = block.textContent?.replace(/\s+/g, ' ').trim().length ?? 0;
    return all > own + 3;
  };
  const targets: { el: Element; box: DOMRect }[] = [];
  const seen = new Set<Element>();
  for (const el of document.querySelectorAll(SELECTOR)) {
    // A control inside another (a button in a link) is one target: the outer one.
    const outer = el.parentElement?.closest(SELECTOR);
    if (outer && !(outer instanceof HTMLLabelElement)) continue;
    if (seen.has(el)) continue;
    seen.add(el);
    const own = el.getBoundingClientRect();
    if (!shown(el, own)) continue;
    // A stretched link (an absolute ::after over its card or row): the card is what a tap hits.
    const after = getComputedStyle(el, '::after');
    const stretched = after.content !== 'none' && after.position === 'absolute';
    const card = stretched ? (el as HTMLElement).offsetParent : null;
    targets.push({ el, box: card ? card.getBoundingClientRect() : own });
  }
  const under = (b: DOMRect, size: number) =>
    b.width < size - tolerance || b.height < size - tolerance;
  const out: string[] = [];
  for (const { el, box } of targets) {
    // A pressed toggle (Yes/No in a table's row) wears the primary colour without being the
    // page's main action: it is held to 24 px like any control.
    if (el.matches('.button--primary:not([aria-pressed])') && under(box, primary)) {
      out.push(`${describe(el, box)} (a primary button, under ${primary} px)`);
      continue;
    }
    // Inline links in a sentence are exempt (their size is the line's); nothing else is.
    if (under(box, min) && !(el.matches('a') && inText(el))) out.push(describe(el, box));
  }
  return out;
}
