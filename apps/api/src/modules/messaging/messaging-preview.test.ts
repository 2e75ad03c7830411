import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessagePreview } from '@dugout/shared';
import { testAppForFile, type TestApp } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

const t = testAppForFile();

const post = (who: Parameters<TestApp['injectAs']>[0], url: string, payload: unknown) =>
  t.injectAs(who, { method: 'POST', url, payload: payload as object });

const countMessages = async () =>
  (await t.database.db.selectFrom('messages').select('id').execute()).length;

/** The confirmation's figures come from the send's own plan. */
describe('POST /api/messaging/preview', () => {
  const body = {
    MessageTypes: 'Both',
    Recipients: [
      // A member who turned staff messages off by email: email skipped, text queued.
      { Email: 'FAMILY@riverhawks.test', PhoneNumber: '+15550100777', Name: 'Fay Family' },
      // A member whose number replied STOP: email queued, text skipped.
      { Email: 'staff@riverhawks.test', PhoneNumber: '(555) 010-0778', Name: 'Sam Staff' },
      // Not a member, Spanish, no phone: email queued, text skipped for want of a number.
      { Email: 'olga@families.test', Language: 'es', Name: 'Olga Ortiz' },
      // A member without a phone: texts are off by default for them, but the reason is the
      // missing number, not an opt-out.
      { Email: 'newcomer@riverhawks.test', Name: 'Nico New' },
      // A number that cannot be one: text failed before sending.
      { PhoneNumber: '12', Language: 'es', Name: 'Cy Short' },
      // Listed twice: nothing more.
      { Email: 'olga@families.test', Language: 'es', Name: 'Olga again' },
    ],
    Message: 'Game day! Bring your glove {and water}',
    MessageEs: '¡Día de partido! Trae tu guante',
  };

  beforeAll(async () => {
    const put = await t.injectAs('family', {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { changes: [{ kind: 'staffMessages', channel: 'email', enabled: false }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    await t.database.db
      .updateTable('contacts')
      .set({ phone: '+15550100777' })
      .where('id', '=', await t.contactId('family'))
      .execute();
    // Confirmed with its code (migration 0080), or the text would be skipped as unverified.
    await markPhonesVerified(t.database.db, [await t.contactId('family')]);
    await t.database.db
      .updateTable('contacts')
      .set({ phone: null })
      .where('id', '=', await t.contactId('newcomer'))
      .execute();
    await t.database.db
      .insertInto('sms_opt_outs')
      .values({ phone: '+15550100778', source: 'stop-keyword' })
      .execute();
  });

  it('counts per channel, segments per language and the skipped, writing nothing', async () => {
    const before = await countMessages();
    const res = await post('admin', '/api/messaging/preview', body);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<MessagePreview>();
    expect(preview.channels).toEqual({ email: 3, sms: 1, push: 0 });
    expect(preview.recipients).toBe(4);
    // The text as sent: "Riverhawks: " (12), the message ('{' and '}' are GSM-7 extension
    // characters: 38 characters, 40 septets), a line break and "Reply STOP to opt out" (21).
    expect(preview.sms.en).toEqual({
      count: 1,
      segments: { encoding: 'GSM-7', units: 74, segments: 1, perSegment: 160, nonGsm: [] },
    });
    // The Spanish line's "más" makes it UCS-2 too: 77 units, two segments.
    expect(preview.sms.es).toEqual({
      count: 0,
      segments: { encoding: 'UCS-2', units: 77, segments: 2, perSegment: 67, nonGsm: ['í', 'á'] },
      usesEnglish: false,
    });
    expect(preview.skipped.map((s) => [s.name, s.channel, s.status, s.reasonCode])).toEqual([
      ['Fay Family', 'email', 'skipped', 'opted_out'],
      ['Sam Staff', 'sms', 'skipped', 'sms_opted_out'],
      ['Olga Ortiz', 'sms', 'skipped', 'no_phone'],
      ['Nico New', 'sms', 'skipped', 'no_phone'],
      ['Cy Short', 'email', 'skipped', 'no_email'],
      ['Cy Short', 'sms', 'failed', 'invalid_phone'],
      // The ledger keeps a line per listing without a number, as it always has.
      ['Olga again', 'sms', 'skipped', 'no_phone'],
    ]);
    expect(preview.skipped[5]!.reasonValue).toBe('12');
    expect(await countMessages()).toBe(before);
  });

  it('matches what the send then queues: same recipients, channels and skips', async () => {
    const preview = (await post('admin', '/api/messaging/preview', body)).json<MessagePreview>();
    const sent = await post('admin', '/api/messaging/send', body);
    expect(sent.statusCode, sent.body).toBe(202);
    const detail = (
      await t.injectAs('admin', {
        method: 'GET',
        url: `/api/messaging/messages/${sent.json<{ id: string }>().id}`,
      })
    ).json<MessageDetail>();
    // The worker may have sent some already: queued, sending or sent, each was queued.
    const queued = detail.deliveries.filter((d) => d.attempts > 0 || d.status === 'queued');
    expect({
      email: queued.filter((d) => d.channel === 'email').length,
      sms: queued.filter((d) => d.channel === 'sms').length,
      push: 0,
    }).toEqual(preview.channels);
    expect(new Set(queued.map((d) => d.recipientLabel)).size).toBe(preview.recipients);
    const notGoing = detail.deliveries
      .filter((d) => !queued.includes(d))
      .map((d) => [d.recipientLabel, d.channel, d.status, d.reason, d.reasonCode]);
    expect(notGoing.sort()).toEqual(
      preview.skipped.map((s) => [s.name, s.channel, s.status, s.reason, s.reasonCode]).sort(),
    );
    expect(detail.deliveries).toHaveLength(11);
  });

  it('needs the permission to send', async () => {
    expect((await post(null, '/api/messaging/preview', body)).statusCode).toBe(401);
    for (const who of ['family', 'staff', 'newcomer'] as const) {
      expect((await post(who, '/api/messaging/preview', body)).statusCode).toBe(403);
    }
    expect((await post('it', '/api/messaging/preview', body)).statusCode).toBe(200);
  });

  it('refuses bad input as the send does, in the reader’s language', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...body, MessageTypes: 'Fax' }, /MessageTypes must be Email, SMS or Both/],
      [{ ...body, Recipients: [] }, /at least one recipient/i],
      [{ ...body, Message: '  ' }, /message is empty/i],
      [{ ...body, Recipients: [{ Email: 'x@y.test', Language: 'fr' }] }, /Language/],
      [{ ...body, Subject: 'x'.repeat(151) }, /A subject may have at most 150 characters/],
      [{ ...body, Subject: 'Rain\r\nBcc: x@y.test' }, /A subject is one line/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('admin', '/api/messaging/preview', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const es = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/messaging/preview',
      headers: { 'accept-language': 'es' },
      payload: { ...body, Recipients: [] },
    });
    expect(es.statusCode).toBe(400);
    // The wrapper and the shared rule's words are Spanish (platform/validation-messages.ts).
    expect(es.json().message).toBe(
      "Cuerpo no válido: campo 'Recipients': Elige al menos un destinatario",
    );
  });

  it('counts a Spanish reader’s text with their own opt-out line when there is no Spanish one', async () => {
    const { MessageEs: _, ...english } = body;
    const preview = (await post('admin', '/api/messaging/preview', english)).json<MessagePreview>();
    // The English message with "Responde STOP para no recibir más": its "á" makes it UCS-2.
    expect(preview.sms.es).toMatchObject({
      usesEnglish: true,
      segments: { encoding: 'UCS-2', units: 12 + 38 + 1 + 33, segments: 2, nonGsm: ['á'] },
    });
    expect(preview.sms.en.segments).toMatchObject({ encoding: 'GSM-7', units: 74 });
  });
});
