import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-spa-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST: webDist });
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the home page for a load balancer', () => {
  it.each([
    ['no Accept', {}],
    ['Accept: */*', { accept: '*/*' }],
    ['Accept: application/json', { accept: 'application/json' }],
    ['a browser', { accept: 'text/html,application/xhtml+xml' }],
  ])('answers GET / with the SPA whatever it accepts (%s)', async (_what, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(INDEX);
  });

  it('answers HEAD / with 200 and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('keeps the JSON 404 for unknown API paths and for other paths not asking for HTML', async () => {
    for (const url of ['/api/nothing-here', '/api', '/events']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(expect.objectContaining({ code: 'not_found' }));
    }
    // A browser's navigation to a client route still gets the SPA.
    const page = await t.app.inject({
      method: 'GET',
      url: '/events',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
  });
});
