import { encryptPushPayload, vapidAuthorization, type VapidKeys } from '../../push/web-push-crypto';
import { PushSubscriptionGoneError, type OutgoingPush, type PushTransport } from '../transport';

/**
 * Sends Web Push messages to the push service of each browser (RFC 8030): the payload
 * encrypted for the subscription (RFC 8291, aes128gcm) and signed for with VAPID (RFC 8292).
 */
/** A push service answers in well under a second; one that does not gets this long. */
export const PUSH_TIMEOUT_MS = 10_000;

export class WebPushTransport implements PushTransport {
  readonly name = 'web-push';

  constructor(
    private readonly keys: () => Promise<VapidKeys>,
    private readonly timeoutMs = PUSH_TIMEOUT_MS,
  ) {}

  async sendPush(push: OutgoingPush): Promise<void> {
    const keys = await this.keys();
    const body = encryptPushPayload(Buffer.from(push.payload, 'utf8'), push.keys);
    const response = await fetch(push.endpoint, {
      method: 'POST',
      headers: {
        Authorization: vapidAuthorization(push.endpoint, keys),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: String(push.ttl),
        Urgency: 'normal',
      },
      body,
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
