import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the peer received. */
export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on loopback (RFC 8030's receiving end), for tests: it records every request
 * and answers each path with the status it was told (201 by default), e.g. 410 for a gone one.
 */
export async function startPushPeer(): Promise<{
  origin: string;
  requests: PushRequest[];
  answer: Map<string, number>;
  close(): Promise<void>;
}> {
  const requests: PushRequest[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its key pair and auth secret. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    privateKey: ecdh.getPrivateKey(),
    auth,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}

/** What the browser does with an aes128gcm push body (RFC 8291 §3.4, read backwards). */
export function decryptPushPayload(body: Buffer, uaPrivate: Buffer, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ua = crypto.createECDH('prime256v1');
  ua.setPrivateKey(uaPrivate);
  const label = (t: string, ...p: Buffer[]) => Buffer.concat([Buffer.from(`${t}\0`), ...p]);
  const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, n: number) =>
    Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, n));
  const ikm = hkdf(
    ua.computeSecret(asPublic),
    auth,
    label('WebPush: info', ua.getPublicKey(), asPublic),
    32,
  );
  const cek = hkdf(ikm, salt, label('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(ikm, salt, label('Content-Encoding: nonce'), 12);
  const data = body.subarray(21 + idlen);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const padded = Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]);
  return padded.subarray(0, padded.lastIndexOf(2));
}

/** Checks a `vapid t=…, k=…` header's ES256 signature; returns the JWT's claims. */
export function verifyVapid(header: string): { claims: Record<string, unknown>; key: string } {
  const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, h, p, sig, k] = match as unknown as [string, string, string, string, string];
  const pub = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(p, 'base64url').toString()), key: k };
}
