// Whether `npm start` runs the demo, decided from the environment alone (a pure function, so it
// has a unit test). Demo mode signs anyone in as the seeded site admin with one click and shows
// every sign-in code at /dev/mailbox: it is for this machine only.
//
// The hostname rule is the server's (apps/api/src/platform/loopback.ts); keep the two in step.
// The server has the last word: it refuses DEMO=1 with a PUBLIC_URL that is not loopback.

const IPV4_LOOPBACK =
  /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** `localhost`, `*.localhost`, 127.0.0.0/8 or `[::1]`, as a URL's hostname writes them. */
export function isLoopbackHostname(hostname) {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return /^[a-z0-9.-]+$/.test(host);
  if (host === '[::1]' || host === '::1') return true;
  return IPV4_LOOPBACK.test(host);
}

/** Whether an absolute http(s) URL points at this machine; false when it does not parse. */
export function isLoopbackUrl(url) {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      isLoopbackHostname(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * The server's environment under `npm start`, from the caller's:
 * - DEMO as given when given (the server refuses DEMO=1 with a non-loopback PUBLIC_URL);
 * - otherwise DEMO=1 when PUBLIC_URL is unset (http://localhost:PORT) or loopback, and off
 *   for any other PUBLIC_URL: a deployment started the documented way is never a demo;
 * - in demo mode, HOST=localhost unless HOST is given: the demo listens on this machine only
 *   (the demo-only routes also refuse any request that did not come from this machine).
 * Returns the new environment and a line for the console, or null when there is nothing to say.
 *
 * @param {Record<string, string | undefined>} input
 * @returns {{ env: Record<string, string | undefined>, note: string | null }}
 */
export function startEnvironment(input) {
  const env = { ...input, NODE_ENV: 'production' };
  const publicUrl = input.PUBLIC_URL || undefined;
  let note = null;
  if (input.DEMO === undefined) {
    if (publicUrl === undefined || isLoopbackUrl(publicUrl)) {
      env.DEMO = '1';
    } else {
      env.DEMO = '0';
      note = `demo mode off: PUBLIC_URL (${publicUrl}) is not this machine`;
    }
  }
  const demo = ['1', 'true', 'yes'].includes(String(env.DEMO));
  if (demo && input.HOST === undefined) {
    env.HOST = 'localhost';
    note = 'demo mode: listening on this machine only (set DEMO=0 and PUBLIC_URL to deploy)';
  }
  return { env, note };
}
