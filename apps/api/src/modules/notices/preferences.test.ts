import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageDetail, MessagePreferences } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

const t = testAppForFile();
beforeAll(async () => {
  await t.worker.stop(); // the ledger below is read as queued, before any send
});
// Only explicit choices are stored and the seed stores none: every member starts each test at the
// defaults, whichever tests ran before.
beforeEach(async () => {
  await t.database.db.deleteFrom('message_preferences').execute();
});

const mine = (who: string) => t.injectAs(who, { method: 'GET', url: '/api/me/preferences' });
const change = (who: string, changes: unknown) =>
  t.injectAs(who, { method: 'PUT', url: '/api/me/preferences', payload: { changes } as object });

/** Each member chooses, per kind, the channels that reach them. */
describe('message preferences', () => {
  it('starts from the defaults: email on, texts (not for notices) with a phone, push off', async () => {
    const staffId = await t.contactId('staff');
    await t.database.db
      .updateTable('contacts')
      .set({ phone: '+15550100999' })
      .where('id', '=', staffId)
      .execute();
    const withPhone = await mine('staff');
    expect(withPhone.statusCode, withPhone.body).toBe(200);
    const body = withPhone.json<MessagePreferences>();
    expect(body.hasPhone).toBe(true);
    expect(body.pushAvailable).toBe(false);
    expect(body.preferences).toEqual({
      eventNotices: { email: true, sms: false, push: false },
      reminders: { email: true, sms: true, push: false },
      staffMessages: { email: true, sms: true, push: false },
      duties: { email: true, sms: true, push: false },
      // Conversations: never texted, whatever the phone (the digest by email; push once enabled).
      conversations: { email: true, sms: false, push: false },
    });
    await t.database.db
      .updateTable('contacts')
      .set({ phone: null })
      .where('id', '=', staffId)
      .execute();
    const without = (await mine('staff')).json<MessagePreferences>();
    expect(without.hasPhone).toBe(false);
    expect(without.preferences.reminders.sms).toBe(false);
    expect(without.preferences.staffMessages.sms).toBe(false);
    expect(without.preferences.duties.sms).toBe(false);
  });

  it('stores the member’s changes, the last one of a pair winning, and refuses bad input', async () => {
    const res = await change('newcomer', [
      { kind: 'staffMessages', channel: 'email', enabled: true },
      { kind: 'staffMessages', channel: 'email', enabled: false },
      { kind: 'eventNotices', channel: 'sms', enabled: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json<MessagePreferences>().preferences;
    expect(grid.staffMessages.email).toBe(false);
    expect(grid.eventNotices.sms).toBe(true);
    expect((await mine('newcomer')).json<MessagePreferences>().preferences).toEqual(grid);
    // Only explicit choices are stored.
    const rows = await t.database.db
      .selectFrom('message_preferences')
      .select(['kind', 'channel', 'enabled'])
      .where('contact_id', '=', await t.contactId('newcomer'))
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'eventNotices', channel: 'sms', enabled: true },
      { kind: 'staffMessages', channel: 'email', enabled: false },
    ]);
    for (const bad of [
      [],
      [{ kind: 'gossip', channel: 'email', enabled: false }],
      [{ kind: 'reminders', channel: 'pigeon', enabled: false }],
      [{ kind: 'reminders', channel: 'email', enabled: 'no' }],
    ]) {
      expect((await change('newcomer', bad)).statusCode).toBe(400);
    }
    expect((await t.injectAs(null, { method: 'GET', url: '/api/me/preferences' })).statusCode).toBe(
      401,
    );
  });

  it('lets an admin read (not change) a contact’s, and refuses a member another’s', async () => {
    const newcomerId = await t.contactId('newcomer');
    expect(
      (await change('newcomer', [{ kind: 'staffMessages', channel: 'email', enabled: false }]))
        .statusCode,
    ).toBe(200);
    const url = `/api/contacts/${newcomerId}/preferences`;
    const admin = await t.injectAs('admin', { method: 'GET', url });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json<MessagePreferences>().preferences.staffMessages.email).toBe(false);
    expect((await t.injectAs('staff', { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.injectAs('newcomer', { method: 'GET', url })).statusCode).toBe(200);
    expect(
      (await t.injectAs('admin', { method: 'PUT', url, payload: { changes: [] } })).statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs('admin', { method: 'GET', url: '/api/contacts/not-a-uuid/preferences' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('every send honours them, and the ledger says why it skipped', () => {
  it('skips a staff message by the channel a member turned off', async () => {
    const familyId = await t.contactId('family');
    await t.database.db
      .updateTable('contacts')
      .set({ phone: '+15550100777' })
      .where('id', '=', familyId)
      .execute();
    // Confirmed with its code (migration 0080): texts go to it.
    await markPhonesVerified(t.database.db, [familyId]);
    expect(
      (
        await change('family', [
          { kind: 'staffMessages', channel: 'email', enabled: false },
          { kind: 'staffMessages', channel: 'sms', enabled: true },
        ])
      ).statusCode,
    ).toBe(200);
    const sent = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/messaging/send',
      payload: {
        MessageTypes: 'Both',
        Recipients: [
          { Email: 'FAMILY@riverhawks.test', PhoneNumber: '+15550100777', Name: 'Family' },
          { Email: 'outsider@families.test', Name: 'Outsider' },
        ],
        Message: 'Practice moved',
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const detail = (
      await t.injectAs('admin', {
        method: 'GET',
        url: `/api/messaging/messages/${sent.json<{ id: string }>().id}`,
      })
    ).json<MessageDetail>();
    const row = (label: string, channel: string) =>
      detail.deliveries.find((d) => d.recipientLabel === label && d.channel === channel)!;
    expect(row('Family', 'email')).toMatchObject({ status: 'skipped', reasonCode: 'opted_out' });
    expect(row('Family', 'sms').status).toBe('queued');
    // Someone who is not a member has no preferences to honour.
    expect(row('Outsider', 'email').status).toBe('queued');

    // Email only, while they chose only texts: no channel of theirs carries it.
    const emailOnly = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/messaging/send',
      payload: {
        MessageTypes: 'Email',
        Recipients: [{ Email: 'family@riverhawks.test', Name: 'Family' }],
        Message: 'Bring water',
      },
    });
    const second = (
      await t.injectAs('admin', {
        method: 'GET',
        url: `/api/messaging/messages/${emailOnly.json<{ id: string }>().id}`,
      })
    ).json<MessageDetail>();
    expect(second.deliveries).toMatchObject([
      {
        status: 'skipped',
        reasonCode: 'no_channel',
        reason: 'Skipped: no channel this recipient chose carries this message',
      },
    ]);
  });

  it('skips an event notice to a member who turned event notices off by email', async () => {
    expect(
      (await change('staff', [{ kind: 'eventNotices', channel: 'email', enabled: false }]))
        .statusCode,
    ).toBe(200);
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: {
        name: 'Preferences picnic',
        date: '2031-06-01T17:00:00Z',
        emailList: ['staff@riverhawks.test', 'admin@riverhawks.test'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('deliveries')
      .innerJoin('messages', 'messages.id', 'deliveries.message_id')
      .select(['deliveries.recipient', 'deliveries.status', 'deliveries.last_error'])
      .where('messages.kind', '=', 'event_notice')
      .where('deliveries.subject', 'like', '%Preferences picnic%')
      .orderBy('deliveries.recipient')
      .execute();
    expect(rows).toEqual([
      { recipient: 'admin@riverhawks.test', status: 'queued', last_error: null },
      {
        recipient: 'staff@riverhawks.test',
        status: 'skipped',
        last_error: 'Skipped: opted out of this kind of message by this channel',
      },
    ]);
  });
});
