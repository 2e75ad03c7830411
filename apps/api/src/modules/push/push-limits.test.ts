import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PUSH_BROWSERS, type PushStatus } from '@dugout/shared';
import { Outbox } from '../../platform/outbox/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { browserKeys, startPushPeer } from '../../testing/push-peer';

/**
 * What one member can make the server do with push: a bounded number of browsers, addresses the
 * server may POST to, endpoints that stay their owner's, and a push service that hangs keeps no
 * email or text waiting.
 */
let t: TestApp;
let peer: Awaited<ReturnType<typeof startPushPeer>>;
let hanging: net.Server;
let hangingOrigin: string;
const held: net.Socket[] = [];

beforeAll(async () => {
  peer = await startPushPeer();
  // A push service that takes the request and never answers.
  hanging = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingOrigin = `http://127.0.0.1:${(hanging.address() as net.AddressInfo).port}`;
  t = await createTestApp({ PUSH_TRANSPORT: 'web-push', PUSH_SERVICE_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => hanging?.close(resolve));
  await peer?.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('push_subscriptions').execute();
});

const subscribe = (who: string, endpoint: string) =>
  t.injectAs(who, {
    method: 'POST',
    url: '/api/push/subscribe',
    payload: { endpoint, keys: browserKeys().keys },
  });
const endpointsOf = async (who: string) =>
  (
    await t.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('contact_id', '=', await t.contactId(who))
      .execute()
  ).map((r) => r.endpoint);

describe('push subscriptions a member may make', () => {
  it('accepts only https on the default port with no user name, but for this machine', async () => {
    for (const bad of [
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://user@fcm.googleapis.com/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await subscribe('family', bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await subscribe('family', `${peer.origin}/local`)).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_PUSH_BROWSERS} browsers per member, dropping the oldest`, async () => {
    let last: PushStatus | null = null;
    for (let i = 1; i <= MAX_PUSH_BROWSERS + 2; i++) {
      const res = await subscribe('staff', `${peer.origin}/browser-${i}`);
      expect(res.statusCode, res.body).toBe(200);
      last = res.json<PushStatus>();
    }
    expect(last).toEqual({ browsers: MAX_PUSH_BROWSERS });
    const kept = await endpointsOf('staff');
    expect(kept).toHaveLength(MAX_PUSH_BROWSERS);
    expect(kept).not.toContain(`${peer.origin}/browser-1`);
    expect(kept).not.toContain(`${peer.origin}/browser-2`);
    expect(kept).toContain(`${peer.origin}/browser-${MAX_PUSH_BROWSERS + 2}`);
  });

  it('never moves another member’s endpoint to the caller', async () => {
    const endpoint = `${peer.origin}/mums-phone`;
    expect((await subscribe('family', endpoint)).statusCode).toBe(200);
    const taken = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/push/subscribe',
      payload: { endpoint, keys: browserKeys().keys },
      headers: { 'accept-language': 'es' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'push_endpoint_taken' });
    expect(taken.json<{ message: string }>().message).toMatch(/otro miembro/);
    expect(await endpointsOf('family')).toEqual([endpoint]);
    expect(await endpointsOf('staff')).toEqual([]);
  });

  it('limits how often a member subscribes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 22; i++) {
      answers.push((await subscribe('newcomer', `${peer.origin}/again-${i % 3}`)).statusCode);
    }
    expect(answers.slice(0, 20).filter((s) => s !== 200)).toEqual([]);
    expect(answers.slice(20)).toEqual([429, 429]);
  });
});

describe('push in a lane of its own', () => {
  it('an email is sent while a push service hangs', async () => {
    const familyId = await t.contactId('family');
    expect((await subscribe('family', `${hangingOrigin}/hangs`)).statusCode).toBe(200);
    const outbox = new Outbox();
    const queue = (channel: 'push' | 'email', recipient: string) =>
      t.database.db.transaction().execute((trx) =>
        outbox.enqueue(trx, {
          kind: 'message',
          messageTypes: 'Email',
          subject: `Lane test ${channel}`,
          body: 'Lane test',
          deliveries: [
            { channel, recipient, language: 'en', subject: `Lane test ${channel}`, text: 'Hi' },
          ],
        }),
      );
    const status = (subject: string) =>
      t.database.db
        .selectFrom('deliveries')
        .select('status')
        .where('subject', '=', subject)
        .executeTakeFirst()
        .then((r) => r?.status);
    await queue('push', familyId);
    // The push is on the wire to the service that never answers.
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const queuedAt = Date.now();
    await queue('email', 'lane.test@riverhawks.test');
    await expect.poll(() => status('Lane test email'), { timeout: 8_000 }).toBe('sent');
    expect(Date.now() - queuedAt).toBeLessThan(8_000);
    expect(await status('Lane test push')).toBe('sending');
  }, 30_000);
});
