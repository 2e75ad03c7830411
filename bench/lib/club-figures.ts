import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { againstCeiling, type Endpoint } from './ceiling';
import { CLUB, LEAGUE, scaledSize, type ClubSize } from './club-plan';
import { rolloverUnderReaders } from './club-rollover';
import { seedClub, type SeededClub } from './club-seed';
import { load, tokenSigner } from './load';
import { startApi, type ApiServer } from './proc';
import { addRow, fmt, log, ms } from './report';
import { CONNECTIONS, DIRECTORY_PAGE, DURATION, WARM_UP_S } from './run-settings';
import { gameDaySpike } from './spike';
import { spikeRows } from './spike-rows';

/**
 * `npm run bench -- --club`: the club of issue 27 ("Scale it is for") on one engine. The club
 * (12 teams, 700 families, 3,000 contacts, 600 events): a family on two teams reads its merged
 * schedule and the directory (p99 < 100 ms, each beside its ceiling), then the season rolls over
 * under readers. The league (the same teams at 20,000 contacts): the same reads, then a Saturday
 * spike of 5,000 members across the 12 teams in 60 s. BENCH_CLUB_SCALE (e.g. 0.1) shrinks every
 * count and the spike's window, for quick runs while working.
 */

export const CLUB_SCALE = Math.min(1, Number(process.env.BENCH_CLUB_SCALE ?? 1));
const SPIKE_MEMBERS = Math.round(5000 * CLUB_SCALE);
const SPIKE_WINDOW_S = Math.max(10, Math.round(60 * CLUB_SCALE));
/** Families on two teams whose tokens take turns in the loads (a few hundred is plenty). */
const FAMILIES = 300;

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const n = (v: number) => v.toLocaleString('en-US');
export const sizeText = (s: ClubSize) =>
  `${s.teams} teams, ${n(s.households)} families, ${n(s.contacts)} contacts, ${n(s.events)} events`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** The SPA's schedule: the month's events (apps/web lib/api/events.ts) and the family's answers. */
function scheduleEndpoints(as: { token: string }[]): Endpoint[] {
  const today = new Date();
  const monthFrom = new Date(today.getFullYear(), today.getMonth(), 1).toISOString();
  const monthTo = new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString();
  const q = encodeURIComponent;
  return [
    {
      name: 'club-schedule',
      method: 'GET',
      path: `/api/event/getall?from=${q(monthFrom)}&to=${q(monthTo)}`,
      as,
    },
    { name: 'club-answers', method: 'GET', path: `/api/rsvp/household?from=${q(monthFrom)}`, as },
    { name: 'club-directory', method: 'GET', path: DIRECTORY_PAGE, as },
  ];
}

const labels: Record<string, string> = {
  'club-schedule': "merged schedule, the month's events (GET /api/event/getall?from&to)",
  'club-answers': "the schedule's household answers (GET /api/rsvp/household?from)",
  'club-directory': `directory, first page (GET ${DIRECTORY_PAGE})`,
};
/** The figures with the p99 target (the answers ride along the schedule). */
const P99_TARGETED = new Set(['club-schedule', 'club-directory']);

interface Run {
  server: ApiServer;
  seeded: SeededClub;
  signer: (id: string) => Promise<string>;
  families: { token: string }[];
}

/** A fresh server (migrations and the demo), stopped, the club written, started again. */
async function withClub(
  size: ClubSize,
  databaseUrl: string | undefined,
  body: (run: Run) => Promise<void>,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dugout-bench-club-'));
  try {
    const prime = await startApi({ dataDir, databaseUrl });
    await prime.stop();
    const began = performance.now();
    const seeded = await seedClub({ dataDir, databaseUrl }, size, new Date());
    const p = seeded.plan;
    log(
      `seeded ${sizeText(size)} in ${((performance.now() - began) / 1000).toFixed(1)} s (${n(p.contacts.length)} contacts, ${n(p.rsvps.length)} answers added)`,
    );
    const server = await startApi({ dataDir, databaseUrl });
    try {
      const signer = await tokenSigner(dataDir, server.url, databaseUrl);
      const families = await Promise.all(
        p.twoTeamGuardians.slice(0, FAMILIES).map(async (id) => ({ token: await signer(id) })),
      );
      await body({ server, seeded, signer, families });
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function readRows(
  area: string,
  size: ClubSize,
  name: string,
  r: Awaited<ReturnType<typeof againstCeiling>>,
) {
  const ratio = r.real.rps / r.ceiling.rps;
  const p99 = P99_TARGETED.has(name) ? `p99 < 100 ms: ${met(r.real.p99 < 100)}; ` : '';
  addRow({
    area,
    figure: `${labels[name]!}, a family on two teams`,
    value: `${fmt(r.real)} — ceiling ${Math.round(r.ceiling.rps)} req/s — ${(ratio * 100).toFixed(0)} % of ceiling`,
    target: `${p99}≥ 50 % of ceiling: ${met(ratio >= 0.5)}`,
    how: `${sizeText(size)}; autocannon ${CONNECTIONS} connections × ${DURATION} s after ${WARM_UP_S} s unmeasured, ${FAMILIES} guardians of families with children on two teams taking turns (${(r.bytes / 1024).toFixed(1)} KB body); ceiling = the same bytes from memory on the same server; load average ${loadAverage()}`,
  });
}

async function clubRun(engine: string, databaseUrl: string | undefined) {
  const size = scaledSize(CLUB, CLUB_SCALE);
  const area = `Club (${engine})`;
  log(`${engine}: club of ${sizeText(size)}`);
  await withClub(size, databaseUrl, async ({ server, seeded, signer, families }) => {
    for (const ep of scheduleEndpoints(families)) {
      log(`${engine}: ${ep.path}`);
      readRows(area, size, ep.name, await againstCeiling(server.url, ep));
    }
    log(`${engine}: season rollover under readers`);
    const r = await rolloverUnderReaders(server.url, await signer(seeded.adminId), families);
    addRow({
      area,
      figure: 'season rollover (POST /api/seasons) of the club',
      value: `${(r.ms / 1000).toFixed(2)} s (${r.status}); readers' longest wait ${ms(r.longestWaitMs)}, ${r.readerErrors} reader errors`,
      target: `< 30 s: ${met(r.status === 201 && r.ms < 30_000)}; readers blocked < 1 s: ${met(r.longestWaitMs < 1000 && r.readerErrors === 0)}`,
      how: `${sizeText(size)}; admin starts a season from today (${r.summary}); meanwhile ${r.readers} readers loop the merged schedule as families on two teams (${r.readerRequests} reads during the rollover): the longest a read took or a reader went without an answer while it ran; load average ${loadAverage()}`,
    });
  });
}

async function leagueRun(engine: string, databaseUrl: string | undefined) {
  const size = scaledSize(LEAGUE, CLUB_SCALE);
  const area = `League (${engine})`;
  log(`${engine}: league of ${sizeText(size)}`);
  await withClub(size, databaseUrl, async ({ server, seeded, signer, families }) => {
    for (const ep of scheduleEndpoints(families).filter((e) => P99_TARGETED.has(e.name))) {
      log(`${engine}: ${ep.path}`);
      const r = await load({
        url: server.url + ep.path,
        as: ep.as,
        durationS: DURATION,
        warmUpS: WARM_UP_S,
        connections: CONNECTIONS,
      });
      addRow({
        area,
        figure: `${labels[ep.name]!}, a family on two teams`,
        value: fmt(r),
        target: `p99 < 100 ms: ${met(r.p99 < 100 && r.bad === 0)}`,
        how: `${sizeText(size)}; autocannon ${CONNECTIONS} connections × ${DURATION} s after ${WARM_UP_S} s unmeasured, ${FAMILIES} guardians of two-team families taking turns; load average ${loadAverage()}`,
      });
    }
    // The spike: guardians in family order, so every team's families arrive throughout.
    const guardians = seeded.plan.guardians;
    if (guardians.length <= SPIKE_MEMBERS) throw new Error('too few guardians for the spike');
    const sign = async (g: (typeof guardians)[number]) => ({
      contactId: g.contactId,
      teamId: seeded.teamIds[g.team]!,
      token: await signer(g.contactId),
    });
    log(`${engine}: signing ${SPIKE_MEMBERS} members' tokens`);
    const members = [];
    for (const g of guardians.slice(0, SPIKE_MEMBERS)) members.push(await sign(g));
    log(`${engine}: Saturday spike, ${members.length} members over ${SPIKE_WINDOW_S} s`);
    const r = await gameDaySpike({
      url: server.url,
      members,
      scout: await sign(guardians[SPIKE_MEMBERS]!),
      adminToken: await signer(seeded.adminId),
      arrivalsS: SPIKE_WINDOW_S,
    });
    const teams = new Set(members.map((m) => m.teamId)).size;
    spikeRows(
      `Saturday (${engine})`,
      r,
      SPIKE_WINDOW_S,
      `guardians of the league's families across ${teams} teams, each answering their child's team's game; ${sizeText(size)}; load average ${loadAverage()}`,
    );
  });
}

/** The club section on one engine; `newDatabase` gives each run a database of its own (PostgreSQL). */
export async function clubFigures(
  engine: 'PGlite' | 'PostgreSQL',
  newDatabase: (() => Promise<{ url: string; drop: () => Promise<void> }>) | null,
) {
  for (const run of [clubRun, leagueRun]) {
    const db = newDatabase ? await newDatabase() : null;
    try {
      await run(engine, db?.url);
    } catch (err) {
      addRow({
        area: `${run === clubRun ? 'Club' : 'League'} (${engine})`,
        figure: 'all',
        value: `failed: ${(err as Error).message.split('\n')[0]}`,
        how: '',
      });
    } finally {
      await db?.drop();
    }
  }
}
