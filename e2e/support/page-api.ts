import type { Page } from 'playwright-core';

/**
 * Calls the API from the page with the signed-in member's access token (the SDK's cache), for a
 * spec's setup through the same door the SPA uses.
 */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, b]) => {
      // Runs in the browser (the e2e tsconfig has no DOM types).
      const store = (globalThis as unknown as { localStorage: Record<string, string> })
        .localStorage;
      const key = Object.keys(store).find(
        (k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'),
      );
      const token = (JSON.parse(store[key!]!) as { body: { access_token: string } }).body
        .access_token;
      const res = await fetch(u as string, {
        method: m as string,
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return (await res.json()) as T;
    },
    [method, url, body] as const,
  );
}
