import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * A text goes only to a number its holder
 * confirmed, for the person it is for; the ledger and the staff's preview say why not. Staff
 * texts through the real routes, the outbox and the dev transport (texts land in dev_mailbox).
 */
const t = testAppForFile();

let people = 0;
async function newContact(phone: string, verified: boolean): Promise<string> {
  const n = ++people;
  const row = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: 'Tex',
      last_name: `Unverified${n}`,
      email: `tex${n}@texts.test`,
      phone,
      language: 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (verified) await markPhonesVerified(t.database.db, [row.id]);
  return row.id;
}

const textsTo = async (phone: string) =>
  (
    await t.database.db
      .selectFrom('dev_mailbox')
      .select('text')
      .where('channel', '=', 'sms')
      .where('to', '=', phone)
      .execute()
  ).map((r) => r.text);

interface Delivery {
  recipient: string | null;
  recipientLabel: string | null;
  status: string;
  reason: string | null;
  reasonCode?: string;
}

async function sendStaffText(recipients: unknown[], message: string): Promise<Delivery[]> {
  const sent = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: { MessageTypes: 'SMS', Recipients: recipients, Message: message },
  });
  expect(sent.statusCode).toBe(202);
  await t.worker.drain();
  const detail = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/messaging/messages/${sent.json<{ id: string }>().id}`,
  });
  return detail.json<{ deliveries: Delivery[] }>().deliveries;
}

describe('texts go only to verified numbers', () => {
  it('a staff text skips an unverified number, and the preview and the ledger say so', async () => {
    const unverified = await newContact('+15550107501', false);
    const verified = await newContact('+15550107502', true);
    const recipients = [
      { PhoneNumber: '+15550107501', Name: 'Una Verified', ContactId: unverified },
      { PhoneNumber: '(555) 010-7502', Name: 'Vic Verified', ContactId: verified },
      // A number staff typed that nobody confirmed.
      { PhoneNumber: '+15550107503', Name: 'Typed' },
    ];
    const preview = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/messaging/preview',
      payload: { MessageTypes: 'SMS', Recipients: recipients, Message: 'Bus leaves at 5.' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ channels: { sms: 1 } });
    expect(preview.json<{ skipped: unknown[] }>().skipped).toEqual([
      expect.objectContaining({ name: 'Una Verified', reasonCode: 'sms_unverified' }),
      expect.objectContaining({ name: 'Typed', reasonCode: 'sms_unverified' }),
    ]);

    const deliveries = await sendStaffText(recipients, 'Bus leaves at 5.');
    const byLabel = new Map(deliveries.map((d) => [d.recipientLabel, d]));
    expect(byLabel.get('Una Verified')).toMatchObject({
      status: 'skipped',
      reason: 'Skipped: number not verified',
      reasonCode: 'sms_unverified',
    });
    expect(byLabel.get('Typed')).toMatchObject({ status: 'skipped', reasonCode: 'sms_unverified' });
    expect(byLabel.get('Vic Verified')).toMatchObject({ status: 'sent' });
    expect(await textsTo('+15550107501')).toEqual([]);
    expect(await textsTo('+15550107503')).toEqual([]);
    expect(await textsTo('+15550107502')).toEqual([
      'Riverhawks: Bus leaves at 5.\nReply STOP to opt out',
    ]);
  });

  it("a line for a child is not texted at a neighbour's verified number; the neighbour's own line is", async () => {
    const neighbour = await newContact('+15550107511', true);
    const child = await newContact('+15550107511', false);
    const deliveries = await sendStaffText(
      [
        { PhoneNumber: '+15550107511', Name: 'Child', ContactId: child },
        { PhoneNumber: '+15550107511', Name: 'Neighbour', ContactId: neighbour },
      ],
      'Practice moved to 6.',
    );
    expect(deliveries.map((d) => [d.recipientLabel, d.status, d.reasonCode ?? null])).toEqual([
      ['Child', 'skipped', 'sms_unverified'],
      ['Neighbour', 'sent', null],
    ]);
    // One text to the number, the neighbour's.
    expect(await textsTo('+15550107511')).toEqual([
      'Riverhawks: Practice moved to 6.\nReply STOP to opt out',
    ]);
  });

  it('checks again at the hand-over: a number changed after the text was queued gets nothing', async () => {
    const id = await newContact('+15550107521', true);
    await t.worker.stop();
    try {
      const sent = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/messaging/send',
        payload: {
          MessageTypes: 'SMS',
          Recipients: [{ PhoneNumber: '+15550107521', Name: 'Mover', ContactId: id }],
          Message: 'Queued before the number moved.',
        },
      });
      expect(sent.statusCode).toBe(202);
      // The card's number changes (and back): the confirmation is gone either way.
      for (const phone of ['+15550107522', '+15550107521']) {
        await t.database.db.updateTable('contacts').set({ phone }).where('id', '=', id).execute();
      }
      await t.worker.drain();
    } finally {
      t.worker.start();
    }
    expect(await textsTo('+15550107521')).toEqual([]);
    const row = await t.database.db
      .selectFrom('deliveries')
      .select(['status', 'last_error'])
      .where('contact_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'skipped', last_error: 'Skipped: number not verified' });
  });
});
