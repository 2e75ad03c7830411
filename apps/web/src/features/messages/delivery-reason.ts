import type { TFunction } from 'i18next';

/**
 * The ledger's reason for a delivery that did not go, in the reader's language. The server
 * stores its own refusals as English text (outbox.ts, messaging.service.ts); those are known and
 * translated here. A provider's answer (SMTP, Twilio) is shown as the provider wrote it.
 */
const KNOWN: { pattern: RegExp; key: 'noEmail' | 'noPhone' | 'invalidEmail' | 'invalidPhone' }[] = [
  { pattern: /^No email address for this recipient$/, key: 'noEmail' },
  { pattern: /^No phone number for this recipient$/, key: 'noPhone' },
  { pattern: /^Invalid email address: (.*)$/s, key: 'invalidEmail' },
  { pattern: /^Invalid phone number: (.*)$/s, key: 'invalidPhone' },
];

export function deliveryReason(reason: string, t: TFunction<'messages'>): string {
  for (const { pattern, key } of KNOWN) {
    const match = pattern.exec(reason);
    if (match) return t(`reasons.${key}`, { value: match[1] ?? '' });
  }
  return reason;
}
