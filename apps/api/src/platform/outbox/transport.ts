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

export interface MailTransport {
  readonly name: string;
  sendEmail(email: OutgoingEmail): Promise<void>;
  close?(): Promise<void>;
}

/** One Web Push message for one browser subscription (issue 16 §4). */
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
