/**
 * `npm run bench`: the portal's figures in one run, each beside how it was measured.
 * Needs a build (`npm run build`). PostgreSQL figures come from DATABASE_URL or, when Debian's
 * postgresql-15 is installed, from a throwaway cluster started with scripts/with-postgres.sh.
 * BENCH_DURATION (seconds per load, default 5) shortens or lengthens every load. BENCH_PARTS
 * (comma-separated: api, pg, spike, duties, live, outbox, frontend, startup; default all; pg needs api,
 * directory, spike, duties or live) runs only those parts, for a quick look while working; the table in docs/benchmarks.md wants a whole run. `directory` alone
 * runs the directory's figures only (getall and the paged first page, at 2,000 and 20,000);
 * `first-load` the front end's first-load JS and CSS only (frontend without Lighthouse).
 * `npm run bench -- --club`: the club of issue 27 instead (12 teams, 3,000 contacts, a 20,000-contact
 * league, the Saturday spike, the season rollover; lib/club-figures.ts), into
 * bench/results/club-latest.{md,json}; BENCH_CLUB_SCALE=0.1 runs it small.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { clubFigures, loadAverage } from './lib/club-figures';
import { benchEngine, engineRows, type ExtrasServer } from './lib/engine-figures';
import { firstLoads, lighthouseScores } from './lib/frontend';
import { repoRoot, sleep, stopChild, waitForHealth, freePort } from './lib/proc';
import { addRow, log, rows } from './lib/report';
import { PARTS } from './lib/run-settings';
import { dutyRace, dutyRaceRows, DUTY_RACE_FAMILIES } from './lib/duty-race';
import { conversationsLive, conversationsLiveRows, LIVE_READERS } from './lib/conversations-live';
import { createDatabase } from './lib/seed';
import { gameDaySpike, SPIKE_ARRIVALS_S, SPIKE_MEMBERS } from './lib/spike';
import { spikeRows } from './lib/spike-rows';

// ---------------------------------------------------------------------------------------------
// PostgreSQL: DATABASE_URL, or a throwaway cluster held open for the run.
async function postgresBase(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (process.env.BENCH_NO_PG === '1') return null;
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) return null;
  // The holder lives while the bench does (with-postgres.sh gives it no stdin to wait on).
  const holder = `const alive = () => { try { process.kill(${process.pid}, 0); return !require('fs').existsSync(process.argv[1]); } catch { return false; } };
    console.log('URL=' + process.env.DATABASE_URL);
    setInterval(() => { if (!alive()) process.exit(0); }, 200);`;
  const stopFlag = path.join(tmpdir(), `dugout-bench-pg-stop-${process.pid}`);
  await rm(stopFlag, { force: true });
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'scripts/with-postgres.sh'),
    [process.execPath, '-e', holder, stopFlag],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string | null>((resolve) => {
    let out = '';
    const timer = setTimeout(() => resolve(null), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /URL=(\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.on('exit', () => resolve(null));
  });
  if (!url) {
    await stopChild(child);
    return null;
  }
  return {
    url,
    stop: async () => {
      await writeFile(stopFlag, '');
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(stopFlag, { force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
/** The game-day spike, on the engine's server as seeded for the reads above. */
async function spikeFigures(engine: string, server: ExtrasServer) {
  const ids = server.team.members.slice(0, SPIKE_MEMBERS);
  const scout = { token: await server.signer(server.team.members[SPIKE_MEMBERS]!) };
  const members = await Promise.all(
    ids.map(async (contactId) => ({ contactId, token: await server.signer(contactId) })),
  );
  log(`${engine}: game-day spike, ${members.length} members arriving over ${SPIKE_ARRIVALS_S} s`);
  const r = await gameDaySpike({
    url: server.url,
    members,
    scout,
    adminToken: await server.signer(server.team.adminId),
  });
  spikeRows(`Game day (${engine})`, r, SPIKE_ARRIVALS_S, 'tokens signed as the loads above');
}

/** Game day's duty sign-ups: 200 families racing for 20 slots (lib/duty-race.ts). */
async function dutyRaceFigures(engine: string, server: ExtrasServer) {
  // Members the spike did not answer with (its first SPIKE_MEMBERS and its scout).
  const ids = server.team.members.slice(SPIKE_MEMBERS + 1, SPIKE_MEMBERS + 1 + DUTY_RACE_FAMILIES);
  const members = await Promise.all(
    ids.map(async (contactId) => ({ contactId, token: await server.signer(contactId) })),
  );
  log(`${engine}: duty sign-ups, ${members.length} families racing`);
  const r = await dutyRace({
    url: server.url,
    members,
    adminToken: await server.signer(server.team.adminId),
  });
  dutyRaceRows(engine, r);
}

async function liveFigures(engine: string, server: ExtrasServer, rssBudgetMb: number) {
  // Members neither the spike nor the duty race signed in as.
  const members = server.team.members.slice(SPIKE_MEMBERS + 1 + DUTY_RACE_FAMILIES);
  log(`${engine}: conversations live, ${LIVE_READERS} readers`);
  const r = await conversationsLive({
    url: server.url,
    members,
    signer: server.signer,
    adminToken: await server.signer(server.team.adminId),
  });
  conversationsLiveRows(engine, r, rssBudgetMb);
}

async function outboxFigure(server: ExtrasServer) {
  const received = server.received;
  // Let the RSVP confirmations of the load above drain first.
  let last = -1;
  for (let i = 0; i < 120 && received.length !== last; i++) {
    last = received.length;
    await sleep(1000);
  }
  const token = await server.signer(server.team.adminId);
  const recipients = Array.from({ length: 1000 }, (_, i) => ({
    Email: `bench-out-${i}@bench.test`,
    Name: `Bench Recipient ${i}`,
    Language: i % 3 === 0 ? 'es' : 'en',
  }));
  const isOut = (r: { to: string }) => r.to.startsWith('bench-out-');
  const started = performance.now();
  const res = await fetch(`${server.url}/api/messaging/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      MessageTypes: 'Email',
      Recipients: recipients,
      Message: 'Bench message: the bus leaves at 9.',
      MessageEs: 'Mensaje de prueba: el autobús sale a las 9.',
    }),
  });
  const answer = await res.text();
  if (!res.ok) {
    addRow({
      area: 'Outbox',
      figure: 'emails/s',
      value: `failed: ${res.status} ${answer.slice(0, 120)}`,
      how: '',
    });
    return;
  }
  const deadline = performance.now() + 180_000;
  while (received.filter(isOut).length < 1000 && performance.now() < deadline) await sleep(100);
  const got = received.filter(isOut);
  const seconds = ((got.at(-1)?.at ?? performance.now()) - started) / 1000;
  addRow({
    area: 'Outbox',
    figure: 'emails per second, 1,000 recipients',
    value: `${(got.length / seconds).toFixed(0)} emails/s (${got.length} in ${seconds.toFixed(1)} s)`,
    // The target: all 1,000 delivered, at 200 emails/s or more.
    target: `≥ 200 emails/s, all 1,000: ${got.length === 1000 && got.length / seconds >= 200 ? 'met' : 'NOT met'}`,
    how: 'POST /api/messaging/send (admin) to 1,000 addresses, until a local SMTP peer (smtp-server) has them all; PGlite',
  });
}

/** Gzipped JavaScript of a first load (guest or signed-in home), in KB. */
const FIRST_LOAD_JS_BUDGET_KB = 150;

async function frontEndFigures(url: string, withLighthouse: boolean) {
  log('front end: first loads');
  const loads = await firstLoads(url, 'family@riverhawks.test');
  for (const [who, l] of [
    ['guest home', loads.guest],
    ['signed-in home (family)', loads.member],
  ] as const) {
    addRow({
      area: 'Front end',
      figure: `first load, ${who}`,
      value: `JS ${l.jsGzipKb.toFixed(1)} KB, CSS ${l.cssGzipKb.toFixed(1)} KB gzipped`,
      target: `JS < ${FIRST_LOAD_JS_BUDGET_KB} KB: ${l.jsGzipKb < FIRST_LOAD_JS_BUDGET_KB ? 'met' : 'NOT met'}`,
      how: 'every script and stylesheet Chromium fetched until network idle (390 px, empty cache), gzipped with zlib',
    });
  }
  if (!withLighthouse) return;
  log('front end: Lighthouse');
  const lh = await lighthouseScores(url, 'family@riverhawks.test');
  if ('error' in lh) {
    addRow({
      area: 'Front end',
      figure: 'Lighthouse',
      value: `could not run: ${lh.error}`,
      how: '',
    });
    return;
  }
  for (const [who, s] of [
    ['guest home', lh.guest],
    ['signed-in home (family)', lh.member],
  ] as const) {
    // The target reads the medians; every run is shown, and whether each one made 95.
    const each = (k: 'performance' | 'accessibility') =>
      `${s[k] ?? 'n/a'} (median of ${s.runs.map((r) => r[k] ?? 'n/a').join(', ')})`;
    const range = (v: number[], d: number) =>
      `${Math.min(...v).toFixed(d)}–${Math.max(...v).toFixed(d)}`;
    const indexes = s.runs.flatMap((r) => (r.benchmarkIndex === null ? [] : [r.benchmarkIndex]));
    const loads = s.runs.map((r) => r.load);
    const host = `host load average ${range(loads, 1)}${indexes.length ? `, Lighthouse benchmark index ${range(indexes, 0)}` : ''}`;
    addRow({
      area: 'Front end',
      figure: `Lighthouse, ${who}`,
      value: `performance ${each('performance')}, accessibility ${each('accessibility')}`,
      target: `≥ 95 / 100: ${(s.performance ?? 0) >= 95 && s.accessibility === 100 ? 'met' : 'NOT met'}; every run ≥ 95: ${s.runs.every((r) => (r.performance ?? 0) >= 95) ? 'yes' : 'no'}`,
      how: `lighthouse ${'12'} mobile preset (simulated slow 4G, 4× CPU), Debian Chromium, ${s.runs.length} runs (${host})${s.failing.length ? `; below 0.9 in the median run: ${s.failing.slice(0, 6).join(', ')}` : ''}`,
    });
  }
}

async function startupFigures() {
  const measure = async (dataDir: string) => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env,
      stdio: 'ignore',
    });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, child);
      return (performance.now() - started) / 1000;
    } finally {
      await stopChild(child);
    }
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dugout-bench-start-'));
  try {
    const fresh = await measure(dataDir);
    const existing = await measure(dataDir);
    addRow({
      area: 'Start-up',
      figure: '`npm start` to the first 200 on /api/ready',
      value: `${fresh.toFixed(1)} s fresh (migrate + demo seed), ${existing.toFixed(1)} s existing data`,
      how: 'node scripts/start.mjs on a built checkout, temporary DATA_DIR, PGlite',
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `--club`: the club of issue 27 on both engines (club-figures.ts), instead of the above. */
async function clubSection() {
  if (process.env.BENCH_NO_PGLITE !== '1') await clubFigures('PGlite', null);
  const base = await postgresBase();
  if (!base) {
    addRow({ area: 'Club (PostgreSQL)', figure: 'all', value: 'skipped: no PostgreSQL', how: '' });
    return;
  }
  try {
    await clubFigures('PostgreSQL', () => createDatabase(base.url, 'bench_club'));
  } finally {
    await base.stop();
  }
}

// ---------------------------------------------------------------------------------------------
async function main() {
  if (
    !existsSync(path.join(repoRoot, 'apps/api/dist/main.js')) ||
    !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))
  ) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const began = Date.now();
  if (process.argv.includes('--club')) {
    await clubSection();
    await writeReport('club-latest', began);
    return;
  }
  // BENCH_NO_PGLITE=1: the PostgreSQL figures alone (BENCH_NO_PG=1 is the other way round).
  const pglite =
    process.env.BENCH_NO_PGLITE === '1'
      ? null
      : await benchEngine('PGlite', undefined, async (server) => {
          if (PARTS.has('spike')) await spikeFigures('PGlite', server);
          if (PARTS.has('duties')) await dutyRaceFigures('PGlite', server);
          if (PARTS.has('live')) await liveFigures('PGlite', server, 600);
          if (PARTS.has('outbox')) await outboxFigure(server);
          // A failure here (e.g. apps/web/dist rebuilt during the run) is shown, not fatal.
          if (!PARTS.has('frontend') && !PARTS.has('first-load')) return;
          await frontEndFigures(server.url, PARTS.has('frontend')).catch((err: Error) =>
            addRow({
              area: 'Front end',
              figure: 'all',
              value: `failed: ${err.message.split('\n')[0]}`,
              how: 'rebuild (npm run build) and run again; nothing may rebuild apps/web/dist meanwhile',
            }),
          );
        });
  if (pglite) engineRows('PGlite', pglite, '< 600 MB');

  const base = PARTS.has('pg') ? await postgresBase() : null;
  if (base) {
    try {
      const db = await createDatabase(base.url, 'bench');
      try {
        const figures = await benchEngine('PostgreSQL', db.url, async (server) => {
          if (PARTS.has('spike')) await spikeFigures('PostgreSQL', server);
          if (PARTS.has('duties')) await dutyRaceFigures('PostgreSQL', server);
          if (PARTS.has('live')) await liveFigures('PostgreSQL', server, 250);
        });
        if (figures) engineRows('PostgreSQL', figures, '< 250 MB');
      } finally {
        await db.drop();
      }
    } finally {
      await base.stop();
    }
  } else {
    addRow({
      area: 'API (PostgreSQL)',
      figure: 'all',
      value: PARTS.has('pg')
        ? 'skipped: no DATABASE_URL and no postgresql-15'
        : 'not run (BENCH_PARTS)',
      how: '',
    });
  }
  if (PARTS.has('startup')) {
    log('start-up');
    await startupFigures();
  }

  // A run of some parts only (BENCH_PARTS) keeps its table beside the whole run's, not over it.
  await writeReport(process.env.BENCH_PARTS ? `${[...PARTS].join('-')}-latest` : 'latest', began);
}

/** The run's table on stdout and in bench/results/<name>.{md,json} (and docs with --docs). */
async function writeReport(name: string, began: number) {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${os.platform()}`;
  const date = new Date().toISOString().slice(0, 10);
  const md = [
    `Measured ${date} on ${machine}; \`${process.env.BENCH_PARTS ? `BENCH_PARTS=${process.env.BENCH_PARTS} ` : ''}npm run bench${name === 'club-latest' ? ' -- --club' : ''}\` took ${Math.round((Date.now() - began) / 1000)} s.` +
      ` Load average at the end ${loadAverage()} (1 / 5 / 15 min; the machine is shared, so figures are noisy).`,
    '',
    '| Area | Figure | Result | Target | How it was measured |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.area} | ${r.figure} | ${r.value} | ${r.target ?? ''} | ${r.how} |`),
  ].join('\n');
  console.log('\n' + md + '\n');
  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(path.join(repoRoot, `bench/results/${name}.md`), md + '\n');
  if (name === 'latest' && process.argv.includes('--docs')) {
    // `npm run bench -- --docs`: the table in docs/benchmarks.md between its markers becomes this run's.
    const docsPath = path.join(repoRoot, 'docs/benchmarks.md');
    const docs = await readFile(docsPath, 'utf8');
    const start = '<!-- bench:start -->';
    const end = '<!-- bench:end -->';
    const a = docs.indexOf(start);
    const b = docs.indexOf(end);
    if (a >= 0 && b > a) {
      await writeFile(docsPath, `${docs.slice(0, a + start.length)}\n${md}\n${docs.slice(b)}`);
    }
  }
  await writeFile(
    path.join(repoRoot, `bench/results/${name}.json`),
    JSON.stringify({ date, machine, rows }, null, 2) + '\n',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
