import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail } from '@dugout/shared';
import { deliveryReasonCode, deliveryReasonText } from '../../platform/outbox/delivery-reasons';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
beforeAll(async () => {
  await t.worker.stop(); // the reasons below are written when the message is queued
});

/** The ledger translates the server's own reasons by a stable code, not by text. */
describe('the ledger gives each reason of the server a code', () => {
  it('codes no email, no phone, a bad address and a bad number, keeping the English text', async () => {
    const sent = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/messaging/send',
      payload: {
        MessageTypes: 'Both',
        Recipients: [{ Name: 'Nobody' }, { Email: 'not-an-address', PhoneNumber: '12' }],
        Message: 'Practice moved',
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const { id } = sent.json<{ id: string }>();
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/messaging/messages/${id}` });
    expect(res.statusCode).toBe(200);
    const reasons = res
      .json<MessageDetail>()
      .deliveries.map((d) => [d.reason, d.reasonCode, d.reasonValue ?? null]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['No email address for this recipient', 'no_email', null],
        ['No phone number for this recipient', 'no_phone', null],
        ['Invalid email address: not-an-address', 'invalid_email', 'not-an-address'],
        ['Invalid phone number: 12', 'invalid_phone', '12'],
      ]),
    );
    expect(reasons).toHaveLength(4);
  });

  it('tells a STOP to the carrier (Twilio 21610) from a STOP to us', () => {
    expect(deliveryReasonCode(deliveryReasonText.smsCarrierOptedOut())).toEqual({
      reasonCode: 'sms_carrier_opted_out',
    });
    expect(deliveryReasonCode(deliveryReasonText.smsOptedOut())).toEqual({
      reasonCode: 'sms_opted_out',
    });
  });

  it("gives a provider's answer no code", () => {
    expect(deliveryReasonCode("Twilio 400 (21211): The 'To' number is not valid.")).toEqual({});
    expect(deliveryReasonCode('421 mail server busy')).toEqual({});
    expect(deliveryReasonCode(null)).toEqual({});
    expect(
      deliveryReasonCode(
        'Sending was interrupted; it may or may not have arrived, so it was not resent automatically',
      ),
    ).toEqual({ reasonCode: 'interrupted' });
  });
});
