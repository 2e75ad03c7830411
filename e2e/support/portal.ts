import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** What a spec needs of a server: where it is and what it keeps. */
export type PortalServer = Pick<RunningServer, 'url' | 'port' | 'dataDir' | 'databaseUrl'>;

declare module 'vitest' {
  interface ProvidedContext {
    /** One started server per e2e worker (global-setup.ts), indexed by VITEST_POOL_ID - 1. */
    portals: PortalServer[];
  }
}

export interface Portal {
  server: PortalServer;
  browser: Browser;
  /** Closes the browser, and the server when it was the spec's own. */
  close(): Promise<void>;
  /** Stops the spec's own server (a test of the server going away); refused for a shared one. */
  stopServer(): Promise<void>;
}

/**
 * The worker's shared server, started once for the run from the seeded template
 * (global-setup.ts): every spec of one worker uses it, one after another, so a spec that changes
 * data makes its own rows, or puts back the seeded ones it changed (SeedChanges in
 * seed-changes.ts), rather than expecting the seed untouched.
 */
export function workerServer(): PortalServer {
  const portals = inject('portals');
  if (!portals?.length)
    throw new Error('no shared e2e server: run the specs through vitest.config.ts');
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  return portals[(pool - 1) % portals.length]!;
}

/**
 * The server and a browser for a spec: the worker's shared server, or with `own` a server of the
 * spec's own (a copy of the template, or with `env` one configured for the spec: an SMTP or push
 * peer), stopped by close().
 */
export async function openPortal(
  opts: { own?: boolean; env?: Record<string, string | undefined> } = {},
): Promise<Portal> {
  if (!opts.own && !opts.env) {
    const browser = await launchBrowser();
    return {
      server: workerServer(),
      browser,
      close: () => browser.close(),
      stopServer: () => Promise.reject(new Error("the shared server is not a spec's to stop")),
    };
  }
  const [server, browser] = await Promise.all([startServer({ env: opts.env }), launchBrowser()]);
  return {
    server,
    browser,
    stopServer: () => server.stop(),
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
