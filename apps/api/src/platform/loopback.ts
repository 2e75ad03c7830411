/**
 * Loopback: this machine only. Demo mode (one-click sign-in as the seeded admin, the dev mailbox
 * with every sign-in code) must never be reachable from anywhere else, so the configuration
 * refuses DEMO=1 with a PUBLIC_URL that is not loopback, and the demo-only routes answer only
 * requests that came from this machine and were addressed to it.
 *
 * scripts/lib/demo.mjs holds the same hostname rule for `npm start` (plain JavaScript, run
 * before anything is built); keep the two in step.
 */

/** 127.0.0.0/8 written the way the URL parser and Node's sockets write it (dotted decimal). */
const IPV4_LOOPBACK =
  /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/;

/**
 * Whether a URL hostname names this machine: `localhost`, `*.localhost` (RFC 6761 keeps both on
 * loopback), 127.0.0.0/8 or `[::1]`. Anything else (a LAN address, 0.0.0.0, a public name, an
 * IPv4-mapped address) is not.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return /^[a-z0-9.-]+$/.test(host);
  if (host === '[::1]' || host === '::1') return true;
  return IPV4_LOOPBACK.test(host);
}

/** Whether an absolute http(s) URL points at this machine; false when it does not parse. */
export function isLoopbackUrl(url: string): boolean {
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

/** Whether a socket's peer address is loopback (127.0.0.0/8, ::1, or 127.x mapped to IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || IPV4_LOOPBACK.test(ip);
}

/** A Host header: a name or an IPv4 address, or an IPv6 one in brackets, and an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** What {@link isLocalRequest} reads of a request: never `request.ip` (a proxy header decides it). */
export interface RequestOrigin {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Whether a request came from this machine and was addressed to it: the TCP peer is loopback
 * (not `request.ip`, which TRUST_PROXY takes from a header), the Host header names a loopback
 * host (a page on another site that rebinds its DNS name to 127.0.0.1 still sends its own name),
 * and no proxy or tunnel relayed it (a tunnel on this machine connects from loopback).
 */
export function isLocalRequest(request: RequestOrigin): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const headers = request.headers;
  if (headers.forwarded !== undefined || headers['x-forwarded-for'] !== undefined) return false;
  if (headers['x-forwarded-host'] !== undefined) return false;
  const host = typeof headers.host === 'string' ? HOST_HEADER.exec(headers.host) : null;
  return host !== null && isLoopbackHostname(host[1]!);
}
