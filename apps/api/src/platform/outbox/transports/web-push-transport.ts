import type { VapidKeys } from '../../push/vapid-keys';
import { PushSubscriptionGoneError, type OutgoingPush, type PushTransport } from '../transport';

/** A push service answers in well under a second; one that does not gets this long. */
export const PUSH_TIMEOUT_MS = 10_000;

/** The largest body every push service must take (RFC 8030): a longer one may be refused. */
export const MAX_PUSH_BODY_BYTES = 4096;

/**
 * Sends Web Push messages to the push service of each browser (RFC 8030). The `web-push` library
 * encrypts the payload for the subscription (RFC 8291, aes128gcm) and signs for it with VAPID
 * (RFC 8292); the request itself is ours, for its timeout and so that no redirect is followed.
 */
export class WebPushTransport implements PushTransport {
  readonly name = 'web-push';

  constructor(
    private readonly keys: () => Promise<VapidKeys>,
    private readonly timeoutMs = PUSH_TIMEOUT_MS,
  ) {}

  async sendPush(push: OutgoingPush): Promise<void> {
    const keys = await this.keys();
    // Loaded at the first push rather than at start-up (its key and ASN.1 code take ~0.1 s).
    const { default: webPush } = await import('web-push');
    const request = webPush.generateRequestDetails(
      { endpoint: push.endpoint, keys: push.keys },
      Buffer.from(push.payload, 'utf8'),
      { vapidDetails: keys, TTL: push.ttl, urgency: 'normal', contentEncoding: 'aes128gcm' },
    );
    if (request.body.length > MAX_PUSH_BODY_BYTES) {
      throw new Error(
        `Push payload too large: ${request.body.length} bytes encrypted, at most ${MAX_PUSH_BODY_BYTES}`,
      );
    }
    // fetch counts the body itself; the library's numbers (TTL) become text.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(push.endpoint, {
      method: 'POST',
      headers,
      body: request.body,
      // Never followed: the push service allow-list (PUSH_SERVICE_HOSTS) covers the first hop only.
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Drain the body so the connection is reused; its text helps a failure's reason.
    const text = await response.text().catch(() => '');
    if (response.ok) return;
    const reason = `Push service answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
    // RFC 8030 §7.3: the subscription expired or was unsubscribed; never retry it.
    if (response.status === 404 || response.status === 410)
      throw new PushSubscriptionGoneError(reason);
    throw new Error(reason);
  }
}
