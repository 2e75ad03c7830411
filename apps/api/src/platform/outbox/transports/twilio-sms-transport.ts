import {
  PermanentDeliveryError,
  RetryLaterError,
  SmsRecipientOptedOutError,
  type OutgoingSms,
  type SmsTransport,
} from '../transport';

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164) or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com by default; tests point it at a loopback server. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Sends an SMS with one call to Twilio's REST API (`POST /2010-04-01/Accounts/{sid}/Messages.json`).
 * We call the REST API with fetch rather than through the `twilio` SDK because the SDK builds its
 * URLs from fixed hosts (region/edge), which cannot point at a test server; the one call we need
 * is small and documented. A long text is still one message: Twilio splits it into segments and
 * the phone joins them, so it is one delivery and one API call.
 */
export class TwilioSmsTransport implements SmsTransport {
  readonly name = 'twilio';
  private readonly url: string;
  private readonly authorization: string;

  constructor(private readonly opts: TwilioOptions) {
    const base = opts.baseUrl.replace(/\/+$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  }

  async sendSms(sms: OutgoingSms): Promise<void> {
    const form = new URLSearchParams({ To: sms.to, Body: sms.text });
    if (/^MG[0-9a-f]{32}$/i.test(this.opts.from)) form.set('MessagingServiceSid', this.opts.from);
    else form.set('From', this.opts.from);

    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          Authorization: this.authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      // Refused or unresolvable: nothing reached Twilio, so a retry cannot send it twice.
      if (cause?.code === 'ECONNREFUSED' || cause?.code === 'ENOTFOUND') {
        throw new Error(`Twilio unreachable (${cause.code})`);
      }
      // A timeout or a dropped connection: Twilio may have sent it. Never twice: do not retry.
      throw new PermanentDeliveryError(
        `No answer from Twilio (${(err as Error).name}); it may have been sent, so it was not resent automatically`,
      );
    }
    if (response.ok) return;
    const body = (await response.json().catch(() => null)) as {
      code?: number;
      message?: string;
    } | null;
    const reason = `Twilio ${response.status}${body?.code ? ` (${body.code})` : ''}: ${
      body?.message ?? response.statusText
    }`;
    // 21610: "Attempt to send to unsubscribed recipient" (the number replied STOP to Twilio).
    if (body?.code === 21610) throw new SmsRecipientOptedOutError(reason);
    // Too many requests: nothing was sent; again when Twilio says (Retry-After), or with backoff.
    if (response.status === 429) {
      throw new RetryLaterError(reason, retryAfterMs(response.headers.get('retry-after')));
    }
    // 5xx is worth another try; any other 4xx (bad number, unverified...) will not change.
    if (response.status >= 500) throw new Error(reason);
    throw new PermanentDeliveryError(reason);
  }
}
