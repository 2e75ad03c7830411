export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string /* base64 */ }[];
  /** Stable per delivery, so a receiving server can spot a resend. */
  messageId: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on bulk mail); none on others. */
  headers?: Record<string, string>;
}

export interface OutgoingSms {
  to: string;
  text: string;
}

/** A permanent failure is not retried (a bad address); anything else is retried with backoff. */
export class PermanentDeliveryError extends Error {}

/**
 * The provider refused the text because the number opted out (Twilio error 21610): the worker
 * records the number's opt-out and skips the delivery instead of retrying it.
 */
export class SmsRecipientOptedOutError extends PermanentDeliveryError {}

/**
 * The worker's yes to the point of no return: it records the delivery as handed over (so it is
 * never sent again after a crash) and answers false if its claim is gone (then nothing may be
 * committed). A transport that cannot be sure of it (an HTTP call) is handed over beforehand.
 */
export type HandOver = () => Promise<boolean>;

/** The worker refused the hand-over: nothing was committed, and the delivery is not ours. */
export class HandOverRefusedError extends Error {
  constructor() {
    super('the delivery was no longer claimed by this worker; not sent');
  }
}

/**
 * The provider is busy (Twilio's 429): nothing was sent; try again no sooner than
 * `retryAfterMs` (its Retry-After) when it said.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
  }
}

export interface MailTransport {
  readonly name: string;
  /**
   * True when sendEmail calls its `handOver` itself, just before the point of no return, so many
   * emails can be on the wire while only a few are in doubt; otherwise the worker hands each over
   * first.
   */
  readonly defersHandOver?: boolean;
  sendEmail(email: OutgoingEmail, handOver?: HandOver): Promise<void>;
  close?(): Promise<void>;
}

/** One Web Push message for one browser subscription. */
export interface OutgoingPush {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** JSON the service worker reads: { title, body, url }. */
  payload: string;
  /** Seconds the push service keeps it for an offline browser. */
  ttl: number;
}

/** The push service answered 404 or 410: the subscription is gone and is removed. */
export class PushSubscriptionGoneError extends PermanentDeliveryError {}

export interface PushTransport {
  readonly name: string;
  sendPush(push: OutgoingPush): Promise<void>;
}

export interface SmsTransport {
  readonly name: string;
  sendSms(sms: OutgoingSms): Promise<void>;
}
