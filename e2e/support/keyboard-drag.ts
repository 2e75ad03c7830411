import type { Page } from 'playwright-core';

/**
 * Presses `key` until `reached` says the page got where the key should take it. dnd-kit's
 * keyboard drag listens for its keys only from a timer after the pick-up, so a key pressed before
 * that timer ran was lost on a busy machine (the test then waited 30 s for a move that never
 * came). Only for keys whose extra presses change nothing once there (an arrow towards the end
 * the item already reached).
 */
export async function pressUntil(
  page: Page,
  key: string,
  reached: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.keyboard.press(key);
    // A moment for the press to show before asking again (a condition poll, not a sleep).
    const until = Date.now() + 500;
    while (Date.now() < until) {
      if (await reached()) return;
      await page.waitForTimeout(50);
    }
    if (Date.now() > deadline) throw new Error(`pressing ${key} never got there`);
  }
}

/** Whether a text matching `text` is in the page now (e.g. a live region's announcement). */
export function shows(page: Page, text: RegExp): () => Promise<boolean> {
  return async () => (await page.getByText(text).count()) > 0;
}
