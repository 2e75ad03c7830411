/**
 * A league-size reminder pass on the embedded database: 20,000 contacts on PGlite and
 * the demo season's game within 48 hours, the server started with REMINDERS=on. While its first
 * pass queues the reminders, GET /api/health is asked every 250 ms: the pass must leave the one
 * connection to other requests between its chunks. Prints reminders queued, deliveries, the
 * pass's duration (the tick's own log), the /api/health waits during the pass and afterwards
 * while the outbox worker sends what it queued (until the server is quiet: 10 s of answers
 * under 100 ms), and the server's peak RSS.
 *
 * Not part of `npm run bench` (it takes a few minutes): `cd bench && node --import tsx reminders.ts`
 * after a build of the API's dependencies (it bundles the server itself, like the bench).
 * REMINDERS_BENCH_CONTACTS changes the number of contacts added (default 20,000).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep, startApi } from './lib/proc';
import { addContacts, openSql } from './lib/seed';

const CONTACTS = Number(process.env.REMINDERS_BENCH_CONTACTS ?? 20_000);
const POLL_MS = 250;
/** The first pass starts 10 s after the server (REMINDER_FIRST_PASS_MS); this bounds the wait. */
const LIMIT_MS = 15 * 60_000;
/** After the pass, polling goes on until the server is quiet, or this long. */
const AFTER_LIMIT_MS = 5 * 60_000;

const log = (msg: string) => process.stderr.write(`[reminders] ${msg}\n`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The tick's "reminders queued" line (pino JSON), once it is in the server's output. */
function passLine(output: string): { reminded: number; ms: number } | null {
  for (const line of output.split('\n')) {
    if (!line.includes('"reminders queued"')) continue;
    try {
      const row = JSON.parse(line) as { reminded?: number; ms?: number };
      if (typeof row.reminded === 'number') return { reminded: row.reminded, ms: row.ms ?? NaN };
    } catch {
      // a line cut by the output buffer's start
    }
  }
  return null;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-reminders-'));
try {
  log(`load average at start: ${load()}`);
  // A first start migrates and seeds the demo team (its season has a game within 48 h).
  let server = await startApi({ dataDir });
  await server.stop();
  let sql = await openSql({ dataDir });
  await addContacts(sql, 0, CONTACTS);
  const [soon] = await sql.query<{ n: number }>(
    `select count(*)::int as n from events where date between now() and now() + interval '50 hours'`,
  );
  await sql.close();
  log(`${CONTACTS} contacts added; ${soon?.n ?? 0} event(s) starting within 50 h`);

  server = await startApi({ dataDir, env: { REMINDERS: 'on', LOG_LEVEL: 'info' } });
  const started = Date.now();
  const during: number[] = [];
  const after: number[] = [];
  let pass: { reminded: number; ms: number } | null = null;
  let failures = 0;
  let quietSince = 0;
  let passEnd = 0;
  const done = () =>
    passEnd > 0 &&
    ((quietSince > 0 && Date.now() - quietSince > 10_000) || Date.now() - passEnd > AFTER_LIMIT_MS);
  while (Date.now() - started < LIMIT_MS && !done()) {
    const at = Date.now();
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(120_000) });
      await res.body?.cancel();
      if (res.status !== 200) failures++;
    } catch {
      failures++;
    }
    const took = Date.now() - at;
    (pass ? after : during).push(took);
    if (took > 1000) log(`/api/health took ${took} ms`);
    server.peakRssMb();
    if (!pass) {
      pass = passLine(server.output());
      if (pass) {
        passEnd = Date.now();
        log(`pass done after ${((passEnd - started) / 1000).toFixed(0)} s`);
      }
    }
    quietSince = took < 100 ? quietSince || Date.now() : 0;
    await sleep(Math.max(0, POLL_MS - took));
  }
  const afterS = passEnd ? ((Date.now() - passEnd) / 1000).toFixed(0) : '0';
  const peakRss = server.peakRssMb();
  await server.stop();

  sql = await openSql({ dataDir });
  const byKind = await sql.query<{ kind: string; n: number }>(
    `select kind, count(*)::int as n from event_reminders group by kind order by kind`,
  );
  const [counts] = await sql.query<{ messages: number; deliveries: number; sent: number }>(
    `select count(distinct m.id)::int as messages, count(d.id)::int as deliveries,
            (count(*) filter (where d.status = 'sent'))::int as sent
       from messages m join deliveries d on d.message_id = m.id where m.kind = 'reminder'`,
  );
  await sql.close();

  const waits = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return `${list.length} asked, worst ${sorted.at(-1) ?? 0} ms, p99 ${p(0.99) ?? 0} ms, p50 ${p(0.5) ?? 0} ms`;
  };
  const reminders = byKind.reduce((sum, r) => sum + r.n, 0);
  console.log(
    [
      `contacts added:        ${CONTACTS}`,
      `reminders queued:      ${reminders} (${byKind.map((r) => `${r.kind} ${r.n}`).join(', ')})`,
      `reminder messages:     ${counts?.messages ?? 0}`,
      `deliveries:            ${counts?.deliveries ?? 0} (${counts?.sent ?? 0} sent by the end)`,
      `pass duration:         ${pass ? `${(pass.ms / 1000).toFixed(1)} s (${pass.reminded} reminded)` : 'no pass logged'}`,
      `/api/health, pass:     ${waits(during)}`,
      `/api/health, after:    ${waits(after)} (${afterS} s)`,
      `/api/health failed:    ${failures}`,
      `server peak RSS:       ${peakRss?.toFixed(0) ?? '?'} MB`,
      `load average (1/5/15): ${load()}`,
    ].join('\n'),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
