import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import type { postInboundSms } from '../../testing/twilio-peer';
import { startTextingApp, TEXTING_PUBLIC_URL, type TextingApp } from '../../testing/texting-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * Twilio's two sides, on loopback: a REST peer that takes the portal's texts (and refuses the
 * number that opted out with Twilio, 21610), and inbound webhooks posted to the running portal,
 * signed with Twilio's own SDK helper (not with the code under test).
 */
const TOKEN = 'inbound-test-token';
const SID = 'AC00000000000000000000000000000016';
const REFUSED_BY_TWILIO = '+15550107199';

let app: TextingApp;
let sent: URLSearchParams[];
let t: TestApp;

beforeAll(async () => {
  app = await startTextingApp(SID, TOKEN, {
    refuse: (form) => form.get('To') === REFUSED_BY_TWILIO,
    env: { CONTACT_EMAIL: 'office@riverhawks.test' },
  });
  ({ t } = app);
  sent = app.peer.sent;
});
afterAll(async () => {
  await app?.close();
});

/** Posts an inbound text as Twilio does; `sign` chooses the signature (Twilio's by default). */
const inbound = (from: string, body: string, sign?: Parameters<typeof postInboundSms>[0]['sign']) =>
  app.inbound(from, body, { sign });

const held = new Set<string>();
/** A member who confirmed holding `phone` (migration 0080): texts go only to such numbers. */
async function verifiedHolder(phone: string): Promise<void> {
  if (held.has(phone)) return;
  held.add(phone);
  const row = await t.database.db
    .insertInto('contacts')
    .values({ first_name: 'Holder', last_name: phone, language: 'en', phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  await markPhonesVerified(t.database.db, [row.id]);
}

/** A staff text to one number (someone's verified one), sent; its ledger row. */
async function staffText(phone: string) {
  await verifiedHolder(phone);
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: {
      MessageTypes: 'SMS',
      Recipients: [{ PhoneNumber: phone }],
      Message: 'Practice moved to 6pm.',
    },
  });
  expect(res.statusCode).toBe(202);
  const { id } = res.json() as { id: string };
  await t.worker.drain();
  const detail = (
    await t.injectAs('admin', { method: 'GET', url: `/api/messaging/messages/${id}` })
  ).json() as {
    deliveries: { recipient: string; status: string; reason: string | null; reasonCode?: string }[];
  };
  return detail.deliveries[0]!;
}

const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

it('STOP turns a number off (the next staff text is skipped, shown in the ledger); START turns it back on', async () => {
  const phone = '+15550107101';
  expect((await staffText(phone)).status).toBe('sent');

  const stop = await inbound(phone, '  stop ');
  expect(stop).toMatchObject({ status: 200, text: EMPTY });
  expect(stop.type).toMatch(/^text\/xml/);
  const before = sent.length;
  expect(await staffText(phone)).toMatchObject({
    status: 'skipped',
    reason: 'Skipped: this number opted out of texts (STOP)',
    reasonCode: 'sms_opted_out',
  });
  expect(sent.length).toBe(before); // nothing reached Twilio

  // Any other opt-out word too, and a repeated one keeps the first.
  for (const word of ['StopAll', 'UNSUBSCRIBE', 'cancel', 'End', 'quit']) {
    expect((await inbound('+15550107102', word)).text).toBe(EMPTY);
    expect((await staffText('+15550107102')).status).toBe('skipped');
    expect((await inbound('+15550107102', 'UNSTOP')).text).toBe(EMPTY);
  }

  expect(await inbound(phone, 'Start')).toMatchObject({ status: 200, text: EMPTY });
  expect(await staffText(phone)).toMatchObject({ status: 'sent', reason: null });
  expect(sent.at(-1)!.get('To')).toBe(phone);

  // YES from a number that opted out opts it back in, as Twilio does (it unblocks the number).
  expect((await inbound('+15550107102', 'STOP')).text).toBe(EMPTY);
  expect(await inbound('+15550107102', 'Yes')).toMatchObject({ status: 200, text: EMPTY });
  expect((await staffText('+15550107102')).status).toBe('sent');
});

it('HELP answers with the team and the office email, in the language of the number owner', async () => {
  await t.database.db
    .insertInto('contacts')
    .values([
      { first_name: 'Lucía', last_name: 'Inbound', language: 'es', phone: '+15550107111' },
      { first_name: 'Liam', last_name: 'Inbound', language: 'en', phone: '+15550107112' },
    ])
    .execute();
  const es = await inbound('+15550107111', 'help');
  expect(es.status).toBe(200);
  expect(es.text).toBe(
    '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Mensajes del equipo Riverhawks. Responde STOP para dejar de recibirlos y START para recibirlos de nuevo. Preguntas: office@riverhawks.test</Message></Response>',
  );
  const en = await inbound('+15550107112', 'INFO');
  expect(en.text).toContain(
    '<Message>Riverhawks team texts. Reply STOP to stop all texts, START to get them again. Questions: office@riverhawks.test</Message>',
  );
  // A number no contact has: English.
  expect((await inbound('+15550107113', ' Help ')).text).toContain('Riverhawks team texts.');
});

it('refuses a webhook that is unsigned, signed with another token, or signed for another URL', async () => {
  const unsigned = await inbound('+15550107121', 'STOP', 'none');
  expect(unsigned.status).toBe(403);
  expect(unsigned.text).toMatch(/no X-Twilio-Signature/);
  const wrong = await inbound('+15550107121', 'STOP', 'wrong');
  expect(wrong.status).toBe(403);
  expect(wrong.text).toMatch(/does not match/);
  const otherUrl = await inbound('+15550107121', 'STOP', 'other-url');
  expect(otherUrl.status).toBe(403);
  // Signed, then the text changed on the way.
  const tampered = await inbound('+15550107121', 'STOP', 'tampered');
  expect(tampered.status).toBe(403);
  expect(tampered.text).toMatch(/does not match/);
  // None of them turned the number off.
  expect((await staffText('+15550107121')).status).toBe('sent');
  // A body that is not a form is refused before its signature is read (never a 500).
  const junk = await fetch(`${app.origin}/api/sms/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Twilio-Signature': 'abc' },
    body: '{"From": 1}',
  });
  expect(junk.status).toBe(415);
});

it("accepts Twilio's signature over the public URL, also when Twilio signed it with :443", async () => {
  const phone = '+15550107171';
  expect(await inbound(phone, 'STOP', 'default-port')).toMatchObject({ status: 200, text: EMPTY });
  expect((await staffText(phone)).status).toBe('skipped');
  expect(await inbound(phone, 'START')).toMatchObject({ status: 200, text: EMPTY });
  expect((await staffText(phone)).status).toBe('sent');
});

it('accepts a signature made as Twilio documents it, independently of its SDK', async () => {
  const phone = '+15550107181';
  const fields = {
    MessageSid: 'SMdocumented00000000000000000001',
    AccountSid: SID,
    From: phone,
    To: '+15550100100',
    Body: 'Stop',
  };
  // HMAC-SHA1 with the auth token over the URL, then each field's name and value sorted by name.
  const signed = Object.keys(fields)
    .sort()
    .reduce(
      (data, name) => data + name + fields[name as keyof typeof fields],
      `${TEXTING_PUBLIC_URL}/api/sms/inbound`,
    );
  const post = (signature: string) =>
    fetch(`${app.origin}/api/sms/inbound`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': signature,
      },
      body: new URLSearchParams(fields),
    });
  const valid = createHmac('sha1', TOKEN).update(signed, 'utf8').digest('base64');
  // The same signature in another case, or cut short, is not it.
  expect((await post(valid.toLowerCase())).status).toBe(403);
  expect((await post(valid.slice(0, -2))).status).toBe(403);
  expect((await staffText(phone)).status).toBe('sent');
  expect((await post(valid)).status).toBe(200);
  expect((await staffText(phone)).status).toBe('skipped');
});

it('accepts only the form Twilio posts: a signed JSON body is refused and changes nothing', async () => {
  const sent = await app.inbound('+15550107151', 'STOP', { asJson: true });
  expect(sent.status).toBe(415);
  expect(sent.text).toMatch(/form/);
  expect((await staffText('+15550107151')).status).toBe('sent');
});

it('handles each MessageSid once: the same signed request again gets the same answer and changes nothing', async () => {
  const phone = '+15550107161';
  const post = (body: string, messageSid: string) => app.inbound(phone, body, { messageSid });
  expect((await post('STOP', 'SMreplay0000000000000000000000001')).status).toBe(200);
  expect((await post('START', 'SMreplay0000000000000000000000002')).status).toBe(200);
  // The STOP again, as Twilio retries or as someone replays it: the number stays on.
  expect(await post('STOP', 'SMreplay0000000000000000000000001')).toMatchObject({
    status: 200,
    text: EMPTY,
  });
  expect((await staffText(phone)).status).toBe('sent');
  // A reply is given again word for word.
  const help = await post('HELP', 'SMreplay0000000000000000000000003');
  expect(help.text).toContain('Riverhawks team texts.');
  expect(await post('HELP', 'SMreplay0000000000000000000000003')).toEqual(help);
});

// YES and NO are answers to reminders (reminders/reminder-replies.test.ts); any other text goes to
// the office's inbox (texts-inbox.test.ts), with no reply.
it('answers any other text with an empty response', async () => {
  for (const body of ['See you there!', '', 'stop please', '<Response>&']) {
    expect(await inbound('+15550107131', body)).toMatchObject({ status: 200, text: EMPTY });
  }
  expect((await staffText('+15550107131')).status).toBe('sent');
});

it('a 21610 from Twilio marks the number opted out: that text and the next are skipped, not retried', async () => {
  const carrier =
    'Skipped: unsubscribed with the carrier (the number replied STOP to the carrier; Twilio error 21610)';
  expect(await staffText(REFUSED_BY_TWILIO)).toMatchObject({
    status: 'skipped',
    reason: carrier,
    reasonCode: 'sms_carrier_opted_out',
  });
  const row = await t.database.db
    .selectFrom('sms_opt_outs')
    .selectAll()
    .where('phone', '=', REFUSED_BY_TWILIO)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ source: 'carrier-21610', opted_in_at: null });
  // The next text is skipped before Twilio, still named as the carrier's unsubscribe.
  expect(await staffText(REFUSED_BY_TWILIO)).toMatchObject({
    status: 'skipped',
    reason: carrier,
    reasonCode: 'sms_carrier_opted_out',
  });
  const queued = await t.database.db
    .selectFrom('deliveries')
    .select('id')
    .where('recipient', '=', REFUSED_BY_TWILIO)
    .where('status', '=', 'queued')
    .execute();
  expect(queued).toEqual([]);
});

it("shows the number's STOP on the contact to those who may edit it, until START", async () => {
  const { id } = await t.database.db
    .insertInto('contacts')
    .values({ first_name: 'Stella', last_name: 'Inbound', language: 'en', phone: '+15550107141' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const read = async (who: 'admin' | 'staff') =>
    (await t.injectAs(who, { method: 'GET', url: `/api/contact/${id}` })).json() as {
      smsOptOut?: { source: string; optedOutAt: string } | null;
    };
  expect((await read('admin')).smsOptOut).toBeNull();
  await inbound('+15550107141', 'STOP');
  const stopped = (await read('admin')).smsOptOut!;
  expect(stopped.source).toBe('stop-keyword');
  expect(Date.now() - Date.parse(stopped.optedOutAt)).toBeLessThan(10 * 60_000);
  expect((await read('staff')).smsOptOut).toBeUndefined();
  await inbound('+15550107141', 'START');
  expect((await read('admin')).smsOptOut).toBeNull();
});
