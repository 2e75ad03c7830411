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

/** The access token the SPA holds (the Auth0 SDK's cache), for a spec's own fetch calls. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Runs in the page; the e2e project has no DOM types.
    const storage = (
      globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
    ).localStorage;
    for (const key of Object.keys(storage)) {
      if (!key.startsWith('@@auth0spajs@@')) continue;
      const entry = JSON.parse(storage.getItem(key)!) as { body?: { access_token?: string } };
      if (entry.body?.access_token) return entry.body.access_token;
    }
    throw new Error('no access token in the SPA cache');
  });
}

/** The defaults of a member's staff messages: on, by email and by text. */
export const STAFF_MESSAGES_ON = {
  changes: [
    { kind: 'staffMessages', channel: 'email', enabled: true },
    { kind: 'staffMessages', channel: 'sms', enabled: true },
  ],
};

/**
 * Puts the signed-in member's staff messages back on by email and text (the defaults): the specs
 * that share a server change them (one turns them off on the profile, one unsubscribes), and a
 * spec that starts from the defaults says so instead of hoping no other spec ran first.
 */
export async function staffMessagesOn(page: Page): Promise<void> {
  await api(page, 'PUT', '/api/me/preferences', STAFF_MESSAGES_ON);
}
