import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
