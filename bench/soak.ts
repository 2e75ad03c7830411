/**
 * Soak: two minutes of mixed member traffic on loopback against the BUILT server,
 * then three checks: no errors, no memory growth beyond a stated bound, and every RSVP and
 * request form the server acknowledged is in the database afterwards.
 *
 *   npm run build && npm run soak -w @dugout/bench     (about 2.5 minutes; not part of npm test)
 *
 * The server (`apps/api/dist/main.js`, DEMO=1, a temporary DATA_DIR, the embedded database) is
 * started once to seed the demo team and stopped, so the member ids can be read from the data
 * folder; then started again for the load. Tokens are signed with the embedded IdP's key from
 * DATA_DIR/keys, as apps/api/src/testing/test-app.ts `tokenFor` does (bench only).
 *
 * Load: autocannon, 10 connections, 120 s, each connection cycling through GET
 * /api/contact/getall, /api/content/getall, /api/event/getall, /api/home/search, POST
 * /api/rsvp/new (the member's own contact, a random event they may see, yes and no in turn) and
 * POST /api/form/create (one jersey). Each cycle takes a member (view:contacts and
 * view:jerseyform, no admin rights) from a shared queue and gives it back at the end, so one
 * member's requests never overlap and the last acknowledged answer per event is well defined.
 * The search limit is 60 a minute per member: a member's search is sent only while they have
 * made fewer than 50 in the last 60 s, otherwise that slot asks for /api/event/getall instead
 * (counted as "search deferred"); any 429 still counts as a failure.
 *
 * Memory: the server's VmRSS from /proc/<pid>/status every second. Bound: the median of the last
 * minute at most RSS_GROWTH_LIMIT_MB above the median of the first minute.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tokenSigner } from './lib/load';
import { createDatabase, openSql } from './lib/seed';

/** 120 s; SOAK_SECONDS shortens it for a quick try of the script itself (not a soak). */
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 120);
const CONNECTIONS = 10;
const RSS_GROWTH_LIMIT_MB = 100;
const SEARCH_BUDGET_PER_MINUTE = 50; // the server allows 60
const SEARCH_TERMS = ['ana', 'jose', 'family', 'schedule', 'perez', 'coach', 'game', 'hawks'];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(repoRoot, 'apps/api/dist/main.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- autocannon, the parts used here (the package ships no types) ----------------------------

interface Context {
  member?: Member;
  /** This cycle's search slot asked for the event list instead (the member's budget was spent). */
  deferred?: boolean;
  /** This cycle's jersey request (its first name, unique in the run). */
  form?: string;
}
interface Spec {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: Spec, context: Context) => Spec;
  onResponse?: (status: number, body: string, context: Context) => void;
}
interface Result {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}
const run = autocannon as unknown as (opts: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: Spec[];
}) => Promise<Result>;

// --- the server ---------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<number | null>;
}

async function startServer(
  dataDir: string,
  port: number,
  databaseUrl: string | undefined,
): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  Object.assign(env, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The seed's games sit around today: no reminder tick writing mail mid-run.
    REMINDERS: 'off',
  });
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-64 * 1024));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`no answer from /api/health:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const exited = new Promise<number | null>((r) => {
    if (child.exitCode !== null) r(child.exitCode);
    else child.once('exit', (code) => r(code));
  });
  return {
    child,
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * With DATABASE_URL set (e.g. under scripts/with-postgres.sh) the soak runs on PostgreSQL, in a
 * database of its own made on that server and dropped afterwards; else on the embedded database.
 */
function soakDatabase(): Promise<{ url: string; drop: () => Promise<void> }> | null {
  const base = process.env.DATABASE_URL;
  return base ? createDatabase(base, 'soak') : null;
}

function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

/** A small deterministic PRNG (mulberry32), so a rerun sends the same mix. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// --- the soak -------------------------------------------------------------------------------------

interface Member {
  id: string;
  token: string;
  events: string[];
  searches: number[];
}

type Kind = 'directory' | 'content' | 'events' | 'search' | 'searchDeferred' | 'rsvp' | 'form';

async function main(): Promise<void> {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dugout-soak-'));
  const database = await soakDatabase();
  const databaseUrl = database?.url;
  const openData = () => openSql({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  console.log(`soak on ${databaseUrl ? 'PostgreSQL' : 'the embedded database (PGlite)'}`);
  let server: Server | null = null;
  try {
    const port = await freePort();

    // 1. Seed, stop, read the members and the events each may see.
    server = await startServer(dataDir, port, databaseUrl);
    if ((await server.stop()) !== 0)
      throw new Error(`seeding run did not exit 0:\n${server.output()}`);
    server = null;
    const sql = await openData();
    const memberRows = await sql.query<{ id: string; affiliation_id: number | null }>(
      `select id, affiliation_id from contacts
          where permissions @> array['view:contacts','view:jerseyform']::text[]
            and not permissions && array['site:admin','IT:admin']::text[]
            and is_site_user
          order by id`,
    );
    const eventRows = await sql.query<{ id: string; affs: number[] | null }>(
      `select e.id, array_agg(ea.affiliation_id) filter (where ea.affiliation_id is not null) as affs
           from events e left join event_affiliations ea on ea.event_id = e.id
          group by e.id order by e.id`,
    );
    await sql.close();
    if (memberRows.length < CONNECTIONS * 2) throw new Error('too few demo members for the soak');

    // Signed with the server's IdP key, as the bench does (DATA_DIR/keys, or server_secrets).
    const sign = await tokenSigner(dataDir, `http://127.0.0.1:${port}`, databaseUrl);
    const members: Member[] = await Promise.all(
      memberRows.map(async (m) => ({
        id: m.id,
        token: await sign(m.id),
        // Spec: an event without affiliations is for everyone, else for those affiliations.
        events: eventRows
          .filter(
            (e) =>
              !e.affs?.length || (m.affiliation_id !== null && e.affs.includes(m.affiliation_id)),
          )
          .map((e) => e.id),
        searches: [],
      })),
    );

    // 2. The load.
    server = await startServer(dataDir, port, databaseUrl);
    const pid = server.child.pid!;
    const rssBefore = rssMb(pid)!;
    const samples: { t: number; mb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      const mb = rssMb(pid);
      if (mb !== null) samples.push({ t: (Date.now() - started) / 1000, mb });
    }, 1000);

    const random = prng(7);
    const free = [...members];
    const counts = new Map<Kind, Map<number, number>>();
    const count = (kind: Kind, status: number) => {
      const byStatus = counts.get(kind) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      counts.set(kind, byStatus);
    };
    /** The last acknowledged answer per member and event, and every id the server gave back. */
    const lastAnswer = new Map<string, 'yes' | 'no'>();
    const rsvpIds = new Map<string, string>();
    const nextStatus = new Map<string, 'yes' | 'no'>();
    /**
     * Sent and not answered (yet): when the run ends, autocannon stops listening while up to one
     * request per connection is still with the server, which may well write it.
     */
    const pendingRsvp = new Map<string, 'yes' | 'no'>();
    const pendingForms = new Set<string>();
    const formsAcknowledged = new Set<string>();
    let formsSaved = 0;
    let jersey = 0;
    const auth = (m: Member) => ({ authorization: `Bearer ${m.token}` });
    const json = (m: Member) => ({ ...auth(m), 'content-type': 'application/json' });

    const requests: Spec[] = [
      {
        method: 'GET',
        path: '/api/contact/getall',
        setupRequest: (req, context) => {
          // A cycle starts: take the member who waited longest.
          context.member = free.shift()!;
          return { ...req, headers: auth(context.member) };
        },
        onResponse: (status) => count('directory', status),
      },
      {
        method: 'GET',
        path: '/api/content/getall',
        setupRequest: (req, context) => ({ ...req, headers: auth(context.member!) }),
        onResponse: (status) => count('content', status),
      },
      {
        method: 'GET',
        path: '/api/event/getall',
        setupRequest: (req, context) => ({ ...req, headers: auth(context.member!) }),
        onResponse: (status) => count('events', status),
      },
      {
        method: 'GET',
        setupRequest: (req, context) => {
          const m = context.member!;
          const now = Date.now();
          m.searches = m.searches.filter((t) => now - t < 60_000);
          context.deferred = m.searches.length >= SEARCH_BUDGET_PER_MINUTE;
          if (context.deferred) {
            return { ...req, path: '/api/event/getall?deferred=1', headers: auth(m) };
          }
          m.searches.push(now);
          const term = SEARCH_TERMS[Math.floor(random() * SEARCH_TERMS.length)]!;
          return { ...req, path: `/api/home/search?searchText=${term}`, headers: auth(m) };
        },
        onResponse: (status, _body, context) =>
          count(context.deferred ? 'searchDeferred' : 'search', status),
      },
      {
        method: 'POST',
        path: '/api/rsvp/new',
        setupRequest: (req, context) => {
          const m = context.member!;
          const eventID = m.events[Math.floor(random() * m.events.length)]!;
          const pair = `${m.id}:${eventID}`;
          const status = nextStatus.get(pair) ?? 'yes';
          nextStatus.set(pair, status === 'yes' ? 'no' : 'yes');
          pendingRsvp.set(pair, status);
          return {
            ...req,
            headers: json(m),
            body: JSON.stringify({ eventID, contactID: m.id, status }),
          };
        },
        onResponse: (status, body, context) => {
          count('rsvp', status);
          for (const pair of pendingRsvp.keys()) {
            if (pair.startsWith(`${context.member!.id}:`)) pendingRsvp.delete(pair);
          }
          if (status < 200 || status >= 300) return;
          const r = JSON.parse(body) as {
            rsvpID: string;
            eventID: string;
            contactID: string;
            status: 'yes' | 'no';
          };
          const pair = `${r.contactID}:${r.eventID}`;
          lastAnswer.set(pair, r.status);
          const seen = rsvpIds.get(pair);
          if (seen && seen !== r.rsvpID) throw new Error(`two RSVP ids for ${pair}`);
          rsvpIds.set(pair, r.rsvpID);
        },
      },
      {
        method: 'POST',
        path: '/api/form/create',
        setupRequest: (req, context) => {
          const n = jersey++;
          context.form = `Soak${n}`;
          pendingForms.add(context.form);
          return {
            ...req,
            headers: json(context.member!),
            body: JSON.stringify([
              {
                firstName: context.form,
                lastName: 'Soak',
                jerseyName: 'SOAK',
                jerseyNumber: n % 100,
                jerseySize: 'YM',
                jerseyPosition: 0,
                jerseyIndex: '0',
              },
            ]),
          };
        },
        onResponse: (status, body, context) => {
          count('form', status);
          pendingForms.delete(context.form!);
          if (status >= 200 && status < 300) {
            formsSaved += (JSON.parse(body) as { saved: number }).saved;
            formsAcknowledged.add(context.form!);
          }
          // The cycle ends: the member goes to the back of the queue.
          free.push(context.member!);
        },
      },
    ];

    console.log(
      `soak: ${CONNECTIONS} connections × ${DURATION_S} s, ${members.length} members, ` +
        `${eventRows.length} events, server pid ${pid} (RSS ${rssBefore.toFixed(0)} MB idle)`,
    );
    const result = await run({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      requests,
    });
    clearInterval(sampler);
    const exitCode = await server.stop();
    server = null;

    // 3. What the database holds.
    const db = await openData();
    const formNames = new Set(
      (
        await db.query<{ first_name: string }>(
          `select first_name from form_requests where last_name = 'Soak'`,
        )
      ).map((r) => r.first_name),
    );
    const forms = formNames.size;
    const formsMissing = [...formsAcknowledged].filter((n) => !formNames.has(n)).length;
    // A row no response acknowledged must come from a request still in flight at the end.
    const formsUnexplained = [...formNames].filter(
      (n) => !formsAcknowledged.has(n) && !pendingForms.has(n),
    ).length;
    const rsvps = await db.query<{
      id: string;
      contact_id: string;
      event_id: string;
      status: string;
    }>(`select id, contact_id, event_id, status from rsvps`);
    await db.close();
    const byPair = new Map(rsvps.map((r) => [`${r.contact_id}:${r.event_id}`, r]));
    let rsvpMissing = 0;
    let rsvpWrongStatus = 0;
    let rsvpOverwrittenInFlight = 0;
    for (const [pair, status] of lastAnswer) {
      const row = byPair.get(pair);
      if (!row || row.id !== rsvpIds.get(pair)) rsvpMissing++;
      else if (row.status === status) continue;
      // A later answer for the same event, sent before the end and never answered, may have
      // been written: that is the only acceptable difference.
      else if (pendingRsvp.get(pair) === row.status) rsvpOverwrittenInFlight++;
      else rsvpWrongStatus++;
    }

    // 4. Figures and verdicts.
    const window = Math.min(60, DURATION_S / 2);
    const firstMinute = samples.filter((s) => s.t <= window).map((s) => s.mb);
    const lastMinute = samples.filter((s) => s.t > DURATION_S - window).map((s) => s.mb);
    const growth = median(lastMinute) - median(firstMinute);
    const ok2xx = (kind: Kind) =>
      [...(counts.get(kind) ?? new Map<number, number>())]
        .filter(([s]) => s >= 200 && s < 300)
        .reduce((n, [, c]) => n + c, 0);
    const all = (kind: Kind) =>
      [...(counts.get(kind) ?? new Map<number, number>()).values()].reduce((n, c) => n + c, 0);
    const too429 = [...counts.values()].reduce((n, m) => n + (m.get(429) ?? 0), 0);

    const rows: [string, string][] = [
      [
        'requests (total, mean per second)',
        `${result.requests.total} (${result.requests.average.toFixed(0)}/s)`,
      ],
      [
        'latency p50 / p99 / max',
        `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
      ],
      ['errors / timeouts / non-2xx', `${result.errors} / ${result.timeouts} / ${result.non2xx}`],
      ...(
        ['directory', 'content', 'events', 'search', 'searchDeferred', 'rsvp', 'form'] as Kind[]
      ).map((k): [string, string] => [`  ${k}: 2xx / answered`, `${ok2xx(k)} / ${all(k)}`]),
      ['429 (search limit)', String(too429)],
      ['RSS idle before load', `${rssBefore.toFixed(0)} MB`],
      [
        'RSS median first minute / last minute',
        `${median(firstMinute).toFixed(0)} / ${median(lastMinute).toFixed(0)} MB`,
      ],
      ['RSS growth (bound)', `${growth.toFixed(1)} MB (≤ ${RSS_GROWTH_LIMIT_MB} MB)`],
      ['RSS peak', `${Math.max(...samples.map((s) => s.mb)).toFixed(0)} MB`],
      ['RSVPs acknowledged (distinct member × event)', `${ok2xx('rsvp')} (${lastAnswer.size})`],
      ['  missing / wrong answer in the database', `${rsvpMissing} / ${rsvpWrongStatus}`],
      ['  changed by a request in flight at the end', String(rsvpOverwrittenInFlight)],
      ['forms acknowledged / rows in the database', `${formsSaved} / ${forms}`],
      ['  acknowledged but missing / rows unexplained', `${formsMissing} / ${formsUnexplained}`],
      [
        'requests in flight when the run stopped (RSVP, form)',
        `${pendingRsvp.size}, ${pendingForms.size}`,
      ],
      ['server exit after SIGTERM', String(exitCode)],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log(`\n| ${'figure'.padEnd(width)} | value |\n| ${'-'.repeat(width)} | --- |`);
    for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);

    const failures = [
      result.errors + result.timeouts > 0 && 'errors or timeouts',
      result.non2xx > 0 && `${result.non2xx} non-2xx answers`,
      !(growth <= RSS_GROWTH_LIMIT_MB) && `RSS grew ${growth.toFixed(1)} MB`,
      rsvpMissing + rsvpWrongStatus > 0 && 'acknowledged RSVPs missing or wrong',
      formsMissing + formsUnexplained > 0 && 'acknowledged forms missing (or rows unexplained)',
      formsSaved !== formsAcknowledged.size && 'a form answer saved other than one row',
      ok2xx('form') === 0 && 'no form was written',
      ok2xx('rsvp') === 0 && 'no RSVP was written',
      exitCode !== 0 && 'the server did not exit 0',
    ].filter(Boolean);
    if (failures.length) {
      console.error(`\nsoak FAILED: ${failures.join('; ')}`);
      for (const [kind, byStatus] of counts)
        console.error(`  ${kind}: ${JSON.stringify(Object.fromEntries(byStatus))}`);
      process.exitCode = 1;
    } else {
      console.log('\nsoak passed');
    }
  } finally {
    if (server) await server.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
