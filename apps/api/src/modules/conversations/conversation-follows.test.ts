import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Team } from '@dugout/shared';
import { startMessagePeers } from '../../testing/message-peers';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Following conversations (issue 29), followed to where the mail arrives (the SMTP peer on
 * loopback): posting follows; a new post pushes to followers who chose push; the hourly digest
 * goes once an hour at most per member whatever the number of schedulers, without one's own
 * posts, without posts one may no longer read; a mention notifies even a non-follower, and a
 * mention of someone who cannot read the conversation is dropped.
 */
let t: TestApp;
let peers: Awaited<ReturnType<typeof startMessagePeers>>;
const people: Record<string, string> = {};
const mailOf = (who: string) => `${who.toLowerCase()}.follows@families.test`;

beforeAll(async () => {
  peers = await startMessagePeers();
  t = await createTestApp(peers.env);
  await t.worker.stop(); // each case drains the outbox itself
  for (const [first, language] of [
    ['Ada', 'en'],
    ['Ben', 'es'],
    ['Cal', 'en'],
    ['Dee', 'en'],
    ['Eve', 'en'],
    ['Fay', 'en'],
    ['Gus', 'en'],
    ['Hal', 'en'],
  ] as const) {
    const row = await t.database.db
      .insertInto('contacts')
      .values({
        first_name: first,
        last_name: 'Follows',
        language,
        email: mailOf(first),
        is_site_user: true,
        permissions: ['view:contacts'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people[first] = row.id;
  }
});
afterAll(async () => {
  await t?.close();
  await peers?.close();
});

const as = (who: string) => people[who] ?? who;
async function call(who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.injectAs(as(who), { method, url, ...(payload && { payload }) });
}
async function newEvent(name: string, teams?: number[]) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
async function post(who: string, event: string, body: string, mentions: string[] = []) {
  const res = await call(who, 'POST', `/api/conversations/event/${event}/posts`, {
    body,
    mentions,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const following = async (who: string, event: string) => {
  const res = await call(who, 'GET', `/api/conversations/event/${event}/follow`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ following: boolean }>().following;
};
/** The mails a member received since `from` (an index into the peer's list). */
const mailsTo = (who: string, from: number) =>
  peers.smtp.received.slice(from).filter((m) => m.to.includes(mailOf(who)));
const HOUR = 3600_000;
/** One scheduler pass at `at` (the digests ride it), then the outbox sends what it queued. */
async function passAt(at: Date) {
  const n = await t.reminders.runOnce(at);
  await t.worker.drain();
  return n;
}
/** Push deliveries queued for a member by new posts (the outbox's ledger). */
const pushesTo = async (who: string) =>
  (
    await t.database.db
      .selectFrom('deliveries as d')
      .innerJoin('messages as m', 'm.id', 'd.message_id')
      .select(['d.subject'])
      .where('m.kind', '=', 'conversation_post')
      .where('d.channel', '=', 'push')
      .where('d.recipient', '=', people[who]!)
      .orderBy('d.id')
      .execute()
  ).map((d) => d.subject);
const choosePush = (who: string) =>
  call(who, 'PUT', '/api/me/preferences', {
    changes: [{ kind: 'conversations', channel: 'push', enabled: true }],
  });

it('posting or answering follows; Unfollow stops it and a later post does not follow again', async () => {
  const event = await newEvent('Follows: posting');
  expect(await following('Ada', event)).toBe(false);
  const first = await post('Ada', event, 'Who brings the cooler?');
  expect(await following('Ada', event)).toBe(true);
  const res = await call('Cal', 'POST', `/api/conversations/event/${event}/posts`, {
    body: 'I can',
    parentId: first,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(await following('Cal', event)).toBe(true);

  const off = await call('Ada', 'PUT', `/api/conversations/event/${event}/follow`, {
    following: false,
  });
  expect(off.json()).toEqual({ following: false });
  await post('Ada', event, 'Thanks Cal');
  expect(await following('Ada', event)).toBe(false);
  const on = await call('Ada', 'PUT', `/api/conversations/event/${event}/follow`, {
    following: true,
  });
  expect(on.statusCode).toBe(200);
  expect(await following('Ada', event)).toBe(true);
});

it('follows only what one may read, and refuses a body that is not true or false', async () => {
  const twelve = (await call('admin', 'GET', '/api/teams'))
    .json<Team[]>()
    .find((x) => x.name === '12U Riverhawks')!.id;
  const closed = await newEvent('Follows: 12U only', [twelve]);
  const refused = await call('Hal', 'PUT', `/api/conversations/event/${closed}/follow`, {
    following: true,
  });
  expect(refused.statusCode).toBe(404);
  const open = await newEvent('Follows: open');
  const bad = await call('Hal', 'PUT', `/api/conversations/event/${open}/follow`, {
    following: 'yes',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json<{ message: string }>().message).toBe(
    'Say whether you follow the conversation (true or false)',
  );
  const sms = await call('Hal', 'PUT', '/api/me/preferences', {
    changes: [{ kind: 'conversations', channel: 'sms', enabled: true }],
  });
  expect(sms.statusCode).toBe(400);
});

it('a new post pushes to followers who chose push, never to its author', async () => {
  const event = await newEvent('Follows: push');
  await choosePush('Dee');
  await choosePush('Eve');
  await post('Dee', event, 'Carpool from the library?');
  await post('Eve', event, 'Yes, at 4');
  expect(await pushesTo('Dee')).toEqual(['Eve Follows in Follows: push']);
  expect(await pushesTo('Eve')).toEqual([]);
});

it('one digest an hour at most per member, across two schedulers, without their own posts', async () => {
  const event = await newEvent('Follows: digest');
  await post('Ben', event, 'Llevo agua');
  await post('Gus', event, 'Great, I bring oranges');
  const from = peers.smtp.received.length;
  const at = new Date(Date.now() + 60_000);
  const other = t.reminders.replica();
  await Promise.all([t.reminders.runOnce(at), other.runOnce(at), t.reminders.runOnce(at)]);
  await t.worker.drain();
  const ben = mailsTo('Ben', from);
  expect(ben.map((m) => m.subject)).toEqual([
    'Nuevas publicaciones en 1 conversación(es) que sigues',
  ]);
  expect(ben[0]!.text).toContain('- Gus Follows: Great, I bring oranges');
  expect(ben[0]!.text).not.toContain('Llevo agua');
  expect(ben[0]!.text).toContain(`/events/${event}`);
  expect(ben[0]!.raw).toMatch(/List-Unsubscribe:\s+<[^>]+\.conversations\.[^>]+>/);
  // Gus followed by posting after Ben: Ben's post came before, and his own is not his news.
  expect(mailsTo('Gus', from)).toEqual([]);

  // Within the hour, a new post waits; an hour after the last digest it goes.
  await post('Gus', event, 'And napkins');
  const second = peers.smtp.received.length;
  await passAt(new Date(at.getTime() + HOUR / 2));
  expect(mailsTo('Ben', second)).toEqual([]);
  await passAt(new Date(at.getTime() + HOUR));
  const later = mailsTo('Ben', second);
  expect(later).toHaveLength(1);
  expect(later[0]!.text).toContain('And napkins');
  expect(later[0]!.text).not.toContain('oranges');
});

it('a mention notifies a member who does not follow; one who cannot read it is dropped', async () => {
  const twelve = (await call('admin', 'GET', '/api/teams'))
    .json<Team[]>()
    .find((x) => x.name === '12U Riverhawks')!.id;
  const event = await newEvent('Follows: mention', [twelve]);
  await choosePush('Fay');
  // admin sees the 12U event; Fay and Hal are on no team and cannot read it.
  const outsider = await post('admin', event, 'Hal, can you help?', [people.Hal!]);
  const dropped = await t.database.db
    .selectFrom('conversation_post_mentions')
    .selectAll()
    .where('post_id', '=', outsider)
    .execute();
  expect(dropped).toEqual([]);

  const open = await newEvent('Follows: mention open');
  const from = peers.smtp.received.length;
  await post('Cal', open, 'Fay, you have the field key?', [people.Fay!]);
  expect(await pushesTo('Fay')).toEqual(['Cal Follows mentioned you in Follows: mention open']);
  expect(await following('Fay', open)).toBe(false);
  await passAt(new Date(Date.now() + 3 * HOUR));
  const fay = mailsTo('Fay', from);
  expect(fay).toHaveLength(1);
  expect(fay[0]!.text).toContain('- Cal Follows (mentioned you): Fay, you have the field key?');
  expect(mailsTo('Hal', from)).toEqual([]);
});

it('leaves out posts the member may no longer read: the event narrowed to a team, a hidden post', async () => {
  const event = await newEvent('Follows: narrowed');
  const other = await newEvent('Follows: hidden');
  await post('Hal', event, 'Hal follows this');
  await post('Hal', other, 'And this');
  await post('Cal', event, 'Secret plans');
  const hidden = await post('Cal', other, 'Off-topic ad');
  const twelve = (await call('admin', 'GET', '/api/teams'))
    .json<Team[]>()
    .find((x) => x.name === '12U Riverhawks')!.id;
  await t.database.db
    .insertInto('event_teams')
    .values({ event_id: event, team_id: twelve })
    .execute();
  const hide = await call('admin', 'PUT', `/api/conversation-posts/${hidden}/hide`, {
    reason: 'Advert',
  });
  expect(hide.statusCode, hide.body).toBe(204);
  await post('Cal', other, 'Practice moved to 6');
  const from = peers.smtp.received.length;
  await passAt(new Date(Date.now() + 5 * HOUR));
  const hal = mailsTo('Hal', from);
  expect(hal).toHaveLength(1);
  expect(hal[0]!.text).toContain('- Cal Follows: Practice moved to 6');
  expect(hal[0]!.text).not.toContain('Secret plans');
  expect(hal[0]!.text).not.toContain('Off-topic ad');
  expect(hal[0]!.text).not.toContain('Follows: narrowed');
});
