import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoot,
  ensureApiBuilt,
  startBuiltServer,
  type BuiltServerChild,
} from '../../testing/built-server';
import { codeMailedAfter, lastMailId } from '../../testing/dev-mailbox';
import { signInByCode } from '../../testing/sign-in';
import { freePort } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../db/database';
import { SECRET_NAMES } from '../secrets';
import { IDP_KEYS_CHANNEL } from '../secrets.queries';
import { RETIRED_KEY_GRACE_SECONDS, type RetiredSigningKey } from './signing-keys';

/**
 * Rotating the IdP's signing key under two BUILT server processes on one PostgreSQL database,
 * the rotation run as the image runs it (`node apps/api/dist/rotate-signing-key.js`): nobody
 * signed in is signed out, on either replica, across a restart, and the old key leaves the JWKS
 * when its grace ends. Only with DATABASE_URL: PGlite is one process's database.
 */

const onPostgres = !!process.env.DATABASE_URL;
const AUDIENCE = 'https://api.dugout.test';
const CLIENT_ID = 'dugout-spa';
const MEMBER = 'family@riverhawks.test';

interface Replica {
  name: 'A' | 'B';
  port: number;
  base: string;
  child: BuiltServerChild;
}

let db: DatabaseHandle | null = null;
let databaseUrl = '';
let publicUrl = '';
const dirs: string[] = [];
const replicas: Partial<Record<Replica['name'], Replica>> = {};

async function start(name: Replica['name'], port: number): Promise<Replica> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dugout-rotation-${name}-`));
  dirs.push(dataDir);
  const child = await startBuiltServer(dataDir, port, {
    DATABASE_URL: databaseUrl,
    // One issuer for both: the tokens' `iss` names it.
    PUBLIC_URL: publicUrl,
    BLOB_DIR_SHARED: '1',
    // As deployed: the database is seeded already, and codes go to dev_mailbox (no SMTP_URL).
    DEMO: '0',
  });
  const replica = { name, port, base: `http://127.0.0.1:${port}`, child };
  replicas[name] = replica;
  return replica;
}

async function stop(replica: Replica): Promise<void> {
  const { proc, exit } = replica.child;
  if (proc.exitCode === null && proc.signalCode === null) {
    proc.kill('SIGTERM');
    await exit;
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  ensureApiBuilt();
  db = await createTestDatabase();
  const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(db.db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.db}`;
  databaseUrl = url.toString();
  const [portA, portB] = [await freePort(), await freePort()];
  publicUrl = `http://127.0.0.1:${portA}`;
  await Promise.all([start('A', portA), start('B', portB)]);
}, 180_000);

afterAll(async () => {
  for (const r of Object.values(replicas)) await stop(r);
  await db?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}, 60_000);

const a = () => replicas.A!;
const b = () => replicas.B!;

/** GET /api/me on `replica` with `token`: its status. */
const me = async (replica: Replica, token: string) =>
  (await fetch(`${replica.base}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;

const jwksKids = async (replica: Replica) =>
  (
    (await (await fetch(`${replica.base}/idp/.well-known/jwks.json`)).json()) as { keys: JWK[] }
  ).keys.map((k) => k.kid);

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

/** A refresh at `replica`'s token endpoint, as the SPA does every 15 minutes. */
async function refresh(replica: Replica, refreshToken: string) {
  const res = await fetch(`${replica.base}/idp/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: refreshToken,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; id_token: string };
}

/** Waits for `check` (a replica's next key check, or the NOTIFY it hears). */
async function eventually(what: string, check: () => Promise<boolean>, limitMs = 10_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const runRotation = promisify(execFile);

// A story: its steps share the replicas and the member's tokens, in order.
describe.skipIf(!onPostgres)(
  'rotating the signing key under two replicas on one database',
  { shuffle: false },
  () => {
    let signedIn: { access_token: string; refresh_token: string; id_token: string };
    /** The access token the member got before the rotation. */
    let before = '';
    let oldKid = '';
    let newKid = '';
    let newToken = '';

    it('signs a member in on A before the rotation; the token works on both', async () => {
      const afterId = await lastMailId(db!.db);
      signedIn = await signInByCode({
        base: a().base,
        clientId: CLIENT_ID,
        audience: AUDIENCE,
        email: MEMBER,
        readCode: (to) => codeMailedAfter(db!.db, to, afterId),
      });
      before = signedIn.access_token;
      oldKid = kidOf(before)!;
      expect(kidOf(signedIn.id_token)).toBe(oldKid);
      for (const r of [a(), b()]) {
        expect(await me(r, signedIn.access_token), r.name).toBe(200);
        expect(await jwksKids(r), r.name).toEqual([oldKid]);
      }
    });

    it('rotates with the built entry; both replicas sign with the new key and keep trusting the old', async () => {
      const { stdout } = await runRotation(process.execPath, ['dist/rotate-signing-key.js'], {
        cwd: apiRoot,
        env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
      });
      newKid = /New signing key (\S+)\./.exec(stdout)?.[1] ?? '';
      expect(newKid, stdout).not.toBe('');
      // NOTIFY at the rotation's commit: no restart, no minute's wait.
      for (const r of [a(), b()]) {
        await eventually(`${r.name} publishes the new key first`, async () => {
          const kids = await jwksKids(r);
          return kids[0] === newKid && kids[1] === oldKid;
        });
      }
      // The member signed in before the rotation is still signed in, everywhere.
      for (const r of [a(), b()]) expect(await me(r, before), r.name).toBe(200);

      // Their next refresh (on B, the rotation's refresh token made before it) gets the new key.
      const refreshed = await refresh(b(), signedIn.refresh_token);
      expect(kidOf(refreshed.access_token)).toBe(newKid);
      expect(kidOf(refreshed.id_token)).toBe(newKid);
      newToken = refreshed.access_token;
      signedIn = refreshed;
      for (const r of [a(), b()]) expect(await me(r, newToken), r.name).toBe(200);
      // And A issues with the new key too.
      const onA = await refresh(a(), signedIn.refresh_token);
      expect(kidOf(onA.access_token)).toBe(newKid);
      signedIn = onA;
    });

    it('after a restart of B, old and new tokens still work on both', async () => {
      const port = b().port;
      await stop(b());
      await start('B', port);
      expect(await jwksKids(b())).toEqual([newKid, oldKid]);
      for (const r of [a(), b()]) {
        expect(await me(r, newToken), `new key on ${r.name}`).toBe(200);
      }
      // The member's token from before the rotation, on a process that never verified it.
      for (const r of [a(), b()]) {
        expect(await me(r, before), `old key on ${r.name}`).toBe(200);
      }
    });

    it('drops the old key once its grace has passed: no longer published, nor trusted', async () => {
      // The clock moved past the grace: the rotation's time, moved back, and the NOTIFY a
      // rotation sends (the replicas' minute timer would do the same, later).
      const retired = JSON.parse(
        (
          await db!.db
            .selectFrom('server_secrets')
            .select('value')
            .where('name', '=', SECRET_NAMES.idpRetiredSigningKeys)
            .executeTakeFirstOrThrow()
        ).value,
      ) as RetiredSigningKey[];
      const past = new Date(Date.now() - (RETIRED_KEY_GRACE_SECONDS + 5) * 1000).toISOString();
      await db!.db
        .updateTable('server_secrets')
        .set({ value: JSON.stringify(retired.map((r) => ({ ...r, retiredAt: past }))) })
        .where('name', '=', SECRET_NAMES.idpRetiredSigningKeys)
        .execute();
      await sql`select pg_notify(${IDP_KEYS_CHANNEL}, 'test')`.execute(db!.db);
      for (const r of [a(), b()]) {
        await eventually(`${r.name} stops publishing the old key`, async () => {
          const kids = await jwksKids(r);
          return kids.length === 1 && kids[0] === newKid;
        });
      }
      // A token of the old key neither replica has verified before: refused.
      const { token } = await signOld();
      for (const r of [a(), b()]) expect(await me(r, token), r.name).toBe(401);
      // The member, on the new key, is still signed in.
      for (const r of [a(), b()]) expect(await me(r, signedIn.access_token), r.name).toBe(200);
    });

    /** A fresh access token signed with the retired key (read from the store), as A signed. */
    async function signOld() {
      const retired = JSON.parse(
        (
          await db!.db
            .selectFrom('server_secrets')
            .select('value')
            .where('name', '=', SECRET_NAMES.idpRetiredSigningKeys)
            .executeTakeFirstOrThrow()
        ).value,
      ) as RetiredSigningKey[];
      const key = retired.find((r) => r.key.kid === oldKid)!.key;
      const claims = JSON.parse(
        Buffer.from(signedIn.access_token.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      const token = await new SignJWT({ ...claims, jti: `old-${Date.now()}` })
        .setProtectedHeader({ alg: 'RS256', kid: oldKid, typ: 'at+jwt' })
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(await importJWK(key, 'RS256'));
      return { token };
    }
  },
);
