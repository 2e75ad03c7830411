import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blobRoutes } from '../../modules/blob/blob.routes';
import type { AppContext } from '../context';
import { registerErrorHandler } from '../errors';
import { freePort } from '../../testing/test-app';
import { newBlobKey, type BlobStore } from './blob-store';
import { FolderBlobStore } from './folder-blob-store';
import { S3BlobStore } from './s3-blob-store';

interface Harness {
  store: BlobStore;
  close(): Promise<void>;
}

/** The folder store behind the API's /api/blob route, on loopback. */
async function folderHarness(): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-blobs-'));
  const port = await freePort();
  const store = new FolderBlobStore(dir, crypto.randomBytes(32), `http://127.0.0.1:${port}`);
  const app: FastifyInstance = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(async (i) => blobRoutes(i, { blobs: store } as unknown as AppContext));
  await app.listen({ port, host: '127.0.0.1' });
  return {
    store,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const S3_KEY_ID = 'S3RVER';
const S3_SECRET = 'S3RVER';

const rfc3986 = (v: string) =>
  encodeURIComponent(v).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const hmac = (key: crypto.BinaryLike, data: string) =>
  crypto.createHmac('sha256', key).update(data).digest();

/**
 * Whether a presigned GET carries a valid AWS Signature V4 (query form) for S3_SECRET. s3rver
 * checks a presigned link's expiry but not its V4 signature, so the test puts this check in
 * front of it, computed as S3 documents it (canonical request, string to sign, signing key).
 */
function validPresignature(req: http.IncomingMessage): boolean {
  const url = new URL(req.url ?? '/', 'http://x');
  const q = url.searchParams;
  const given = q.get('X-Amz-Signature') ?? '';
  const amzDate = q.get('X-Amz-Date') ?? '';
  const [keyId, ...scopeParts] = (q.get('X-Amz-Credential') ?? '').split('/');
  if (keyId !== S3_KEY_ID || scopeParts.length !== 4) return false;
  const canonicalQuery = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalHeaders = signedHeaders.map(
    (h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`,
  );
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders.join(''),
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = scopeParts.join('/');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    crypto.createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const [date, region, service, terminator] = scopeParts as [string, string, string, string];
  let key = hmac(`AWS4${S3_SECRET}`, date);
  key = hmac(key, region);
  key = hmac(key, service);
  key = hmac(key, terminator);
  const expected = hmac(key, stringToSign).toString('hex');
  return (
    given.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/** The S3 store against s3rver (a local S3 implementation) on loopback. */
async function s3Harness(): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-s3rver-'));
  const port = await freePort();
  const s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'dugout-test', configs: [] }],
  });
  await s3.run();
  // The browser-facing side: presigned links go through the V4 check, then on to s3rver.
  const front = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').searchParams.has('X-Amz-Signature')) {
      if (!validPresignature(req)) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  const frontPort = await freePort();
  await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
  const store = new S3BlobStore({
    bucket: 'dugout-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${frontPort}`,
    accessKeyId: S3_KEY_ID,
    secretAccessKey: S3_SECRET,
    forcePathStyle: true,
  });
  return {
    store,
    async close() {
      store.destroy();
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const PDF = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');

describe.each([
  ['folder', folderHarness],
  ['s3', s3Harness],
] as const)('%s blob store', (_name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('puts, gets and deletes a blob', async () => {
    const key = newBlobKey('content', 'pdf');
    await h.store.put(key, PDF, 'application/pdf');
    const got = await h.store.get(key);
    expect(got?.data.equals(PDF)).toBe(true);
    expect(got?.contentType).toBe('application/pdf');
    await h.store.delete(key);
    expect(await h.store.get(key)).toBeNull();
    // Deleting twice is not an error (cleanup after a failed write may race).
    await h.store.delete(key);
  });

  it('answers null for a blob that was never stored', async () => {
    expect(await h.store.get(newBlobKey('content', 'png'))).toBeNull();
  });

  it('refuses keys that could escape the store', async () => {
    await expect(h.store.put('../etc/passwd', PDF, 'text/plain')).rejects.toThrow(
      /Invalid file reference/,
    );
    await expect(h.store.get('content/../../x.pdf')).rejects.toThrow(/Invalid file reference/);
  });

  it('serves a signed link with the download name', async () => {
    const key = newBlobKey('content', 'pdf');
    await h.store.put(key, PDF, 'application/pdf');
    const url = await h.store.signedUrl(key, {
      ttlSeconds: 600,
      fileName: 'Road trip “Tacoma”.pdf',
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      encodeURIComponent('Road trip “Tacoma”.pdf'),
    );
  });

  it('refuses a tampered link', async () => {
    const key = newBlobKey('content', 'pdf');
    await h.store.put(key, PDF, 'application/pdf');
    const other = newBlobKey('content', 'pdf');
    await h.store.put(other, PDF, 'application/pdf');
    const url = new URL(await h.store.signedUrl(key, { ttlSeconds: 600, fileName: 'a.pdf' }));
    // Another object under the same signature.
    const swapped = url.toString().replace(key, other);
    expect((await fetch(swapped)).status).toBe(403);
    // A changed signature.
    const sigParam = url.searchParams.has('sig') ? 'sig' : 'X-Amz-Signature';
    const forged = new URL(url);
    const sig = forged.searchParams.get(sigParam)!;
    forged.searchParams.set(sigParam, (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    expect((await fetch(forged)).status).toBe(403);
    // A changed download name.
    const renamed = new URL(url);
    if (renamed.searchParams.has('name')) renamed.searchParams.set('name', 'evil.html');
    else renamed.searchParams.set('response-content-disposition', 'attachment; filename="e.html"');
    expect((await fetch(renamed)).status).toBe(403);
  });

  it('refuses an expired link', async () => {
    const key = newBlobKey('content', 'pdf');
    await h.store.put(key, PDF, 'application/pdf');
    // Sign as if it were two hours ago with a ten-minute lifetime.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2 * 60 * 60 * 1000);
    const url = await h.store.signedUrl(key, { ttlSeconds: 600 });
    vi.useRealTimers();
    expect((await fetch(url)).status).toBe(403);
  });
});
