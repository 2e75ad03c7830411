import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPushPayload } from '../../testing/push-peer';
import { encryptPushPayload, generateVapidKeyPair, vapidAuthorization } from './web-push-crypto';

const b64 = (s: string) => Buffer.from(s, 'base64url');

/** RFC 8291 Appendix A, copied from the RFC. */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic:
    'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('Web Push encryption (RFC 8291)', () => {
  it('matches the RFC 8291 Appendix A example byte for byte', () => {
    const body = encryptPushPayload(
      Buffer.from(RFC8291.plaintext),
      { p256dh: RFC8291.uaPublic, auth: RFC8291.auth },
      { senderPrivateKey: b64(RFC8291.asPrivate), salt: b64(RFC8291.salt) },
    );
    expect(body.toString('base64url')).toBe(RFC8291.body);
  });

  it('with fresh keys, the browser side decrypts it', () => {
    const body = encryptPushPayload(Buffer.from('¡Hola, equipo!'), {
      p256dh: RFC8291.uaPublic,
      auth: RFC8291.auth,
    });
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(decryptPushPayload(body, b64(RFC8291.uaPrivate), b64(RFC8291.auth)).toString()).toBe(
      '¡Hola, equipo!',
    );
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', () => {
    expect(() =>
      encryptPushPayload(Buffer.from('x'), { p256dh: 'AAAA', auth: RFC8291.auth }),
    ).toThrow(/p256dh/);
    expect(() =>
      encryptPushPayload(Buffer.from('x'), { p256dh: RFC8291.uaPublic, auth: 'AAAA' }),
    ).toThrow(/auth/);
  });
});

describe('VAPID (RFC 8292)', () => {
  it('signs an ES256 JWT for the endpoint origin that verifies with the public key', () => {
    const pair = generateVapidKeyPair();
    const keys = { ...pair, subject: 'mailto:office@riverhawks.test' };
    const now = Date.UTC(2026, 10, 23, 12);
    const header = vapidAuthorization('https://push.example.test/send/abc?x=1', keys, now);
    const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(header);
    expect(match).not.toBeNull();
    const [, h, p, sig, k] = match!;
    expect(k).toBe(pair.publicKey);
    expect(JSON.parse(b64(h!).toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(JSON.parse(b64(p!).toString())).toEqual({
      aud: 'https://push.example.test',
      exp: now / 1000 + 12 * 3600,
      sub: 'mailto:office@riverhawks.test',
    });
    const pub = b64(pair.publicKey);
    const verifyKey = crypto.createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: pub.subarray(1, 33).toString('base64url'),
        y: pub.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(
      crypto.verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        { key: verifyKey, dsaEncoding: 'ieee-p1363' },
        b64(sig!),
      ),
    ).toBe(true);
  });
});
