import type { TFunction } from 'i18next';
import type { DeliveryDetail, DeliveryReasonCode } from '@dugout/shared';

/**
 * The ledger's reason for a delivery that did not go, in the reader's language. The server gives
 * each reason of its own a stable code (and the address or number it is about); a provider's
 * answer (SMTP, Twilio) has none and is shown as the provider wrote it.
 */
const KEY_OF: Record<
  DeliveryReasonCode,
  | 'noEmail'
  | 'noPhone'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'smsOptedOut'
  | 'smsCarrierOptedOut'
  | 'interrupted'
  | 'optedOut'
  | 'noChannel'
  | 'noPushDevice'
  | 'smsCountry'
  | 'smsUnverified'
> = {
  no_email: 'noEmail',
  no_phone: 'noPhone',
  invalid_email: 'invalidEmail',
  invalid_phone: 'invalidPhone',
  sms_opted_out: 'smsOptedOut',
  sms_carrier_opted_out: 'smsCarrierOptedOut',
  interrupted: 'interrupted',
  opted_out: 'optedOut',
  no_channel: 'noChannel',
  no_push_device: 'noPushDevice',
  sms_country: 'smsCountry',
  sms_unverified: 'smsUnverified',
};

type Reason = Pick<DeliveryDetail, 'reason' | 'reasonCode' | 'reasonValue'>;

export function deliveryReason(delivery: Reason, t: TFunction<'messages'>): string {
  if (delivery.reasonCode) {
    return t(`reasons.${KEY_OF[delivery.reasonCode]}`, { value: delivery.reasonValue ?? '' });
  }
  return delivery.reason ?? '';
}
