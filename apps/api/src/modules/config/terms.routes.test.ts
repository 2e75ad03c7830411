import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { createTestApp, type TestApp } from '../../testing/test-app';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/config/terms with the shipped demo terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every visitor, signed in or not, in English or Spanish', async () => {
    const en = await get(t, '/api/config/terms');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      language: 'en',
      text: expect.stringMatching(/^# Terms of Service\n/),
    });
    const es = await get(t, '/api/config/terms?language=es');
    expect(es.statusCode).toBe(200);
    expect(es.json()).toMatchObject({
      language: 'es',
      text: expect.stringMatching(/^# Términos del servicio\n/),
    });
  });

  it('refuses a language it does not speak with a 400', async () => {
    expect((await get(t, '/api/config/terms?language=fr')).statusCode).toBe(400);
  });
});

describe('GET /api/config/terms with the operator’s file (TERMS_FILE)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-terms-'));
    fs.writeFileSync(path.join(dir, 'terms-en.txt'), '\uFEFFOur own terms.\n\n<b>Be kind.</b>\n');
    t = await createTestApp({ TERMS_FILE: path.join(dir, 'terms-{lang}.txt') });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the file as written, read at each call (a replaced file needs no restart)', async () => {
    expect((await get(t, '/api/config/terms')).json()).toEqual({
      language: 'en',
      text: 'Our own terms.\n\n<b>Be kind.</b>\n',
    });
    fs.writeFileSync(path.join(dir, 'terms-en.txt'), 'Newer terms.\n');
    expect((await get(t, '/api/config/terms')).json()).toEqual({
      language: 'en',
      text: 'Newer terms.\n',
    });
  });

  it('gives the English text, marked English, for a language without its file', async () => {
    expect((await get(t, '/api/config/terms?language=es')).json()).toMatchObject({
      language: 'en',
    });
  });

  it('refuses to start when the English file is missing', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir, TERMS_FILE: path.join(dir, 'nothing-{lang}.md') }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ DATA_DIR: dir, TERMS_FILE: path.join(dir, 'nothing-{lang}.md') }),
    ).toThrow(/TERMS_FILE: .*nothing-en\.md does not exist/);
  });
});
