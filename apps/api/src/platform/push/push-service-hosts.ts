/**
 * Whether a subscription's endpoint is on one of the configured push services (PUSH_SERVICE_HOSTS:
 * hosts, a leading dot for any subdomain). The outbox POSTs to the endpoint, so without this a
 * member could make the server send requests to any address it can reach.
 */
export function isAllowedPushEndpoint(endpoint: string, hostsSetting: string): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostsSetting
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
    .some((allowed) =>
      allowed.startsWith('.')
        ? host.endsWith(allowed) && host.length > allowed.length
        : host === allowed,
    );
}
