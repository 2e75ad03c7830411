import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import pg from 'pg';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Mean latency: autocannon's percentiles are whole milliseconds, the mean is not. */
  mean: number;
  /** Answers other than 2xx, and socket errors: a load that failed is shown, not hidden. */
  bad: number;
  /** Status codes of the answers, e.g. { 200: 5120 }. */
  codes: Record<string, number>;
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * Who sends each request, in turn: a bearer token and, for a POST, that member's own body
   * (members take turns, which also spreads the per-member rate limits).
   */
  as?: { token: string; body?: unknown }[];
  durationS: number;
  connections?: number;
  /**
   * Seconds of the same load first, not measured: a server just started (the 20,000-contact one)
   * or meeting an endpoint for the first time compiles and fills its caches during the first
   * second or two, which is not what a load at one size or the other should compare.
   */
  warmUpS?: number;
}

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const as = spec.as ?? [];
  let next = 0;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (spec.body !== undefined || as.some((a) => a.body !== undefined)) {
    headers['content-type'] = 'application/json';
  }
  // One request first, awaited: it waits behind whatever the previous load left queued (an
  // embedded database answers one query at a time), so every load starts on an idle server.
  const warm = as[0];
  await fetch(spec.url, {
    method: spec.method ?? 'GET',
    headers: { ...headers, ...(warm ? { authorization: `Bearer ${warm.token}` } : {}) },
    ...(warm?.body !== undefined ? { body: JSON.stringify(warm.body) } : {}),
    signal: AbortSignal.timeout(120_000),
  })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
  const run = (duration: number) =>
    autocannon({
      url: spec.url,
      connections: spec.connections ?? 10,
      duration,
      requests: [
        {
          method: spec.method ?? 'GET',
          headers,
          ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
          setupRequest: (req) => {
            if (!as.length) return req;
            const who = as[next++ % as.length]!;
            return {
              ...req,
              headers: { ...req.headers, authorization: `Bearer ${who.token}` },
              ...(who.body !== undefined ? { body: JSON.stringify(who.body) } : {}),
            };
          },
        },
      ],
    });
  if (spec.warmUpS) await run(spec.warmUpS);
  const result = await run(spec.durationS);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    bad: result.non2xx + result.errors + result.timeouts,
    codes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
    ),
  };
}

/**
 * Access tokens signed with the embedded IdP's key from DATA_DIR/keys, exactly as
 * apps/api/src/testing/test-app.ts `tokenFor` does. Bench only: the key never leaves DATA_DIR.
 */
/**
 * Signs member tokens with the server's IdP key: DATA_DIR/keys on PGlite, the `server_secrets`
 * table on PostgreSQL (where replicas share it, since migration 0061).
 */
export async function tokenSigner(dataDir: string, publicUrl: string, databaseUrl?: string) {
  const stored = databaseUrl
    ? { signingKey: await storedSigningKey(databaseUrl) }
    : (JSON.parse(readFileSync(path.join(dataDir, 'keys', 'idp-keys.json'), 'utf8')) as {
        signingKey: JWK;
      });
  const key = await importJWK(stored.signingKey, 'RS256');
  return (contactId: string) =>
    new SignJWT({
      'https://dugout.test/member_id': contactId,
      permissions: [],
      scope: 'openid profile email offline_access',
      client_id: 'dugout-spa',
    })
      .setProtectedHeader({ alg: 'RS256', kid: stored.signingKey.kid!, typ: 'at+jwt' })
      .setIssuer(`${publicUrl}/idp/`)
      .setAudience('https://api.dugout.test')
      .setSubject(contactId)
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(key);
}

async function storedSigningKey(databaseUrl: string): Promise<JWK> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `select value from server_secrets where name = 'idp-signing-key'`,
    );
    if (!rows[0]) throw new Error('no idp-signing-key in server_secrets');
    return JSON.parse(rows[0].value) as JWK;
  } finally {
    await client.end();
  }
}
