import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_CHANNELS,
  kindOffersChannel,
  MESSAGE_KINDS,
  type MessageChannel,
  type MessageKind,
} from '@dugout/shared';
import { startMessagePeers } from '../../testing/message-peers';
import { browserKeys, decryptPushPayload } from '../../testing/push-peer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * The preferences grid, cell by cell: for every kind of message, and
 * every place the portal sends one of that kind, a member who chose exactly one channel gets the
 * message by that channel and by no other, as the real transports deliver it: the SMTP peer, the
 * Twilio peer and the push service peer. ("Text me event notices" did nothing: notices went by
 * email only.)
 */
let t: TestApp;
let peers: Awaited<ReturnType<typeof startMessagePeers>>;
const browser = browserKeys();
const EMAIL = 'gina.grid@families.test';
// Texts go to a number on the card (whatever checks a number needs beyond that are not this
// test's: it gives the member the number the current rules text).
const PHONE = '+15550108801';
let gina: string;
let affiliation: number;

beforeAll(async () => {
  peers = await startMessagePeers();
  t = await createTestApp(peers.env);
  await t.worker.stop(); // each cell drains the outbox itself
  const db = t.database.db;
  // An affiliation of her own: events for it invite her alone (remind-now reaches only her).
  affiliation = (
    await db
      .insertInto('affiliations')
      .values({ name: 'Grid Squad' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  gina = (
    await db
      .insertInto('contacts')
      .values({
        first_name: 'Gina',
        last_name: 'Grid',
        email: EMAIL,
        phone: PHONE,
        language: 'en',
        affiliation_id: affiliation,
        is_site_user: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Texts go only to a number its holder confirmed (phone verification): Gina confirmed hers.
  await markPhonesVerified(db, [gina]);
  const subscribed = await t.injectAs(gina, {
    method: 'POST',
    url: '/api/push/subscribe',
    payload: { endpoint: `${peers.push.origin}/gina`, keys: browser.keys },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await peers?.close();
});

/** Gina chooses exactly `channel` for `kind` (the other two off), as the profile stores it. */
async function chooseOnly(kind: MessageKind, channel: MessageChannel) {
  const res = await t.injectAs(gina, {
    method: 'PUT',
    url: '/api/me/preferences',
    payload: {
      changes: MESSAGE_CHANNELS.map((c) => ({ kind, channel: c, enabled: c === channel })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function newEvent(name: string, emailList: string[] = []): Promise<string> {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: {
      name,
      date: '2031-06-07T14:00:00Z',
      allowedAffiliations: [affiliation],
      emailList,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

async function multipart(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

/** Every place the portal sends a message of a kind a member chooses channels for. */
const SENDERS: { name: string; kind: MessageKind; send(marker: string): Promise<void> }[] = [
  {
    name: 'event notice',
    kind: 'eventNotices',
    send: async (marker) => void (await newEvent(marker, [EMAIL])),
  },
  {
    name: 'event change notice',
    kind: 'eventNotices',
    async send(marker) {
      const id = await newEvent(marker);
      const res = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/event/update/${id}`,
        payload: {
          name: marker,
          date: '2031-06-07T15:00:00Z',
          allowedAffiliations: [affiliation],
          emailList: [EMAIL],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'content notice',
    kind: 'eventNotices',
    async send(marker) {
      const item = await t.database.db
        .selectFrom('content')
        .select(['id', 'file_type', 'category'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const body = await multipart({
        fileName: marker,
        fileType: item.file_type,
        tags: '[]',
        isBanner: 'false',
        isFeatured: 'false',
        category: item.category,
        emailList: JSON.stringify([EMAIL]),
        allowedAffiliations: '[]',
      });
      const res = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/content/update/${item.id}`,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'answered-for notice',
    kind: 'eventNotices',
    async send(marker) {
      const eventID = await newEvent(marker);
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/rsvp/new',
        payload: { eventID, contactID: gina, status: 'yes' },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'reminder',
    kind: 'reminders',
    async send(marker) {
      const id = await newEvent(marker);
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: `/api/rsvp/event/${id}/remind`,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'duty reminder',
    kind: 'duties',
    async send(marker) {
      // An event of its own date, with its RSVP reminders off: the pass reminds only the duty.
      const start = new Date('2031-09-06T14:00:00Z');
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/event/new',
        payload: { name: marker, date: start.toISOString(), allowedAffiliations: [affiliation] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const eventId = res.json<{ data: { id: string } }>().data.id;
      await t.database.db
        .insertInto('event_reminder_settings')
        .values({
          event_id: eventId,
          unanswered_hours: 48,
          unanswered_on: false,
          going_hours: 3,
          going_on: false,
        })
        .execute();
      const duty = await t.injectAs('admin', {
        method: 'POST',
        url: `/api/event/${eventId}/duties`,
        payload: { nameEn: 'Snacks', nameEs: 'Merienda', slots: 1 },
      });
      expect(duty.statusCode, duty.body).toBe(201);
      const signup = await t.injectAs('admin', {
        method: 'POST',
        url: `/api/duties/${duty.json<{ id: number }>().id}/signups`,
        payload: { contactId: gina },
      });
      expect(signup.statusCode, signup.body).toBe(201);
      expect(await t.reminders.runOnce(new Date(start.getTime() - 12 * 3600_000))).toBe(1);
    },
  },
  {
    name: 'conversation post',
    kind: 'conversations',
    async send(marker) {
      // Gina follows an event's conversation; the admin posts in it: a push at once, or the
      // hourly digest at the next pass (Gina has had none yet: each run's Gina is new).
      const eventId = await newEvent(marker);
      const follow = await t.injectAs(gina, {
        method: 'PUT',
        url: `/api/conversations/event/${eventId}/follow`,
        payload: { following: true },
      });
      expect(follow.statusCode, follow.body).toBe(200);
      const post = await t.injectAs('admin', {
        method: 'POST',
        url: `/api/conversations/event/${eventId}/posts`,
        payload: { body: `${marker}: who brings the water?` },
      });
      expect(post.statusCode, post.body).toBe(201);
      await t.worker.drain();
      await t.reminders.runOnce(new Date());
    },
  },
  {
    name: 'staff message',
    kind: 'staffMessages',
    async send(marker) {
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/messaging/send',
        // The staff offer both channels; the member's choice decides (push rides along).
        payload: {
          MessageTypes: 'Both',
          Recipients: [{ Email: EMAIL, PhoneNumber: PHONE, Name: 'Gina Grid' }],
          Message: marker,
        },
      });
      expect(res.statusCode, res.body).toBe(202);
    },
  },
];

/** What reached Gina since the marks, by channel, as each peer received it. */
function receivedSince(marks: { email: number; sms: number; push: number }) {
  const { smtp, sms, push } = peers;
  return {
    email: smtp.received
      .slice(marks.email)
      .filter((m) => m.to.includes(EMAIL))
      .map((m) => `${m.subject}\n${m.text}`),
    sms: sms.sent
      .slice(marks.sms)
      .filter((f) => f.get('To') === PHONE)
      .map((f) => f.get('Body') ?? ''),
    push: push.requests
      .slice(marks.push)
      .filter((r) => r.path === '/gina')
      .map((r) => decryptPushPayload(r.body, browser.privateKey, browser.auth).toString('utf8')),
  } satisfies Record<MessageChannel, string[]>;
}

it('has a sender for every kind of message', () => {
  expect(new Set(SENDERS.map((s) => s.kind))).toEqual(new Set(MESSAGE_KINDS));
});

describe.each(SENDERS)('$name ($kind)', (sender) => {
  // Only the channels the kind offers (conversations are never texted).
  it.each(MESSAGE_CHANNELS.filter((c) => kindOffersChannel(sender.kind, c)))(
    'chosen by %s only: arrives by it and by nothing else',
    async (channel) => {
      await chooseOnly(sender.kind, channel);
      const { smtp, sms, push } = peers;
      const marks = {
        email: smtp.received.length,
        sms: sms.sent.length,
        push: push.requests.length,
      };
      const marker = `Grid ${sender.name} by ${channel}`;
      await sender.send(marker);
      await t.worker.drain();
      const got = receivedSince(marks);
      for (const c of MESSAGE_CHANNELS) {
        if (c === channel) {
          expect(got[c], `${c}: ${JSON.stringify(got)}`).toHaveLength(1);
          expect(got[c][0]).toContain(marker);
        } else {
          expect(got[c], `${c}: ${JSON.stringify(got)}`).toEqual([]);
        }
      }
    },
  );
});
