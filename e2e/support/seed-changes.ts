import type { Browser } from 'playwright-core';
import { newPage } from './browser';
import type { PortalServer } from './portal';
import { signInAs, type DemoRole } from './sign-in';

/**
 * Changes a spec makes to SEEDED rows on the worker's shared server, put back once the spec is
 * done whatever happened in it: the specs run after it on the same server (in an order that
 * changes from run to run) read the seed as seeded. A spec names each change before making it
 * (`change`) and calls `restore()` in its afterAll, before closing its portal; a test that
 * failed midway then still leaves the seed as it found it. Rows a spec makes itself need none
 * of this.
 */
export class SeedChanges {
  private readonly undos: { what: string; undo: () => Promise<void> }[] = [];

  /** Registers how to put `what` back; call it before the change, with the value read first. */
  change(what: string, undo: () => Promise<void>): void {
    this.undos.push({ what, undo });
  }

  /** Runs every undo once, the last registered first; throws naming those that failed. */
  async restore(): Promise<void> {
    const failed: string[] = [];
    for (const { what, undo } of this.undos.splice(0).reverse()) {
      try {
        await undo();
      } catch (error) {
        failed.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failed.length) throw new Error(`seeded rows not put back:\n${failed.join('\n')}`);
  }
}

/** One API call from a signed-in page: its JSON answer, or an error naming it (status 300+). */
export type ApiCall = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/**
 * Runs `calls` with the API as `role`, from a page of its own (a saved sign-in when there is
 * one), closed afterwards. For a spec's setup and for undoing its changes to seeded rows.
 */
export async function asRole<T>(
  browser: Browser,
  server: PortalServer,
  role: DemoRole,
  calls: (call: ApiCall) => Promise<T>,
): Promise<T> {
  const page = await newPage(browser);
  try {
    await signInAs(page, server.url, role, '/login', { reuse: true });
    const call: ApiCall = async <R>(method: string, url: string, body?: unknown) => {
      const { status, json } = await page.evaluate(
        async ([m, u, b]) => {
          const key = Object.keys(localStorage).find(
            (k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'),
          )!;
          const token = (
            JSON.parse(localStorage.getItem(key)!) as { body: { access_token: string } }
          ).body.access_token;
          const res = await fetch(u as string, {
            method: m as string,
            headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            ...(b === undefined ? {} : { body: JSON.stringify(b) }),
          });
          const text = await res.text();
          return { status: res.status, json: (text ? JSON.parse(text) : null) as unknown };
        },
        [method, url, body] as const,
      );
      if (status >= 300)
        throw new Error(`${method} ${url} as ${role}: ${status} ${JSON.stringify(json)}`);
      return json as R;
    };
    return await calls(call);
  } finally {
    await page.context().close();
  }
}

/** One API call as `role` (see asRole). */
export function apiAs<T>(
  browser: Browser,
  server: PortalServer,
  role: DemoRole,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  return asRole(browser, server, role, (call) => call<T>(method, url, body));
}
