import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEARCH_RATE_LIMIT } from '../../modules/search/search.routes';
import { createServer, type RunningServer } from '../../server';
import { authorizeQuery } from '../../testing/sign-in';
import { createTestApp, freePort, type TestApp } from '../../testing/test-app';
import { AUTHORIZE_LIMITS } from '../idp/idp-routes';

/*
 * Two replicas (two servers, each its own process memory) on one database, as behind a load
 * balancer: a limit holds at its one figure whichever replica each request reaches. Counted in
 * memory, each replica let the whole limit through, twice the limit in all.
 */

let t: TestApp;
let other: RunningServer;
/** Replica A and replica B, over HTTP, behind one proxy (TRUST_PROXY=1) as SECURITY.md says. */
let replicas: string[];
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  other = await createServer(t.config, {
    database: t.database,
    logStream: new Writable({ write: (_c, _e, cb) => cb() }),
  });
  const port = await freePort();
  await other.app.listen({ port, host: '127.0.0.1' });
  replicas = [await t.listen(), `http://127.0.0.1:${port}`];
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

function authorizeUrl(base: string): string {
  const query = authorizeQuery({
    clientId: t.config.clientId,
    audience: t.config.AUTH_AUDIENCE,
    redirectUri: `${t.config.publicUrl}/callback`,
  });
  return `${base}/idp/authorize?${query}`;
}

it('lets one address open the sign-in page 30 times a minute in all, alternating replicas', async () => {
  const limit = AUTHORIZE_LIMITS.perAddressPerMinute;
  const statuses: number[] = [];
  for (let i = 0; i < limit + 10; i++) {
    const res = await fetch(authorizeUrl(replicas[i % 2]!), {
      redirect: 'manual',
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  expect(statuses.slice(0, limit).filter((s) => s !== 303)).toEqual([]);
  // Not 60 (30 on each replica): the 31st is refused, on whichever replica it reaches.
  expect(statuses.slice(limit)).toEqual(Array.from({ length: 10 }, () => 429));

  // Another address keeps its own count.
  const another = await fetch(authorizeUrl(replicas[1]!), {
    redirect: 'manual',
    headers: { 'x-forwarded-for': '198.51.100.78' },
  });
  expect(another.status).toBe(303);
});

it('lets a member search 60 times a minute in all, from both replicas at once', async () => {
  const token = await t.tokenFor(await t.contactId('family'));
  const apps = [t.app, other.app];
  const extra = 15;
  const answers = await Promise.all(
    Array.from({ length: SEARCH_RATE_LIMIT.max + extra }, (_, i) =>
      apps[i % 2]!.inject({
        method: 'GET',
        url: '/api/home/search?searchText=zzz',
        headers: { authorization: `Bearer ${token}` },
      }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(SEARCH_RATE_LIMIT.max);
  expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
  const refused = answers.find((a) => a.statusCode === 429)!;
  expect(refused.json().code).toBe('rate_limited');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});
