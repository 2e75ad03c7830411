import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODE } from '@dugout/shared';
import Fastify from 'fastify';
import { ConfigError, fastifyTrustProxy, loadConfig, parseTrustProxy } from '../config';
import { CookieJar } from '../../testing/cookie-jar';
import { authorizeQuery } from '../../testing/sign-in';
import { freePort, testAppForFile } from '../../testing/test-app';
import { createServer } from '../../server';
import { INTERACTION_TTL } from './embedded-idp';
import { AUTHORIZE_LIMITS } from './idp-routes';
import { purgeExpiredOidcPayloads } from './pg-adapter';
import { SIGN_IN_LIMITS, hashEmail } from './sign-in-limits';

// Behind one proxy, as SECURITY.md tells operators to run it: the test client plays the proxy,
// so the last X-Forwarded-For entry is the address the proxy saw, and earlier ones are whatever
// the client wrote.
let base: string;
const t = testAppForFile({ TRUST_PROXY: '1' });
beforeAll(async () => {
  base = await t.listen();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Each test signs in from its own documentation-range addresses (RFC 5737). */
let nextNet = 1;
const newNet = () => {
  const net = nextNet++;
  let host = 0;
  return () => `198.51.${net}.${++host}`;
};

/** The SPA's authorize query to this test's app (`extra` added). */
const spaAuthorizeQuery = (extra?: Record<string, string>) =>
  authorizeQuery({
    clientId: t.config.clientId,
    audience: t.config.AUTH_AUDIENCE,
    redirectUri: `${base}/callback`,
    extra,
  });

async function startAuthorize(jar: CookieJar, from: string): Promise<string> {
  const res = await jar.fetch(`${base}/idp/authorize?${spaAuthorizeQuery()}`, {
    headers: { 'x-forwarded-for': from },
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!.split('/').pop()!;
}

async function mailsTo(email: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('deliveries')
    .select('id')
    .where('recipient', '=', email)
    .execute();
  return rows.length;
}

/** The code in the newest mail to `email`, waiting until more than `seen` mails arrived. */
async function latestCodeFor(email: string, seen = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const rows = await t.database.db
      .selectFrom('dev_mailbox')
      .select('text')
      .where('to', '=', email)
      .orderBy('id', 'desc')
      .execute();
    const code = rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code && rows.length > seen) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** As if the last `minutes` had passed for the email's code requests. */
async function ageCodeRequests(email: string, minutes: number) {
  const rows = await t.database.db
    .selectFrom('sign_in_code_requests')
    .select(['id', 'created_at'])
    .where('email_hash', '=', hashEmail(email))
    .execute();
  for (const row of rows) {
    await t.database.db
      .updateTable('sign_in_code_requests')
      .set({ created_at: new Date(new Date(row.created_at).getTime() - minutes * 60_000) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** As if the email's current wait were over. */
async function endWait(email: string) {
  await t.database.db
    .updateTable('sign_in_limits')
    .set({ locked_until: new Date(Date.now() - 1000) })
    .where('email_hash', '=', hashEmail(email))
    .execute();
}

interface Answer {
  status: number;
  retryAfter: number | null;
  body: { message?: string; code?: string };
}

async function askForCodes(uid: string, jar: CookieJar, email: string, times: number) {
  const address = newNet();
  const answers: Answer[] = [];
  for (let i = 0; i < times; i++) {
    const res = await jar.fetch(
      `${base}/idp/interaction/${uid}/email`,
      json({ email, language: 'en' }, { 'x-forwarded-for': address() }),
    );
    const retryAfter = res.headers.get('retry-after');
    answers.push({
      status: res.status,
      retryAfter: retryAfter === null ? null : Number(retryAfter),
      body: (await res.json()) as Answer['body'],
    });
  }
  return answers;
}

describe('per-email sign-in limits, whatever the address', () => {
  it('mails a member no more codes than the hourly cap while X-Forwarded-For rotates, and answers an unknown email the same', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, newNet()());
    const email = 'family@riverhawks.test';
    const before = await mailsTo(email);

    const answers = await askForCodes(uid, jar, email, 12);
    const cap = SIGN_IN_LIMITS.codesPerHour;
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(cap).fill(202),
      ...Array<number>(12 - cap).fill(429),
    ]);
    for (const refused of answers.slice(cap)) {
      expect(refused.body.code).toBe('sign_in_limited');
      expect(refused.body.message).toMatch(/too many sign-in codes.*wait \d+ minutes/i);
      expect(refused.retryAfter).toBeGreaterThan(55 * 60);
      expect(refused.retryAfter).toBeLessThanOrEqual(60 * 60);
    }
    // The member's mailbox: exactly the cap, no more.
    expect((await mailsTo(email)) - before).toBe(cap);

    // An email that is no member's is counted and refused exactly alike.
    const unknown = await askForCodes(uid, jar, 'nobody-at-all@riverhawks.test', 12);
    expect(unknown.map((a) => a.status)).toEqual(answers.map((a) => a.status));
    expect(unknown.map((a) => a.body)).toEqual(answers.map((a) => a.body));
    expect(unknown.map((a) => a.retryAfter === null)).toEqual(
      answers.map((a) => a.retryAfter === null),
    );
  });

  it('caps codes per day too, and says so in Spanish to a Spanish page', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, newNet()());
    const email = 'newcomer@riverhawks.test';
    const before = await mailsTo(email);
    const first = await askForCodes(uid, jar, email, SIGN_IN_LIMITS.codesPerHour);
    expect(first.filter((a) => a.status !== 202)).toEqual([]);
    await ageCodeRequests(email, 61);
    const second = await askForCodes(uid, jar, email, SIGN_IN_LIMITS.codesPerHour + 1);
    const dayCap = SIGN_IN_LIMITS.codesPerDay - SIGN_IN_LIMITS.codesPerHour;
    expect(second.map((a) => a.status)).toEqual([
      ...Array<number>(dayCap).fill(202),
      ...Array<number>(SIGN_IN_LIMITS.codesPerHour + 1 - dayCap).fill(429),
    ]);
    // Hours later the hourly window is clear, but the day's cap still holds.
    await ageCodeRequests(email, 120);
    const res = await jar.fetch(
      `${base}/idp/interaction/${uid}/email`,
      json({ email, language: 'es' }, { 'x-forwarded-for': newNet()() }),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Demasiados códigos .* espera \d+ horas/,
    );
    expect((await mailsTo(email)) - before).toBe(SIGN_IN_LIMITS.codesPerDay);
  });

  it('backs off wrong tries per email with a growing wait while X-Forwarded-For rotates, and a right code clears it', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, newNet()());
    const email = 'staff@riverhawks.test';
    await askForCodes(uid, jar, email, 1);
    const code = await latestCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const address = newNet();
    const tryCode = async (value: string) => {
      const res = await jar.fetch(
        `${base}/idp/interaction/${uid}/code`,
        json({ email, code: value }, { 'x-forwarded-for': address() }),
      );
      return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0) };
    };

    const answers: { status: number; retryAfter: number }[] = [];
    for (let i = 0; i < 40; i++) answers.push(await tryCode(wrong));
    const free = SIGN_IN_LIMITS.freeWrongTries;
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(free);
    expect(answers.slice(0, free).filter((a) => a.status !== 400)).toEqual([]);
    expect(answers[free]!.retryAfter).toBeGreaterThan(SIGN_IN_LIMITS.backoffBaseSeconds - 5);
    expect(answers[free]!.retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.backoffBaseSeconds);

    // After the wait, one more wrong try doubles it.
    await endWait(email);
    expect((await tryCode(wrong)).status).toBe(400);
    const doubled = await tryCode(wrong);
    expect(doubled.status).toBe(429);
    expect(doubled.retryAfter).toBeGreaterThan(2 * SIGN_IN_LIMITS.backoffBaseSeconds - 5);
    // While waiting, no new code is mailed either.
    const before = await mailsTo(email);
    expect((await askForCodes(uid, jar, email, 1))[0]!.status).toBe(429);
    expect(await mailsTo(email)).toBe(before);

    // The member waits it out, asks for a new code and signs in; the run of wrong tries is reset.
    await endWait(email);
    expect((await askForCodes(uid, jar, email, 1))[0]!.status).toBe(202);
    const fresh = await latestCodeFor(email, 1);
    expect(fresh).not.toBe(code);
    expect((await tryCode(fresh)).status).toBe(200);
    const limit = await t.database.db
      .selectFrom('sign_in_limits')
      .select(['failures', 'locked_until'])
      .where('email_hash', '=', hashEmail(email))
      .executeTakeFirstOrThrow();
    expect(limit).toEqual({ failures: 0, locked_until: null });
  });

  it('holds the caps with two replicas on one database answering at once', async () => {
    // A second server on the same database, as a load balancer's other replica: its own process
    // memory, the same rows (the per-address rate limits' counts included).
    const other = await createServer(t.config, {
      database: t.database,
      logStream: new Writable({ write: (_c, _e, cb) => cb() }),
    });
    try {
      const port = await freePort();
      await other.app.listen({ port, host: '127.0.0.1' });
      const replicas = [base, `http://127.0.0.1:${port}`];
      const jar = new CookieJar();
      const uid = await startAuthorize(jar, newNet()());
      const email = 'admin@riverhawks.test';
      const before = await mailsTo(email);
      const address = newNet();
      const asked = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          jar.fetch(
            `${replicas[i % 2]}/idp/interaction/${uid}/email`,
            json({ email }, { 'x-forwarded-for': address() }),
          ),
        ),
      );
      const statuses = asked.map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(SIGN_IN_LIMITS.codesPerHour);
      expect(statuses.filter((s) => s === 429)).toHaveLength(16 - SIGN_IN_LIMITS.codesPerHour);
      expect((await mailsTo(email)) - before).toBe(SIGN_IN_LIMITS.codesPerHour);

      // A code that is surely wrong: not the one whose hash is stored for the member.
      const contactId = await t.contactId('admin');
      const active = await t.database.db
        .selectFrom('login_codes')
        .select('code_hash')
        .where('contact_id', '=', contactId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      const hashOf = (c: string) =>
        crypto.createHash('sha256').update(`${contactId}:${c}`).digest('hex');
      const wrong = ['999999', '888888'].find((c) => hashOf(c) !== active.code_hash)!;
      const tried = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          jar.fetch(
            `${replicas[i % 2]}/idp/interaction/${uid}/code`,
            json({ email, code: wrong }, { 'x-forwarded-for': address() }),
          ),
        ),
      );
      const answered = tried.map((r) => r.status);
      expect(answered.filter((s) => s !== 429)).toHaveLength(SIGN_IN_LIMITS.freeWrongTries);
    } finally {
      await other.close();
    }
  });

  it('backs off wrong tries for an unknown email exactly alike', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, newNet()());
    const address = newNet();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.freeWrongTries + 3; i++) {
      const res = await jar.fetch(
        `${base}/idp/interaction/${uid}/code`,
        json({ email: 'nobody@riverhawks.test', code: '123456' }, { 'x-forwarded-for': address() }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(SIGN_IN_LIMITS.freeWrongTries).fill(400),
      429,
      429,
      429,
    ]);
  });
});

describe('no one can jam a member’s sign-in', () => {
  /** Members who may sign in that no other test here uses, one per test. */
  async function spareMember(n: number): Promise<string> {
    const rows = await t.database.db
      .selectFrom('contacts')
      .select('email')
      .where('is_site_user', '=', true)
      .where('email', 'is not', null)
      .where('email', 'not like', '%@riverhawks.test')
      .orderBy('email')
      .limit(3)
      .execute();
    return rows[n]!.email!;
  }

  const askFrom = (jar: CookieJar, uid: string, email: string, from: string) =>
    jar.fetch(`${base}/idp/interaction/${uid}/email`, json({ email }, { 'x-forwarded-for': from }));
  const tryFrom = (jar: CookieJar, uid: string, email: string, code: string, from: string) =>
    jar.fetch(
      `${base}/idp/interaction/${uid}/code`,
      json({ email, code }, { 'x-forwarded-for': from }),
    );

  it('caps code requests per address across emails: one address mailed 125 codes to 25 members', async () => {
    const jar = new CookieJar();
    const from = newNet()();
    const uid = await startAuthorize(jar, from);
    const cap = SIGN_IN_LIMITS.codesPerAddressPerHour;
    const statuses: number[] = [];
    for (let i = 0; i < cap + 5; i++) {
      const res = await askFrom(jar, uid, `jam-${i}@example.test`, from);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
        expect(((await res.json()) as { code: string }).code).toBe('sign_in_limited');
      }
    }
    expect(statuses).toEqual([...Array<number>(cap).fill(202), ...Array<number>(5).fill(429)]);
    // Another address, and another /64 of IPv6, are not held back; the same /64 is.
    expect((await askFrom(jar, uid, 'jam-other@example.test', newNet()())).status).toBe(202);
    const v6 = '2001:db8:7:1::';
    for (let i = 1; i <= cap; i++) {
      expect(
        (await askFrom(jar, uid, `v6-${i}@example.test`, `${v6}${i.toString(16)}`)).status,
      ).toBe(202);
    }
    expect((await askFrom(jar, uid, 'v6-x@example.test', `${v6}ffff`)).status).toBe(429);
    expect((await askFrom(jar, uid, 'v6-y@example.test', '2001:db8:7:2::1')).status).toBe(202);
  });

  it('keeps a code already mailed valid while someone else asks for more', async () => {
    const email = await spareMember(0);
    const member = new CookieJar();
    const uid = await startAuthorize(member, newNet()());
    expect((await askFrom(member, uid, email, newNet()())).status).toBe(202);
    const code = await latestCodeFor(email);

    // Someone else, from addresses of their own, asks for codes until the email's cap refuses.
    const flooder = new CookieJar();
    const theirUid = await startAuthorize(flooder, newNet()());
    const address = newNet();
    const flood: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.codesPerHour + 2; i++) {
      flood.push((await askFrom(flooder, theirUid, email, address())).status);
    }
    expect(flood).toContain(429);

    const res = await tryFrom(member, uid, email, code, newNet()());
    expect(res.status).toBe(200);
  });

  it('lets a browser that signed in before get a code and sign in through someone else’s flood', async () => {
    const email = await spareMember(1);
    const member = new CookieJar();
    const home = newNet()();
    let uid = await startAuthorize(member, home);
    expect((await askFrom(member, uid, email, home)).status).toBe(202);
    const first = await tryFrom(member, uid, email, await latestCodeFor(email), home);
    expect(first.status).toBe(200);
    expect(member.header()).toContain('dugout_signed_in_before=');

    // Someone else fills the email's hourly cap and its wrong-try back-off.
    const flooder = new CookieJar();
    const theirUid = await startAuthorize(flooder, newNet()());
    const address = newNet();
    for (let i = 0; i < SIGN_IN_LIMITS.codesPerHour; i++) {
      await askFrom(flooder, theirUid, email, address());
    }
    for (let i = 0; i < SIGN_IN_LIMITS.freeWrongTries + 1; i++) {
      await tryFrom(flooder, theirUid, email, '000000', address());
    }
    expect((await askFrom(flooder, theirUid, email, address())).status).toBe(429);
    // A browser that never signed in with this email is refused too, and so is a forged note.
    const stranger = new CookieJar();
    const strangerUid = await startAuthorize(stranger, newNet()());
    expect((await askFrom(stranger, strangerUid, email, newNet()())).status).toBe(429);
    const forged = member
      .header()
      .replace(
        /dugout_signed_in_before=([^;.]+)\.(\d+)\.[^;~]+/,
        (_m, h: string, at: string) => `dugout_signed_in_before=${h}.${at}.AAAA`,
      );
    const forgedRes = await fetch(`${base}/idp/interaction/${strangerUid}/email`, {
      ...json({ email }, { 'x-forwarded-for': newNet()() }),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': newNet()(),
        cookie: `${stranger.header()}; ${forged.match(/dugout_signed_in_before=[^;]+/)![0]}`,
      },
    });
    expect(forgedRes.status).toBe(429);

    // The member's own browser still gets a code, and signs in with it.
    uid = await startAuthorize(member, home);
    const seen = (
      await t.database.db.selectFrom('dev_mailbox').select('id').where('to', '=', email).execute()
    ).length;
    expect((await askFrom(member, uid, email, home)).status).toBe(202);
    const code = await latestCodeFor(email, seen);
    expect((await tryFrom(member, uid, email, code, home)).status).toBe(200);
  });
});

describe('TRUST_PROXY trusts proxies, never a header', () => {
  it('reads 0, a hop count or a list of proxy addresses, and refuses anything else', () => {
    const parse = (v: string) => loadConfig({ TRUST_PROXY: v, DATA_DIR: '/tmp/x' }).TRUST_PROXY;
    expect(parse('0')).toBe(false);
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('true')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.5,loopback,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['everyone', '10.0.0.0/99', '-1', '1.2.3', '10.0.0.1/8/8']) {
      expect(parseTrustProxy(bad)).toBeNull();
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  it('gives Fastify a trust that takes the client from trusted proxies only', async () => {
    const ipWith = async (setting: string, peer: string, forwarded: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)!) });
      app.get('/ip', async (request) => request.ip);
      const res = await app.inject({
        url: '/ip',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwarded },
      });
      await app.close();
      return res.body;
    };
    // No proxy trusted: the header is ignored.
    expect(await ipWith('0', '192.0.2.10', '203.0.113.1')).toBe('192.0.2.10');
    // One hop: the address the proxy appended, whatever the client wrote before it.
    expect(await ipWith('1', '10.0.0.2', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    // Two hops (a CDN, then a load balancer).
    expect(await ipWith('2', '10.0.0.2', '203.0.113.1, 198.51.100.7, 10.9.9.9')).toBe(
      '198.51.100.7',
    );
    // A list: only a listed peer may speak for the client...
    expect(await ipWith('10.0.0.0/8', '10.0.0.2', '203.0.113.1, 198.51.100.7')).toBe(
      '198.51.100.7',
    );
    // ...and anyone else's header is ignored.
    expect(await ipWith('10.0.0.0/8', '192.0.2.10', '198.51.100.7')).toBe('192.0.2.10');
  });

  it('with one hop, takes the address the proxy saw: a client writing X-Forwarded-For gains nothing', async () => {
    const seen = newNet()();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTHORIZE_LIMITS.perAddressPerMinute; i++) {
      const res = await fetch(`${base}/idp/authorize?${spaAuthorizeQuery()}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': `203.0.113.${i}, ${seen}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).filter((s) => s !== 303)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    const logged = t.logs.filter((l) => l.includes(`"remoteAddress":"${seen}"`));
    expect(logged.length).toBeGreaterThan(0);
    expect(t.logs.filter((l) => l.includes('"remoteAddress":"203.0.113.'))).toEqual([]);
  });
});

describe('what an anonymous caller can store', () => {
  const liveInteractions = async () => {
    const rows = await t.database.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('type', '=', 'Interaction')
      .where('expires_at', '>', new Date())
      .execute();
    return rows.length;
  };

  it('limits /authorize per address, so one caller stores at most that many sign-ins a minute', async () => {
    const from = newNet()();
    const before = await liveInteractions();
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < AUTHORIZE_LIMITS.perAddressPerMinute + 10; i++) {
      const res = await fetch(`${base}/idp/authorize?${spaAuthorizeQuery()}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': from },
      });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      else await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 303)).toHaveLength(AUTHORIZE_LIMITS.perAddressPerMinute);
    expect(statuses.slice(AUTHORIZE_LIMITS.perAddressPerMinute).filter((s) => s !== 429)).toEqual(
      [],
    );
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused!.json()) as { message: string }).message).toMatch(
      /Too many sign-in pages.*·.*Se abrieron demasiadas/,
    );
    expect((await liveInteractions()) - before).toBe(AUTHORIZE_LIMITS.perAddressPerMinute);
  });

  it('keeps an unfinished sign-in for at most half an hour, and sweeps it once expired', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, newNet()());
    const row = await t.database.db
      .selectFrom('oidc_payloads')
      .select(['id', 'expires_at'])
      .where('type', '=', 'Interaction')
      .where('id', '=', uid)
      .executeTakeFirstOrThrow();
    const ttl = (new Date(row.expires_at!).getTime() - Date.now()) / 1000;
    expect(INTERACTION_TTL).toBe(30 * 60);
    expect(ttl).toBeLessThanOrEqual(INTERACTION_TTL);
    expect(ttl).toBeGreaterThan(INTERACTION_TTL - 60);

    await t.database.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('type', '=', 'Interaction')
      .where('id', '=', uid)
      .execute();
    await purgeExpiredOidcPayloads(t.database.db);
    const gone = await t.database.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', '=', uid)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it('refuses an oversized /authorize request and stores nothing', async () => {
    const before = await liveInteractions();
    const res = await fetch(
      `${base}/idp/authorize?${spaAuthorizeQuery({ state: 'x'.repeat(AUTHORIZE_LIMITS.maxRequestBytes) })}`,
      { redirect: 'manual', headers: { 'x-forwarded-for': newNet()() } },
    );
    expect(res.status).toBe(414);
    expect(((await res.json()) as { message: string }).message).toMatch(/too long/);
    expect(await liveInteractions()).toBe(before);
  });

  it('refuses new sign-ins with 503 past the ceiling of unfinished ones, until they expire', async () => {
    const from = newNet();
    const live = await liveInteractions();
    const fill = AUTHORIZE_LIMITS.maxLiveInteractions - live;
    const expires = new Date(Date.now() + 10 * 60_000);
    for (let i = 0; i < fill; i += 500) {
      await t.database.db
        .insertInto('oidc_payloads')
        .values(
          Array.from({ length: Math.min(500, fill - i) }, (_, j) => ({
            id: `filler-${i + j}`,
            type: 'Interaction',
            payload: JSON.stringify({ filler: true }),
            grant_id: null,
            user_code: null,
            uid: `filler-${i + j}`,
            expires_at: expires,
            consumed_at: null,
          })),
        )
        .execute();
    }
    const full = await fetch(`${base}/idp/authorize?${spaAuthorizeQuery()}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': from() },
    });
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('60');
    expect(((await full.json()) as { message: string }).message).toMatch(/busy.*·.*ocupado/);
    expect(await liveInteractions()).toBe(AUTHORIZE_LIMITS.maxLiveInteractions);

    await t.database.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', 'like', 'filler-%')
      .execute();
    const again = await fetch(`${base}/idp/authorize?${spaAuthorizeQuery()}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': from() },
    });
    expect(again.status).toBe(303);
    await purgeExpiredOidcPayloads(t.database.db);
    const left = await t.database.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', 'like', 'filler-%')
      .execute();
    expect(left).toHaveLength(0);
  });

  it('sweeps per-email sign-in records older than a day', async () => {
    const email = 'sweep-me@riverhawks.test';
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, newNet()());
    await askForCodes(uid, jar, email, 1);
    const old = new Date(Date.now() - 25 * 60 * 60_000);
    await t.database.db
      .updateTable('sign_in_code_requests')
      .set({ created_at: old })
      .where('email_hash', '=', hashEmail(email))
      .execute();
    await t.database.db
      .updateTable('sign_in_limits')
      .set({ updated_at: old })
      .where('email_hash', '=', hashEmail(email))
      .execute();
    await purgeExpiredOidcPayloads(t.database.db);
    const requests = await t.database.db
      .selectFrom('sign_in_code_requests')
      .select('id')
      .where('email_hash', '=', hashEmail(email))
      .execute();
    const limits = await t.database.db
      .selectFrom('sign_in_limits')
      .select('email_hash')
      .where('email_hash', '=', hashEmail(email))
      .execute();
    expect(requests).toHaveLength(0);
    expect(limits).toHaveLength(0);
    expect(LOGIN_CODE.ttlMinutes).toBeLessThan(INTERACTION_TTL / 60);
  });
});
