import crypto from 'node:crypto';

/*
 * Web Push's two pieces of cryptography, written on node:crypto (the `web-push` package is
 * MPL-2.0, which the production licence rule refuses; see README Decisions):
 * - RFC 8291 message encryption: the payload encrypted for the browser's subscription keys in
 *   the RFC 8188 `aes128gcm` content coding, one record;
 * - RFC 8292 VAPID: an ES256 JWT the push service checks against our public key.
 * Tested against RFC 8291 Appendix A byte for byte.
 */

/** A browser's subscription keys (PushSubscription.toJSON().keys), base64url. */
export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** A mailto: or https: address the push service can reach us at (RFC 8292 §2.1). */
  subject: string;
}

const RECORD_SIZE = 4096;
/** Largest plaintext in one 4096-byte record: minus the 16-byte tag and the 0x02 delimiter. */
export const MAX_PUSH_PLAINTEXT = RECORD_SIZE - 86 - 16 - 1;

const label = (text: string, ...parts: Buffer[]) =>
  Buffer.concat([Buffer.from(`${text}\0`, 'latin1'), ...parts]);
const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/**
 * Encrypts `plaintext` for a subscription (RFC 8291 §3.4). The sender key pair and salt are
 * fresh per message; tests pass the RFC's fixed ones.
 */
export function encryptPushPayload(
  plaintext: Buffer,
  keys: SubscriptionKeys,
  fixed: { senderPrivateKey?: Buffer; salt?: Buffer } = {},
): Buffer {
  if (plaintext.length > MAX_PUSH_PLAINTEXT) throw new Error('push payload too large');
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  if (uaPublic.length !== 65 || uaPublic[0] !== 4)
    throw new Error('p256dh is not an uncompressed P-256 key');
  if (authSecret.length !== 16) throw new Error('auth is not 16 bytes');
  const sender = crypto.createECDH('prime256v1');
  if (fixed.senderPrivateKey) sender.setPrivateKey(fixed.senderPrivateKey);
  else sender.generateKeys();
  const asPublic = sender.getPublicKey();
  const ecdhSecret = sender.computeSecret(uaPublic);
  const salt = fixed.salt ?? crypto.randomBytes(16);

  const ikm = hkdf(ecdhSecret, authSecret, label('WebPush: info', uaPublic, asPublic), 32);
  const cek = hkdf(ikm, salt, label('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(ikm, salt, label('Content-Encoding: nonce'), 12);

  const cipher = crypto.createCipheriv('aes-128-gcm', cek, nonce);
  // One record, so it is the last: the 0x02 delimiter, no padding.
  const body = Buffer.concat([
    cipher.update(Buffer.concat([plaintext, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body]);
}

/** A private key object from the raw VAPID keys (via a JWK: Node reads raw P-256 no other way). */
function vapidPrivateKey(keys: VapidKeys): crypto.KeyObject {
  const pub = Buffer.from(keys.publicKey, 'base64url');
  return crypto.createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33, 65).toString('base64url'),
      d: keys.privateKey,
    },
    format: 'jwk',
  });
}

/**
 * The `Authorization: vapid t=<jwt>, k=<public key>` header for a push endpoint (RFC 8292 §3):
 * audience the endpoint's origin, expiry within 24 hours (12 here).
 */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): string {
  const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${enc({ typ: 'JWT', alg: 'ES256' })}.${enc({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + 12 * 3600,
    sub: keys.subject,
  })}`;
  const signature = crypto.sign('sha256', Buffer.from(unsigned), {
    key: vapidPrivateKey(keys),
    dsaEncoding: 'ieee-p1363',
  });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}

/** A new VAPID key pair (raw, base64url). */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  // Left-padded to 32 bytes: a JWK's `d` must be the full length.
  const d = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(d, 32 - raw.length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: d.toString('base64url'),
  };
}
