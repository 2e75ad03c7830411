import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import {
  browserKeys,
  decryptPushPayload,
  startPushPeer,
  verifyVapid,
} from '../../../testing/push-peer';
import type { VapidKeys } from '../../push/vapid-keys';
import { PushSubscriptionGoneError } from '../transport';
import { WebPushTransport } from './web-push-transport';

const b64 = (s: string) => Buffer.from(s, 'base64url');

/** RFC 8291 Appendix A, copied from the RFC. */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/**
 * The browser's side of RFC 8291 is the tests' own (testing/push-peer.ts, on node:crypto): shown
 * right on the RFC's example, it then shows that what `web-push` sends is what a browser reads.
 */
describe("the tests' push decryptor", () => {
  it('reads the RFC 8291 Appendix A message', () => {
    const plaintext = decryptPushPayload(
      b64(RFC8291.body),
      b64(RFC8291.uaPrivate),
      b64(RFC8291.auth),
    );
    expect(plaintext.toString('utf8')).toBe(RFC8291.plaintext);
  });

  it('refuses it with another auth secret or one byte changed', () => {
    const other = Buffer.alloc(16, 7);
    expect(() => decryptPushPayload(b64(RFC8291.body), b64(RFC8291.uaPrivate), other)).toThrow();
    const changed = Buffer.from(b64(RFC8291.body));
    changed[changed.length - 20]! ^= 1;
    expect(() => decryptPushPayload(changed, b64(RFC8291.uaPrivate), b64(RFC8291.auth))).toThrow();
  });
});

describe('WebPushTransport (web-push) against a push service on loopback', () => {
  let peer: Awaited<ReturnType<typeof startPushPeer>>;
  let vapid: VapidKeys;
  let transport: WebPushTransport;

  beforeAll(async () => {
    peer = await startPushPeer();
    vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:office@riverhawks.test' };
    transport = new WebPushTransport(async () => vapid);
  });
  afterAll(() => peer?.close());
  beforeEach(() => {
    peer.requests.length = 0;
    peer.answer.clear();
  });

  it('sends what the browser decrypts, aes128gcm in one 4096-byte record, signed with VAPID', async () => {
    const browser = browserKeys();
    const payload = JSON.stringify({ title: '¡Partido!', body: 'Sábado 10:00', url: '/events/1' });
    const before = Math.floor(Date.now() / 1000);
    await transport.sendPush({
      endpoint: `${peer.origin}/browser-1?x=1`,
      keys: browser.keys,
      payload,
      ttl: 3600,
    });
    const [request] = peer.requests;
    expect(request!.path).toBe('/browser-1?x=1');
    expect(request!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: '3600',
      urgency: 'normal',
      'content-length': String(request!.body.length),
    });
    // RFC 8188's header: salt (16), record size, key id length, the sender's public key (65).
    expect(request!.body.readUInt32BE(16)).toBe(4096);
    expect(request!.body[20]).toBe(65);
    expect(decryptPushPayload(request!.body, browser.privateKey, browser.auth).toString()).toBe(
      payload,
    );

    const { claims, key } = verifyVapid(String(request!.headers['authorization']));
    expect(key).toBe(vapid.publicKey);
    expect(claims).toMatchObject({ aud: peer.origin, sub: 'mailto:office@riverhawks.test' });
    // RFC 8292: at most 24 hours ahead.
    expect(Number(claims['exp'])).toBeGreaterThan(before);
    expect(Number(claims['exp'])).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 24 * 3600);
  });

  it('encrypts each message with a fresh key and salt', async () => {
    const browser = browserKeys();
    for (let i = 0; i < 2; i++) {
      await transport.sendPush({
        endpoint: `${peer.origin}/browser-2`,
        keys: browser.keys,
        payload: 'same',
        ttl: 60,
      });
    }
    const [a, b] = peer.requests.map((r) => r.body);
    expect(a!.subarray(0, 16).equals(b!.subarray(0, 16))).toBe(false);
    expect(a!.subarray(21, 86).equals(b!.subarray(21, 86))).toBe(false);
    for (const body of [a!, b!]) {
      expect(decryptPushPayload(body, browser.privateKey, browser.auth).toString()).toBe('same');
    }
  });

  it('reports a gone subscription (404, 410) apart from other refusals', async () => {
    const { keys } = browserKeys();
    const send = (path: string) =>
      transport.sendPush({ endpoint: `${peer.origin}${path}`, keys, payload: 'x', ttl: 60 });
    peer.answer.set('/gone', 410);
    peer.answer.set('/unknown', 404);
    peer.answer.set('/busy', 503);
    await expect(send('/gone')).rejects.toBeInstanceOf(PushSubscriptionGoneError);
    await expect(send('/unknown')).rejects.toBeInstanceOf(PushSubscriptionGoneError);
    const busy = await send('/busy').catch((err: unknown) => err);
    expect(busy).not.toBeInstanceOf(PushSubscriptionGoneError);
    expect(String(busy)).toMatch(/Push service answered 503/);
  });

  it('refuses a payload longer than a push service must take, sending nothing', async () => {
    const { keys } = browserKeys();
    await expect(
      transport.sendPush({
        endpoint: `${peer.origin}/big`,
        keys,
        payload: 'x'.repeat(4096),
        ttl: 60,
      }),
    ).rejects.toThrow(/Push payload too large: \d+ bytes encrypted, at most 4096/);
    expect(peer.requests).toEqual([]);
  });
});
