import type { TextConversation, TextInbox } from '@dugout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventFor } from '../../testing/affiliated-event';
import {
  remindNow,
  startTextingApp,
  TEXTING_PUBLIC_URL as PUBLIC_URL,
  type TextingApp,
} from '../../testing/texting-app';
import { postInboundSms } from '../../testing/twilio-peer';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * The office's inbox of texts, through the real webhook (signed with Twilio's own
 * helper) and a Twilio-shaped REST peer on loopback that takes the reminders and the answers.
 */
const TOKEN = 'texts-inbox-token';
const SID = 'AC00000000000000000000000000000031';
const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
let app: TextingApp;
let t: TestApp;
let affiliation: number;

beforeAll(async () => {
  app = await startTextingApp(SID, TOKEN);
  t = app.t;
  affiliation = (
    await t.database.db
      .insertInto('affiliations')
      .values({ name: 'Inbox Squad' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => app?.close());

/** Contacts of the test's own squad sharing one number (a household's), each confirmed. */
async function household(phone: string, names: string[], language = 'es'): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const row = await t.database.db
      .insertInto('contacts')
      .values({
        first_name: name,
        last_name: 'Inbox',
        phone,
        language,
        affiliation_id: affiliation,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await markPhonesVerified(t.database.db, ids);
  return ids;
}

const squadEvent = (name: string, daysAhead: number) =>
  eventFor(t.database.db, name, affiliation, daysAhead);
const remind = (eventId: string) => remindNow(t, eventId);
const inbound = (from: string, body: string, messageSid?: string) =>
  app.inbound(from, body, { messageSid });

const inbox = async (who = 'admin') => {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/messaging/texts' });
  expect(res.statusCode).toBe(200);
  return res.json() as TextInbox;
};
const conversationOf = async (phone: string) => {
  const c = (await inbox()).conversations.find((x) => x.phone === phone);
  expect(c, `a conversation with ${phone}`).toBeDefined();
  return c!;
};
const thread = async (id: string, headers: Record<string, string> = {}) => {
  const res = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/messaging/texts/${id}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TextConversation;
};
const answer = (id: string, payload: unknown, who = 'admin', headers = {}) =>
  t.injectAs(who, {
    method: 'POST',
    url: `/api/messaging/texts/${id}/answer`,
    payload: payload as object,
    headers,
  });

it('stores a free-text reply with no reply, linked to the number’s contact and the event last reminded', async () => {
  const phone = '+15550107401';
  const [rosa, ramon] = await household(phone, ['Rosa', 'Ramón']);
  const first = [rosa!, ramon!].sort()[0];
  const game = await squadEvent('Game vs Herons', 3);
  await t.database.db
    .insertInto('event_translations')
    .values({
      event_id: game,
      language: 'es',
      field_name: 'Name',
      contents: 'Partido contra Herons',
    })
    .execute();
  await remind(game);
  expect(app.peer.sent.map((f) => f.get('To'))).toContain(phone);
  const unreadBefore = (await inbox()).unreadTotal;

  expect(await inbound(phone, 'si, vamos')).toMatchObject({ status: 200, text: EMPTY });

  const c = await conversationOf(phone);
  // The shared number links the first of the household by id, as the Y/N replies read it.
  expect(c.contact).toEqual({ id: first, name: first === rosa ? 'Rosa Inbox' : 'Ramón Inbox' });
  expect(c.event).toEqual({ id: game, name: 'Game vs Herons' });
  expect(c.last).toMatchObject({ direction: 'in', body: 'si, vamos' });
  expect(c.unread).toBe(1);
  expect((await inbox()).unreadTotal).toBe(unreadBefore + 1);
  // The event's name in the reader's language.
  const es = await thread(c.id, { 'accept-language': 'es' });
  expect(es.event).toEqual({ id: game, name: 'Partido contra Herons' });
  expect(es.messages).toMatchObject([{ direction: 'in', body: 'si, vamos', read: false }]);
});

it('leaves Y/N answers and STOP to their handlers: nothing of them is stored', async () => {
  const phone = '+15550107402';
  await household(phone, ['Yara'], 'en');
  const game = await squadEvent('Game vs Owls', 4);
  await remind(game);
  await inbound(phone, 'Running late, 10 min');
  const { id } = await conversationOf(phone);

  const yes = await inbound(phone, 'Y');
  expect(yes.text).toMatch(/We recorded Yes for Yara Inbox: Game vs Owls/);
  expect((await inbound(phone, 'STOP')).text).toBe(EMPTY);
  expect((await thread(id)).messages.map((m) => m.body)).toEqual(['Running late, 10 min']);
  expect((await thread(id)).optedOut).toBe(true);
  // A Y with no reminder to answer is still the reminders' (a pointer to the events page).
  const stray = await inbound('+15550107409', 'yes');
  expect(stray.text).toMatch(/events/);
  expect((await inbox()).conversations.filter((x) => x.phone === '+15550107409')).toEqual([]);
});

it('stores a MessageSid once, however often Twilio posts it', async () => {
  const phone = '+15550107403';
  await household(phone, ['Remy'], 'en');
  const sid = 'SMinbox00000000000000000000000001';
  expect((await inbound(phone, 'Can Remy get a ride?', sid)).status).toBe(200);
  expect((await inbound(phone, 'Can Remy get a ride?', sid)).status).toBe(200);
  const c = await conversationOf(phone);
  expect(c.unread).toBe(1);
  expect((await thread(c.id)).messages).toHaveLength(1);
});

it('links no event to a reply long after the last reminder, and no contact to a stranger’s number', async () => {
  const phone = '+15550107404';
  await household(phone, ['Olga'], 'en');
  const game = await squadEvent('Game vs Kites', 5);
  await remind(game);
  await t.database.db
    .updateTable('event_reminders')
    .set({ created_at: new Date(Date.now() - 8 * 86400_000) })
    .where('phone', '=', phone)
    .execute();
  await inbound(phone, 'Is practice on?');
  expect((await conversationOf(phone)).event).toBeNull();

  await inbound('+15550107499', 'Who is this?');
  const stranger = await conversationOf('+15550107499');
  expect(stranger).toMatchObject({ contact: null, event: null, unread: 1 });
  // Nobody confirmed holding that number: no answer goes to it.
  const refused = await answer(stranger.id, { body: 'This is the Riverhawks office.' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'sms_unverified' });
});

it('refuses the inbox to members who may not send staff messages', async () => {
  const phone = '+15550107405';
  await household(phone, ['Paz']);
  await inbound(phone, 'Hola, pregunta');
  const { id } = await conversationOf(phone);
  for (const who of ['family', 'staff', 'newcomer']) {
    expect((await t.injectAs(who, { method: 'GET', url: '/api/messaging/texts' })).statusCode).toBe(
      403,
    );
    expect(
      (await t.injectAs(who, { method: 'GET', url: `/api/messaging/texts/${id}` })).statusCode,
    ).toBe(403);
    expect((await answer(id, { body: 'hi' }, who)).statusCode).toBe(403);
  }
  expect((await thread(id)).messages).toHaveLength(1);
});

it('marks read what was seen, and sends the answer through Twilio into the thread and the ledger', async () => {
  const phone = '+15550107406';
  await household(phone, ['Lupe']);
  await inbound(phone, 'Llegamos tarde');
  const c = await conversationOf(phone);
  const read = await t.injectAs('admin', {
    method: 'POST',
    url: `/api/messaging/texts/${c.id}/read`,
    payload: { through: c.last.at },
  });
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual({ unread: 0 });
  expect((await conversationOf(phone)).unread).toBe(0);
  // A text that came after what the reader saw stays unread.
  await inbound(phone, '¿Dónde estacionamos?');
  await t.injectAs('admin', {
    method: 'POST',
    url: `/api/messaging/texts/${c.id}/read`,
    payload: { through: c.last.at },
  });
  expect((await conversationOf(phone)).unread).toBe(1);

  const before = app.peer.sent.length;
  const res = await answer(c.id, { body: '  Lot B, by the gate.  ' });
  expect(res.statusCode).toBe(202);
  const { messageId } = res.json() as { id: string; messageId: string };
  await t.worker.drain();
  const out = app.peer.sent.slice(before);
  expect(out.map((f) => [f.get('To'), f.get('Body')])).toEqual([[phone, 'Lot B, by the gate.']]);

  const after = await thread(c.id);
  expect(after.messages.at(-1)).toMatchObject({
    direction: 'out',
    body: 'Lot B, by the gate.',
    answeredBy: { name: 'Alex Admin' },
    delivery: { messageId, status: 'sent', reasonCode: null },
  });
  expect((await conversationOf(phone)).last).toMatchObject({ direction: 'out' });
  const ledger = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/messaging/messages/${messageId}`,
  });
  expect(ledger.json()).toMatchObject({
    kind: 'text_answer',
    deliveries: [{ channel: 'sms', recipient: phone, status: 'sent' }],
  });
});

it('refuses an answer to a number that replied STOP, in the reader’s language', async () => {
  const phone = '+15550107407';
  await household(phone, ['Sol']);
  await inbound(phone, 'No puedo ir');
  await inbound(phone, 'stop');
  const { id } = await conversationOf(phone);
  const before = app.peer.sent.length;
  const en = await answer(id, { body: 'Thanks for letting us know' });
  expect(en.statusCode).toBe(409);
  expect(en.json()).toMatchObject({ code: 'sms_opted_out', message: /replied STOP/ });
  const es = await answer(id, { body: 'Gracias' }, 'admin', { 'accept-language': 'es' });
  expect(es.json()).toMatchObject({ message: /respondió STOP/ });
  await t.worker.drain();
  expect(app.peer.sent.length).toBe(before);
  expect((await thread(id)).messages).toHaveLength(1);
});

it('answers bad input with a 4xx and a clear message', async () => {
  const phone = '+15550107408';
  await household(phone, ['Bea'], 'en');
  await inbound(phone, 'Question about tickets');
  const { id } = await conversationOf(phone);
  const cases: [string, string, unknown, number, RegExp][] = [
    ['POST', `/api/messaging/texts/${id}/answer`, { body: '   ' }, 400, /Write the answer first/],
    ['POST', `/api/messaging/texts/${id}/answer`, { body: 'x'.repeat(1601) }, 400, /1600/],
    ['POST', `/api/messaging/texts/${id}/answer`, { body: 42 }, 400, /Write the answer first/],
    ['POST', `/api/messaging/texts/${id}/answer`, {}, 400, /answer/],
    ['POST', `/api/messaging/texts/${id}/read`, { through: 'yesterday' }, 400, /date and time/],
    ['POST', '/api/messaging/texts/nope/answer', { body: 'hi' }, 400, /Not a conversation id/],
    ['GET', '/api/messaging/texts/nope', undefined, 400, /Not a conversation id/],
    [
      'GET',
      '/api/messaging/texts/00000000-0000-4000-8000-000000000000',
      undefined,
      404,
      /does not exist/,
    ],
    [
      'POST',
      '/api/messaging/texts/00000000-0000-4000-8000-000000000000/answer',
      { body: 'hi' },
      404,
      /does not exist/,
    ],
  ];
  for (const [method, url, payload, status, message] of cases) {
    const res = await t.injectAs('admin', {
      method: method as 'GET',
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
    expect((res.json() as { message: string }).message).toMatch(message);
  }
  expect((await thread(id)).messages).toHaveLength(1);
});

describe('without a Twilio account to send with', () => {
  let bare: TestApp;
  beforeAll(async () => {
    // The webhook is on (its token), sending is not; no demo mailbox either.
    bare = await createTestApp({ PUBLIC_URL, TWILIO_AUTH_TOKEN: TOKEN, DEMO: '0' });
    await bare.listen();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('stores replies but refuses an answer, saying texts are not set up', async () => {
    const [id] = await (async () => {
      const row = await bare.database.db
        .insertInto('contacts')
        .values({ first_name: 'Nia', last_name: 'Inbox', phone: '+15550107410' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await markPhonesVerified(bare.database.db, [row.id]);
      return [row.id];
    })();
    const posted = await postInboundSms({
      origin: `http://127.0.0.1:${bare.config.PORT}`,
      publicUrl: PUBLIC_URL,
      accountSid: SID,
      token: TOKEN,
      from: '+15550107410',
      body: 'See you Saturday',
    });
    expect(posted.status).toBe(200);
    const list = (
      await bare.injectAs('admin', { method: 'GET', url: '/api/messaging/texts' })
    ).json() as TextInbox;
    const c = list.conversations.find((x) => x.phone === '+15550107410')!;
    expect(c.contact?.id).toBe(id);
    const res = await bare.injectAs('admin', {
      method: 'POST',
      url: `/api/messaging/texts/${c.id}/answer`,
      payload: { body: 'Great' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'sms_not_configured', message: /not set up/ });
  });
});

it('is in the demo: replies from seeded families about the next game, one answered', async () => {
  const demo = (await inbox()).conversations;
  const vamos = demo.find((c) => c.last.body === 'Gracias, ¡nos vemos en el partido!');
  expect(vamos?.event).not.toBeNull();
  const answered = await thread(vamos!.id);
  expect(answered.messages.map((m) => [m.direction, m.body])).toEqual([
    ['in', 'si, vamos'],
    ['out', 'Gracias, ¡nos vemos en el partido!'],
  ]);
  expect(answered.messages[1]).toMatchObject({
    answeredBy: { name: 'Alex Admin' },
    delivery: { status: 'sent' },
  });
  const fiona = await t.contactId('family');
  expect(demo.find((c) => c.contact?.id === fiona)).toMatchObject({
    unread: 1,
    last: { body: 'Running late, 10 min. Can someone tell the coach?' },
  });
  expect(demo.find((c) => c.phone === '+15555550199')).toMatchObject({ contact: null });
});
