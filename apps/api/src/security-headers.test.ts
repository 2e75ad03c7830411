import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { latestCodeMailed } from './testing/dev-mailbox';
import { signInByCode } from './testing/sign-in';

let t: TestApp;
let webDist: string;
const BUILT_WEB = path.resolve(import.meta.dirname, '../../web/dist');

beforeAll(async () => {
  // The SPA: the real build when there is one, else a stand-in index.html.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-web-'));
  const builtIndex = path.join(BUILT_WEB, 'index.html');
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    fs.existsSync(builtIndex)
      ? fs.readFileSync(builtIndex)
      : '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectRateLimited(res: LightMyRequestResponse | Response, what: string) {
  const header = (name: string) =>
    res instanceof Response ? res.headers.get(name) : (res.headers[name] as string | undefined);
  const status = res instanceof Response ? res.status : res.statusCode;
  expect(status, what).toBe(429);
  expect(header('retry-after'), what).toMatch(/^\d+$/);
  expect(header('x-ratelimit-limit'), what).toMatch(/^[1-9]\d*$/);
  expect(header('x-ratelimit-remaining'), what).toBe('0');
  expect(header('x-ratelimit-reset'), what).toMatch(/^\d+$/);
}

describe('rate limits', () => {
  it('limits sign-in code requests per address and email', async () => {
    const uid = 'a'.repeat(21);
    let last!: LightMyRequestResponse;
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: `/idp/interaction/${uid}/email`,
        headers: { 'accept-language': 'es' },
        payload: { email: 'family@riverhawks.test' },
      });
    }
    expectRateLimited(last, 'the 6th code request in 10 minutes');
    // The plugin's own English is replaced by the reader's language.
    expect(last.json()).toEqual({
      message: expect.stringMatching(
        /^Demasiadas solicitudes\. Vuelve a intentarlo dentro de \d+ minutos?\.$/,
      ),
      code: 'rate_limited',
    });
    // Another family behind the same address is not locked out.
    const other = await t.app.inject({
      method: 'POST',
      url: `/idp/interaction/${uid}/email`,
      payload: { email: 'staff@riverhawks.test' },
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('limits code attempts', async () => {
    const uid = 'b'.repeat(21);
    let last!: LightMyRequestResponse;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: `/idp/interaction/${uid}/code`,
        payload: { email: 'it@riverhawks.test', code: '123456' },
      });
    }
    expectRateLimited(last, 'the 11th code attempt in 10 minutes');
  });

  it('limits searches per member (60 a minute)', async () => {
    let last!: LightMyRequestResponse;
    for (let i = 0; i < 61; i++) {
      last = await t.injectAs('newcomer', {
        method: 'GET',
        url: '/api/home/search?searchText=zzq',
      });
      if (i < 60) expect(last.statusCode).toBe(200);
    }
    expectRateLimited(last, 'the 61st search in a minute');
    expect(last.json().message).toMatch(/search/i);
    // Another member is not affected.
    const other = await t.injectAs('staff', {
      method: 'GET',
      url: '/api/home/search?searchText=zzq',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits uploads per member (30 in 10 minutes): content files and profile photos', async () => {
    let last!: LightMyRequestResponse;
    for (let i = 0; i < 31; i++) {
      // Not multipart: refused by the handler (415) after the limit has counted it.
      last = await t.injectAs('it', { method: 'POST', url: '/api/content/new', payload: {} });
    }
    expectRateLimited(last, 'the 31st upload');
    expect(last.json().message).toMatch(/uploads/i);

    const familyId = await t.contactId('family');
    for (let i = 0; i < 31; i++) {
      last = await t.injectAs('family', {
        method: 'PUT',
        url: `/api/contact/update/${familyId}`,
        payload: { newProfileImgBase64: 'bm90IGFuIGltYWdl' },
      });
      if (i < 30) expect(last.statusCode).toBe(400);
    }
    expectRateLimited(last, 'the 31st photo');
    // Editing the card without a photo is not an upload.
    const plain = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${familyId}`,
      payload: { phone: '5550100123' },
    });
    expect(plain.statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('serves the SPA under a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/events/all',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toMatch(/^script-src 'self'/);
    expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Over plain http (local, tests) there is no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The SPA runs under it: its index.html has no inline script.
    const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs!) && body!.trim() !== '',
    );
    expect(inline, 'inline scripts in index.html').toEqual([]);
  });

  it('sends index.html compressed when the browser accepts it; its inline styles are allowed', async () => {
    const html = fs.readFileSync(path.join(webDist, 'index.html'));
    fs.writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(html));
    const res = await t.app.inject({
      method: 'GET',
      url: '/content/all',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).equals(html)).toBe(true);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/content/all',
      headers: { accept: 'text/html' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(html)).toBe(true);
    // The build inlines the shell's stylesheet: the CSP must allow inline styles.
    expect(String(res.headers['content-security-policy'])).toMatch(/style-src[^;]*'unsafe-inline'/);
  });

  it('sends HSTS when the portal is served over https', async () => {
    // Demo mode runs only on a loopback PUBLIC_URL: a deployment runs without it.
    const https = await createTestApp({ PUBLIC_URL: 'https://portal.test', DEMO: '0' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it('keeps CORS closed to other origins', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contact/getall',
      headers: {
        origin: 'https://evil.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const get = await t.injectAs('staff', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { origin: 'https://evil.test' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks member data no-store', async () => {
    const eventId = (
      await t.database.db.selectFrom('events').select('id').executeTakeFirstOrThrow()
    ).id;
    for (const url of [
      '/api/me',
      '/api/contact/getall',
      `/api/contact/${await t.contactId('staff')}`,
      '/api/content/getall',
      '/api/event/getall',
      `/api/event/${eventId}`,
      '/api/calendar/feed',
      '/api/form/getall',
    ]) {
      const res = await t.injectAs('admin', { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Refusals too: a 401 body is nobody's to cache.
    const refused = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('logs', () => {
  it('never contain tokens, sign-in codes, cookies or secret URLs', async () => {
    const base = await t.listen();
    const readCode = (email: string) => latestCodeMailed(t.database.db, email);
    const signedIn = await signInByCode({
      base,
      clientId: t.config.clientId,
      audience: t.config.AUTH_AUDIENCE,
      email: 'admin@riverhawks.test',
      readCode,
    });
    const auth = { authorization: `Bearer ${signedIn.access_token}` };
    await fetch(`${base}/api/me`, { headers: auth });
    await fetch(`${base}/api/contact/not-a-uuid`, { headers: auth });
    await fetch(`${base}/api/me`, { headers: { authorization: 'Bearer not.a.token' } });
    // Secrets that travel in URLs: the calendar feed, a signed file link, the OAuth callback.
    const feed = (await (
      await fetch(`${base}/api/calendar/feed`, { method: 'POST', headers: auth })
    ).json()) as {
      url: string;
    };
    const feedPath = new URL(feed.url).pathname;
    await fetch(`${base}${feedPath}`);
    const content = (await (
      await fetch(`${base}/api/content/getall`, { headers: auth })
    ).json()) as {
      content: { blobUrlAccessible: string }[];
    };
    const blobUrl = new URL(content.content[0]!.blobUrlAccessible);
    await fetch(`${base}${blobUrl.pathname}${blobUrl.search}`);
    await fetch(`${base}/callback?code=${signedIn.authCode}&state=state-1`, {
      headers: { accept: 'text/html' },
    });
    await fetch(`${base}/api/rsvp/quick?token=${signedIn.refresh_token}`);
    await t.requestsLogged();

    const logs = t.logs.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain('/api/me'); // the requests were logged at all
    const secrets = {
      'access token': signedIn.access_token,
      'access token signature': signedIn.access_token.split('.')[2]!,
      'refresh token': signedIn.refresh_token,
      'id token': signedIn.id_token,
      'authorization code': signedIn.authCode,
      'feed token': feedPath
        .split('/')
        .pop()!
        .replace(/\.ics$/, ''),
      'blob signature': blobUrl.searchParams.get('sig')!,
    };
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThan(5);
      expect(logs, `${what} in the logs`).not.toContain(secret);
    }
    expect(logs, 'the 6-digit sign-in code').not.toMatch(
      new RegExp(`(?<![0-9])${signedIn.code}(?![0-9])`),
    );
    for (const cookie of signedIn.cookies) {
      expect(logs, 'a cookie value in the logs').not.toContain(cookie);
    }
  }, 60_000);
});
