import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessagePreferences, PushKey, PushStatus } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  browserKeys,
  decryptPushPayload,
  startPushPeer,
  verifyVapid,
} from '../../testing/push-peer';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startPushPeer>>;
beforeAll(async () => {
  peer = await startPushPeer();
  // The real Web Push transport (a demo would only record pushes), against the loopback peer.
  t = await createTestApp({
    PUSH_TRANSPORT: 'web-push',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    VAPID_SUBJECT: 'mailto:office@riverhawks.test',
  });
  await t.worker.stop(); // sends happen when the test drains the outbox
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
// Each test starts from the seed: no browser subscribed, no explicit choice stored (a missing row
// is the default), and a push service that accepts everything; tests run in any order.
beforeEach(async () => {
  await t.database.db.deleteFrom('push_subscriptions').execute();
  await t.database.db.deleteFrom('message_preferences').execute();
  peer.answer.clear();
  peer.requests.length = 0;
});

const subscribe = (who: string, payload: unknown, language = 'en') =>
  t.injectAs(who, {
    method: 'POST',
    url: '/api/push/subscribe',
    payload: payload as object,
    headers: { 'accept-language': language },
  });
const unsubscribe = (who: string, endpoint: string) =>
  t.injectAs(who, {
    method: 'DELETE',
    url: `/api/push/subscribe?endpoint=${encodeURIComponent(endpoint)}`,
  });
const subscriptionsOf = async (who: string) =>
  t.database.db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'label'])
    .where('contact_id', '=', await t.contactId(who))
    .orderBy('endpoint')
    .execute();

describe('push subscriptions', () => {
  it('serves one VAPID public key, created once and kept in the database', async () => {
    const first = await t.injectAs('family', { method: 'GET', url: '/api/push/key' });
    expect(first.statusCode, first.body).toBe(200);
    const { publicKey } = first.json<PushKey>();
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const again = await t.injectAs('staff', { method: 'GET', url: '/api/push/key' });
    expect(again.json<PushKey>().publicKey).toBe(publicKey);
    const stored = await t.database.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'vapid-keys')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(publicKey);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('refuses a subscription it cannot use, in the member’s language', async () => {
    const { keys } = browserKeys();
    for (const bad of [
      {},
      { endpoint: 'ftp://push.example.test/x', keys },
      // Plain http only to this machine: never to a host on the network.
      { endpoint: 'http://10.0.0.5/push', keys },
      { endpoint: `${peer.origin}/x`, keys: { ...keys, p256dh: 'AAAA' } },
      { endpoint: `${peer.origin}/x`, keys: { ...keys, auth: 'short' } },
      { endpoint: `${peer.origin}/${'x'.repeat(2100)}`, keys },
    ]) {
      const res = await subscribe('family', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/push subscription/);
    }
    const es = await subscribe('family', {}, 'es');
    expect(es.statusCode).toBe(400);
    expect(es.json<{ message: string }>().message).toMatch(/suscripción push/);
    // A well-formed https endpoint on a host that is not a configured push service: the server
    // would POST to it, so it is refused (PUSH_SERVICE_HOSTS).
    for (const language of ['en', 'es'] as const) {
      const elsewhere = await subscribe(
        'family',
        { endpoint: 'https://internal.example.test/admin', keys },
        language,
      );
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json<{ message: string }>().message).toMatch(
        language === 'en' ? /not one the portal sends/ : /no es uno por el que/,
      );
    }
    expect(await subscriptionsOf('family')).toEqual([]);
  });

  it('turns push on for the member (push becomes their default), each their own browsers', async () => {
    const before = await t.injectAs('family', { method: 'GET', url: '/api/me/preferences' });
    expect(before.json<MessagePreferences>().pushAvailable).toBe(false);
    const { keys } = browserKeys();
    const res = await subscribe('family', {
      endpoint: `${peer.origin}/family-laptop`,
      keys,
      label: 'Laptop',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PushStatus>()).toEqual({ browsers: 1 });
    const prefs = (
      await t.injectAs('family', { method: 'GET', url: '/api/me/preferences' })
    ).json<MessagePreferences>();
    expect(prefs.pushAvailable).toBe(true);
    expect(prefs.preferences.eventNotices.push).toBe(true);
    expect(prefs.preferences.reminders.push).toBe(true);
    expect(prefs.preferences.staffMessages.push).toBe(true);

    // Another member cannot remove it, and learns nothing (404 as for no such browser).
    const theirs = await unsubscribe('staff', `${peer.origin}/family-laptop`);
    expect(theirs.statusCode).toBe(404);
    expect(await subscriptionsOf('family')).toEqual([
      { endpoint: `${peer.origin}/family-laptop`, label: 'Laptop' },
    ]);
    // The member removes their own: push is off again.
    const own = await unsubscribe('family', `${peer.origin}/family-laptop`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<PushStatus>()).toEqual({ browsers: 0 });
    expect(await subscriptionsOf('family')).toEqual([]);
    const after = (
      await t.injectAs('family', { method: 'GET', url: '/api/me/preferences' })
    ).json<MessagePreferences>();
    expect(after.pushAvailable).toBe(false);
    expect(after.preferences.eventNotices.push).toBe(false);
  });
});

describe('sending by push', () => {
  const createEvent = async (name: string, emails: string[]) => {
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name, date: '2031-06-01T17:00:00Z', emailList: emails },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: string } }>().data.id;
  };
  const pushRows = (name: string) =>
    t.database.db
      .selectFrom('deliveries')
      .innerJoin('messages', 'messages.id', 'deliveries.message_id')
      .select(['deliveries.recipient', 'deliveries.status', 'deliveries.last_error'])
      .where('deliveries.channel', '=', 'push')
      .where('messages.body', 'like', `%${name}%`)
      .execute();

  it('sends an event notice to each browser: VAPID, aes128gcm, TTL; the payload opens the event', async () => {
    const laptop = browserKeys();
    const phone = browserKeys();
    const staffId = await t.contactId('staff');
    await t.database.db
      .updateTable('contacts')
      .set({ language: 'es' })
      .where('id', '=', staffId)
      .execute();
    for (const [path, b] of [
      ['/staff-laptop', laptop],
      ['/staff-phone', phone],
    ] as const) {
      const res = await subscribe('staff', { endpoint: `${peer.origin}${path}`, keys: b.keys });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { publicKey } = (
      await t.injectAs('staff', { method: 'GET', url: '/api/push/key' })
    ).json<PushKey>();
    peer.requests.length = 0;
    const eventId = await createEvent('Push picnic', ['staff@riverhawks.test']);
    await t.worker.drain();

    expect(peer.requests.map((r) => r.path).sort()).toEqual(['/staff-laptop', '/staff-phone']);
    for (const request of peer.requests) {
      const b = request.path === '/staff-laptop' ? laptop : phone;
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers['ttl']).toBe('86400');
      const vapid = verifyVapid(String(request.headers['authorization']));
      expect(vapid.key).toBe(publicKey);
      expect(vapid.claims).toMatchObject({
        aud: peer.origin,
        sub: 'mailto:office@riverhawks.test',
      });
      expect(Number(vapid.claims['exp'])).toBeGreaterThan(Date.now() / 1000);
      const payload = JSON.parse(
        decryptPushPayload(request.body, b.privateKey, b.auth).toString('utf8'),
      );
      // In the member's language (Spanish here): the event and when.
      expect(payload).toMatchObject({ title: 'Push picnic', url: `/events/${eventId}` });
      expect(payload.body).toMatch(/2031/);
      expect(payload.body).toMatch(/junio|jun/i);
    }
    expect(await pushRows('Push picnic')).toEqual([
      { recipient: staffId, status: 'sent', last_error: null },
    ]);
  });

  it('removes a subscription the push service calls gone (410, 404) and retries other errors', async () => {
    const staffId = await t.contactId('staff');
    for (const path of ['/staff-laptop', '/staff-phone']) {
      const res = await subscribe('staff', {
        endpoint: `${peer.origin}${path}`,
        keys: browserKeys().keys,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    peer.answer.set('/staff-laptop', 410);
    peer.answer.set('/staff-phone', 500);
    await createEvent('Gone picnic', ['staff@riverhawks.test']);
    await t.worker.drain();
    // The laptop's subscription is gone; the phone's push service failed: retried later.
    expect((await subscriptionsOf('staff')).map((s) => s.endpoint)).toEqual([
      `${peer.origin}/staff-phone`,
    ]);
    const [row] = await pushRows('Gone picnic');
    expect(row).toMatchObject({ recipient: staffId, status: 'queued' });
    expect(row!.last_error).toMatch(/500/);

    // The phone's is gone too (404) when it is retried: nothing left, skipped with why.
    peer.answer.set('/staff-phone', 404);
    await t.database.db
      .updateTable('deliveries')
      .set({ next_attempt_at: new Date() })
      .where('channel', '=', 'push')
      .where('status', '=', 'queued')
      .execute();
    await t.worker.drain();
    expect(await subscriptionsOf('staff')).toEqual([]);
    expect(await pushRows('Gone picnic')).toEqual([
      {
        recipient: staffId,
        status: 'skipped',
        last_error: 'Skipped: notifications are not on in any browser of this recipient',
      },
    ]);
  });

  it('honours the member’s choice per kind: event notices by push off, none is sent', async () => {
    const { keys } = browserKeys();
    expect(
      (await subscribe('staff', { endpoint: `${peer.origin}/staff-tablet`, keys })).statusCode,
    ).toBe(200);
    const off = await t.injectAs('staff', {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { changes: [{ kind: 'eventNotices', channel: 'push', enabled: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    peer.requests.length = 0;
    await createEvent('Quiet picnic', ['staff@riverhawks.test']);
    await t.worker.drain();
    expect(await pushRows('Quiet picnic')).toEqual([]);
    expect(peer.requests).toEqual([]);
  });

  it('sends a staff message by push to a member who chose it, once, opening the portal', async () => {
    const b = browserKeys();
    expect(
      (await subscribe('family', { endpoint: `${peer.origin}/family-phone`, keys: b.keys }))
        .statusCode,
    ).toBe(200);
    peer.requests.length = 0;
    const sent = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/messaging/send',
      payload: {
        MessageTypes: 'Email',
        // Listed twice (by email and by phone): one push all the same.
        Recipients: [
          { Email: 'family@riverhawks.test', Name: 'Fiona Family' },
          { Email: 'family@riverhawks.test', Name: 'Fiona Family' },
        ],
        Message: 'Push check: practice moved to 6.',
      },
    });
    expect([200, 202], sent.body).toContain(sent.statusCode); // queued
    await t.worker.drain();
    expect(peer.requests.map((r) => r.path)).toEqual(['/family-phone']);
    const payload = JSON.parse(
      decryptPushPayload(peer.requests[0]!.body, b.privateKey, b.auth).toString('utf8'),
    );
    expect(payload).toEqual({
      title: 'Message from the Riverhawks office',
      body: 'Push check: practice moved to 6.',
      url: '/',
    });
  });
});
