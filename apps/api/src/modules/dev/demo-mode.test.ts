import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { CookieJar } from '../../testing/cookie-jar';
import { authorizeQuery } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Demo mode (one-click sign-in as the seeded site admin, /dev/mailbox with every
 * sign-in code) only ever runs on this machine. DEMO=1 with a PUBLIC_URL that is not loopback
 * refuses to start; in demo mode the demo-only routes answer only requests from this machine
 * addressed to a loopback host (HOST=0.0.0.0 puts the server on the LAN).
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(apiRoot, '../..');

describe('DEMO=1 needs a loopback PUBLIC_URL', () => {
  const base = { DATA_DIR: os.tmpdir(), DEMO: '1' };

  it('refuses a public address with a message that says what to do', () => {
    for (const url of [
      'https://portal.riverhawks.test',
      'http://192.168.1.20:3000',
      'http://0.0.0.0:3000',
    ]) {
      let error: unknown;
      try {
        loadConfig({ ...base, PUBLIC_URL: url });
      } catch (err) {
        error = err;
      }
      expect(error, url).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain(`DEMO: demo mode`);
      expect(message).toContain(`PUBLIC_URL is ${url.replace(/\/$/, '')}`);
      expect(message).toContain('Leave DEMO unset (or DEMO=0) on a deployment');
    }
  });

  it('accepts loopback addresses, no PUBLIC_URL, and any address without DEMO', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://[::1]:3000',
      'https://dugout.localhost',
    ]) {
      expect(loadConfig({ ...base, PUBLIC_URL: url }).DEMO, url).toBe(true);
    }
    expect(loadConfig(base).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, HOST: '0.0.0.0', PORT: '4100' }).publicUrl).toBe(
      'http://localhost:4100',
    );
    const production = loadConfig({ ...base, DEMO: '0', PUBLIC_URL: 'https://portal.test' });
    expect(production.DEMO).toBe(false);
  });

  it('the server started with DEMO=1 and a public PUBLIC_URL exits with the message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-demo-refused-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const k of [
        'DATABASE_URL',
        'SMTP_URL',
        'VITEST',
        'VITEST_POOL_ID',
        'VITEST_WORKER_ID',
      ]) {
        delete env[k];
      }
      Object.assign(env, {
        DEMO: '1',
        PUBLIC_URL: 'https://portal.riverhawks.test',
        DATA_DIR: dataDir,
        PORT: '0',
        NODE_ENV: 'production',
        // The seed's games sit around today: no reminder tick writing mail mid-run.
        REMINDERS: 'off',
        WEB_DIST: '',
      });
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(apiRoot, 'src/main.ts')],
        { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      // A server that starts instead of refusing is stopped, so the test fails rather than hangs.
      // 90 s: tsx compiles the server's sources first, over 20 s with the cores busy (red in CI).
      const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      clearTimeout(timer);
      expect(code, output).toBe(1);
      expect(output).toContain('Invalid configuration');
      expect(output).toContain('PUBLIC_URL is https://portal.riverhawks.test');
      expect(output).not.toContain('portal ready');
      // Refused before anything was opened or written.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('demo-only routes answer this machine only', () => {
  let t: TestApp;
  let base: string;
  const LAN = '192.168.1.77';

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The sign-in page's interaction, started as the SPA starts it; returns its uid. */
  async function startInteraction(jar: CookieJar): Promise<string> {
    const q = authorizeQuery({
      clientId: t.config.clientId,
      audience: t.config.AUTH_AUDIENCE,
      redirectUri: `${base}/callback`,
    });
    const res = await jar.fetch(`${base}/idp/authorize?${q}`);
    expect(res.status).toBe(303);
    return res.headers.get('location')!.split('/').pop()!;
  }

  it('serves the mailbox over loopback, and a 404 to the LAN, a rebound name or a tunnel', async () => {
    const local = await fetch(`${base}/dev/mailbox.json`);
    expect(local.status).toBe(200);
    expect(Array.isArray(await local.json())).toBe(true);
    expect((await fetch(`${base}/dev/mailbox`)).status).toBe(200);

    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const fromLan = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: LAN,
        headers: { host: `localhost:${t.config.PORT}` },
      });
      expect(fromLan.statusCode, `${url} from the LAN`).toBe(404);
      expect(fromLan.body).not.toContain('riverhawks.test');
      const rebound = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: `rebind.evil.test:${t.config.PORT}` },
      });
      expect(rebound.statusCode, `${url} for a rebound name`).toBe(404);
      const tunnel = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.5' },
      });
      expect(tunnel.statusCode, `${url} through a tunnel`).toBe(404);
    }
  });

  it('lists and signs in the demo accounts over loopback only', async () => {
    const jar = new CookieJar();
    const uid = await startInteraction(jar);
    const cookie = jar.header();
    const host = `localhost:${t.config.PORT}`;

    const lanDetails = await t.app.inject({
      method: 'GET',
      url: `/idp/interaction/${uid}/details`,
      remoteAddress: LAN,
      headers: { host, cookie },
    });
    expect(lanDetails.statusCode).toBe(200);
    expect(lanDetails.json()).toEqual({ demoUsers: [] });

    const lanDemo = await t.app.inject({
      method: 'POST',
      url: `/idp/interaction/${uid}/demo`,
      remoteAddress: LAN,
      headers: { host, cookie, 'content-type': 'application/json' },
      payload: { email: 'admin@riverhawks.test' },
    });
    expect(lanDemo.statusCode).toBe(404);
    expect(lanDemo.headers['set-cookie']).toBeUndefined();

    // The same interaction, from this machine: the accounts are listed and the button works.
    const details = await jar.fetch(`${base}/idp/interaction/${uid}/details`);
    const body = (await details.json()) as { demoUsers: { email: string }[] };
    expect(body.demoUsers.map((u) => u.email)).toContain('admin@riverhawks.test');
    const demo = await jar.fetch(`${base}/idp/interaction/${uid}/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@riverhawks.test' }),
    });
    expect(demo.status, await demo.clone().text()).toBeLessThan(400);
  });
});
