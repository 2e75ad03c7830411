import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './platform/db/database';
import { FolderBlobStore } from './platform/blob/folder-blob-store';
import { writeSeedContentFiles } from './seed/content-seed';
import { CookieJar } from './testing/cookie-jar';
import { codeMailedAfter, lastMailId } from './testing/dev-mailbox';
import { freePort } from './testing/test-app';
import { createTestDatabase } from './testing/test-database';

/**
 * Issue 12 §12: two server processes on one PostgreSQL database, each with its own DATA_DIR (no
 * shared disk but the file folder, as with a shared volume), started at the same moment. A
 * one-tap RSVP link and a file link made by A work on B, and the IdP's cookies and tokens made
 * by A are good on B: every signing secret is one for the whole deployment.
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mainTs = path.join(apiRoot, 'src/main.ts');

interface Replica {
  proc: ChildProcess;
  base: string;
  output: () => string;
}

async function startReplica(env: Record<string, string>, port: number): Promise<Replica> {
  const full: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['SMTP_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'DEMO']) {
    delete full[k];
  }
  Object.assign(full, env, { PORT: String(port) });
  const proc = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: apiRoot,
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`a replica exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`a replica did not start:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { proc, base, output: () => output };
}

let db: DatabaseHandle | null = null;
const dirs: string[] = [];
let a: Replica | null = null;
let b: Replica | null = null;
/** What both replicas are reached by (a load balancer's address): PUBLIC_URL. */
let publicUrl = '';

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  db = await createTestDatabase();
  const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(db.db);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${rows[0]!.db}`;

  const [dirA, dirB] = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-replica-')));
  dirs.push(dirA!, dirB!);
  // The file folder is shared (a volume both mount); DATA_DIR/keys is not.
  const blobs = path.join(dirA!, 'blobs');
  fs.mkdirSync(blobs);
  fs.symlinkSync(blobs, path.join(dirB!, 'blobs'));
  await writeSeedContentFiles(new FolderBlobStore(blobs, crypto.randomBytes(32), 'http://x'));

  const [portA, portB] = [await freePort(), await freePort()];
  publicUrl = `http://127.0.0.1:${portA}`;
  const env = (dataDir: string) => ({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  // At the same moment: neither finds the secrets, both try to create them.
  [a, b] = await Promise.all([startReplica(env(dirA!), portA), startReplica(env(dirB!), portB)]);
}, 180_000);

afterAll(async () => {
  for (const r of [a, b]) {
    if (r && r.proc.exitCode === null) {
      const exited = new Promise((resolve) => r.proc.once('exit', resolve));
      r.proc.kill('SIGTERM');
      await exited;
    }
  }
  await db?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}, 60_000);

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A URL made for PUBLIC_URL, sent to one replica instead (as the load balancer would). */
const on = (replica: Replica, link: string) => {
  const u = new URL(link, publicUrl);
  return `${replica.base}${u.pathname}${u.search}`;
};

/**
 * Signs in through the IdP as a browser behind a load balancer would: the authorization request
 * reaches `first`, the sign-in page's calls and the redirects `then` (with the cookies `first`
 * set), the code exchange `first` again.
 */
async function signIn(email: string, first: Replica, then: Replica): Promise<string> {
  const jar = new CookieJar();
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const q = new URLSearchParams({
    client_id: 'dugout-spa',
    response_type: 'code',
    redirect_uri: `${publicUrl}/callback`,
    scope: 'openid profile email offline_access',
    audience: 'https://api.dugout.test',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    prompt: 'login',
  });
  const start = await jar.fetch(on(first, `/idp/authorize?${q}`));
  expect(start.status).toBe(303);
  const uid = start.headers.get('location')!.split('/').pop()!;

  const before = await lastMailId(db!.db);
  const sent = await jar.fetch(
    on(then, `/idp/interaction/${uid}/email`),
    json({ email, language: 'en' }),
  );
  expect(sent.status, await sent.clone().text()).toBe(202);
  const done = await jar.fetch(
    on(then, `/idp/interaction/${uid}/code`),
    json({ email, code: await codeMailedAfter(db!.db, email, before) }),
  );
  expect(done.status, await done.clone().text()).toBe(200);
  let next = new URL(((await done.json()) as { redirectTo: string }).redirectTo, publicUrl);
  for (let i = 0; next.pathname !== '/callback'; i++) {
    expect(i).toBeLessThan(10);
    const res = await jar.fetch(on(then, next.toString()));
    const location = res.headers.get('location');
    expect(location, `redirect from ${next.pathname} (${res.status})`).not.toBeNull();
    next = new URL(location!, publicUrl);
  }
  const token = await fetch(on(first, '/idp/oauth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'dugout-spa',
      code: next.searchParams.get('code')!,
      code_verifier: verifier,
      redirect_uri: `${publicUrl}/callback`,
    }),
  });
  expect(token.status).toBe(200);
  return ((await token.json()) as { access_token: string }).access_token;
}

describe.skipIf(!process.env.DATABASE_URL)('two replicas on one PostgreSQL', () => {
  it("accepts the IdP's cookies and tokens from either replica", async () => {
    const family = await signIn('family@riverhawks.test', a!, b!);
    for (const replica of [a!, b!]) {
      const me = await fetch(`${replica.base}/api/me`, {
        headers: { authorization: `Bearer ${family}` },
      });
      expect(me.status, replica.base).toBe(200);
    }
    const jwks = await Promise.all(
      [a!, b!].map(async (r) => (await fetch(`${r.base}/idp/.well-known/jwks.json`)).json()),
    );
    expect(jwks[1]).toEqual(jwks[0]);
  }, 60_000);

  it('answers a one-tap RSVP link made by A on B', async () => {
    const admin = await signIn('admin@riverhawks.test', a!, a!);
    const created = await fetch(`${a!.base}/api/event/new`, {
      ...json({
        name: 'Replica picnic',
        date: '2031-06-01T17:00:00Z',
        emailList: ['family@riverhawks.test'],
      }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const delivery = await db!.db
      .selectFrom('deliveries')
      .select('text')
      .where('recipient', '=', 'family@riverhawks.test')
      .where('subject', 'like', '%Replica picnic%')
      .executeTakeFirstOrThrow();
    const link = /(\S+\/api\/rsvp\/quick\?token=\S+)/.exec(delivery.text)![1]!;
    const page = await fetch(on(b!, link));
    const body = await page.text();
    expect(page.status, body).toBe(200);
    expect(body).toContain('Replica picnic');
    expect(body).not.toContain('not valid');
  }, 60_000);

  it('serves a file link made by A on B', async () => {
    const staff = await signIn('staff@riverhawks.test', a!, a!);
    const list = await fetch(`${a!.base}/api/content/getall`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(list.status).toBe(200);
    const { content } = (await list.json()) as {
      content: { fileType: string; blobUrlAccessible: string }[];
    };
    const item = content.find((c) => c.fileType === 'pdf')!;
    const file = await fetch(on(b!, item.blobUrlAccessible));
    expect(file.status, await file.clone().text()).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 60_000);
});
