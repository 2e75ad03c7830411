import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { testAppForFile } from '../testing/test-app';
import { preferredEncoding } from './compression';

const t = testAppForFile();

describe('compressed /api answers', () => {
  test('a large list comes in brotli or gzip as asked, and reads back the same', async () => {
    const plain = await t.injectAs('admin', { method: 'GET', url: '/api/contact/getall' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const br = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['cache-control']).toBe('no-store');

    const gz = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  test('errors and small answers are left as they are', async () => {
    const denied = await t.injectAs(null, {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'accept-encoding': 'br' },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    const health = await t.injectAs(null, {
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('Accept-Encoding negotiation (RFC 9110 §12.5.3)', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', null],
    ['br;q=0, gzip;q=0', null],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['br;q=0.1, gzip;q=1.0', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, identity', null],
    ['deflate', null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  test('a client refusing brotli gets gzip from the shared directory answer', async () => {
    const plain = await t.injectAs('admin', { method: 'GET', url: '/api/contact/getall' });
    const res = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    const none = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });
});
