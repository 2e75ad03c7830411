import type { DeliveryReasonCode } from '@dugout/shared';

/*
 * The reasons the server itself gives for a delivery it did not send. The row keeps the English
 * text (the ledger's `reason`, as it always read); the ledger also gets the reason's code and
 * value, so the web translates by code instead of matching English. A provider's
 * answer (SMTP, Twilio) matches none of these and is shown as the provider wrote it.
 */
export const deliveryReasonText = {
  noEmail: () => 'No email address for this recipient',
  noPhone: () => 'No phone number for this recipient',
  invalidEmail: (address: string) => `Invalid email address: ${address}`,
  invalidPhone: (number: string) => `Invalid phone number: ${number}`,
  /** The number replied STOP to us (the inbound webhook). */
  smsOptedOut: () => 'Skipped: this number opted out of texts (STOP)',
  /** Twilio refused it with 21610: the number replied STOP to the carrier, which tells us only then. */
  smsCarrierOptedOut: () =>
    'Skipped: unsubscribed with the carrier (the number replied STOP to the carrier; Twilio error 21610)',
  interrupted: () =>
    'Sending was interrupted; it may or may not have arrived, so it was not resent automatically',
  optedOut: () => 'Skipped: opted out of this kind of message by this channel',
  noChannel: () => 'Skipped: no channel this recipient chose carries this message',
  /** Push chosen, but no browser of theirs has notifications on any more. */
  noPushDevice: () => 'Skipped: notifications are not on in any browser of this recipient',
  /** The number's country is not in SMS_COUNTRIES (a region code, or "an unknown country"). */
  smsCountry: (country: string) => `Skipped: texts are not sent to numbers in ${country}`,
  /** Nobody confirmed holding the number with the code texted to it (migration 0080). */
  smsUnverified: () => 'Skipped: number not verified',
} as const;

const KNOWN: readonly { code: DeliveryReasonCode; pattern: RegExp }[] = [
  { code: 'no_email', pattern: /^No email address for this recipient$/ },
  { code: 'no_phone', pattern: /^No phone number for this recipient$/ },
  { code: 'invalid_email', pattern: /^Invalid email address: (.*)$/s },
  { code: 'invalid_phone', pattern: /^Invalid phone number: (.*)$/s },
  { code: 'sms_opted_out', pattern: /^Skipped: this number opted out of texts \(STOP\)$/ },
  {
    code: 'sms_carrier_opted_out',
    pattern:
      /^Skipped: unsubscribed with the carrier \(the number replied STOP to the carrier; Twilio error 21610\)$/,
  },
  { code: 'opted_out', pattern: /^Skipped: opted out of this kind of message by this channel$/ },
  {
    code: 'no_channel',
    pattern: /^Skipped: no channel this recipient chose carries this message$/,
  },
  {
    code: 'no_push_device',
    pattern: /^Skipped: notifications are not on in any browser of this recipient$/,
  },
  { code: 'sms_country', pattern: /^Skipped: texts are not sent to numbers in (.*)$/s },
  { code: 'sms_unverified', pattern: /^Skipped: number not verified$/ },
  {
    code: 'interrupted',
    pattern:
      /^Sending was interrupted; it may or may not have arrived, so it was not resent automatically$/,
  },
];

/** The code (and value) of a stored reason the server wrote, or nothing for anyone else's. */
export function deliveryReasonCode(
  reason: string | null,
): { reasonCode: DeliveryReasonCode; reasonValue?: string } | Record<string, never> {
  if (!reason) return {};
  for (const { code, pattern } of KNOWN) {
    const match = pattern.exec(reason);
    if (match)
      return match[1] === undefined
        ? { reasonCode: code }
        : { reasonCode: code, reasonValue: match[1] };
  }
  return {};
}
