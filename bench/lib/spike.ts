import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { sleep } from './proc';
import { closeConnections, send } from './spike-client';

/**
 * Game day: MEMBERS members arrive over ARRIVALS_S seconds (a push notification
 * going out, phones opening it), each as a browser would: the home page's API calls side by
 * side, then the schedule's, then one event's, then an RSVP. Every request is timed and every
 * answer other than 2xx counted; afterwards the event's answer list says how many were kept.
 */
export const SPIKE_MEMBERS = 500;
export const SPIKE_ARRIVALS_S = 20;
export const SPIKE_LIMIT_S = 60;

export interface SpikeResult {
  members: number;
  requests: number;
  errors: number;
  /** Status codes other than 2xx, or why there was no answer, e.g. { 429: 3, ECONNRESET: 1 }. */
  codes: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** From the first arrival to the last member's RSVP answered. */
  seconds: number;
  /** Answers the events' lists hold afterwards (the admin's view; NaN when a list failed). */
  answersStored: number;
  /** RSVPs the server answered 2xx: each must be among those stored. */
  answersAcknowledged: number;
  /** The five slowest calls by path, for "What limits the targets not met" in docs/benchmarks.md. */
  slowest: { path: string; p99: number }[];
  /** One member's walk (home, schedule, event; no answer) alone before the spike, per page. */
  alone: number[];
  /**
   * CPU the server process spent during the spike (user + system), and per request: the work
   * each request costs, which the machine's other load changes far less than the latencies.
   * Null when the server's process was not found (/proc, Linux only).
   */
  serverCpuMs: number | null;
  /** CPU the bench's own process (the members' phones) spent meanwhile, on the same cores. */
  loadCpuMs: number;
}

/** The pid listening on this loopback port (/proc/net/tcp's inode, then whose fd it is). */
export function listenerPid(port: number): number | null {
  try {
    const hex = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const f = line.trim().split(/\s+/);
        if (f[1]?.endsWith(`:${hex}`) && f[3] === '0A') inodes.add(f[9]!);
      }
    }
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m && inodes.has(m[1]!)) return Number(pid);
        } catch {
          // gone meanwhile
        }
      }
    }
  } catch {
    // not Linux
  }
  return null;
}

/** The process's CPU time so far, in ms (utime + stime, at the usual 100 ticks a second). */
export function cpuMs(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

const DAY_MS = 86_400_000;

export async function gameDaySpike(opts: {
  url: string;
  /**
   * Each member's bearer token and contact id, and for a club of teams the team whose game they
   * answer (one event per team, for that team only); without teams, one club-wide event.
   */
  members: { token: string; contactId: string; teamId?: number }[];
  /** A member outside the spike, who walks the pages alone first (the unloaded figure). */
  scout: { token: string; teamId?: number };
  adminToken: string;
  /** Seconds over which the members arrive (default SPIKE_ARRIVALS_S). */
  arrivalsS?: number;
}): Promise<SpikeResult> {
  const { url, members, adminToken, scout } = opts;
  const arrivalsS = opts.arrivalsS ?? SPIKE_ARRIVALS_S;
  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  // Events of their own, so every answer counted afterwards is the spike's.
  const eventDate = new Date(Date.now() + 2 * DAY_MS).toISOString();
  const teamIds = [...new Set(members.flatMap((m) => (m.teamId === undefined ? [] : [m.teamId])))];
  const eventOf = new Map<number | undefined, string>();
  for (const teamId of teamIds.length ? teamIds : [undefined]) {
    const created = await fetch(`${url}/api/event/new`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: 'Game day (bench spike)',
        date: eventDate,
        ...(teamId === undefined ? {} : { teams: [teamId] }),
      }),
    });
    if (!created.ok) throw new Error(`event/new: ${created.status} ${await created.text()}`);
    eventOf.set(teamId, ((await created.json()) as { data: { id: string } }).data.id);
  }
  const eventIds = [...eventOf.values()];
  const eventFor = (teamId: number | undefined) => eventOf.get(teamId) ?? eventIds[0]!;

  // The SPA's windows (apps/web lib/api/events.ts): the home page's next events and the
  // schedule's month; household answers from the same start.
  const today = new Date(new Date().toISOString().slice(0, 10));
  const from = new Date(today.getTime() - 7 * DAY_MS).toISOString();
  const to = new Date(today.getTime() + 60 * DAY_MS).toISOString();
  const monthFrom = new Date(today.getFullYear(), today.getMonth(), 1).toISOString();
  const monthTo = new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString();
  const q = encodeURIComponent;
  const pagesOf = (eventId: string): string[][] => [
    [
      '/api/me',
      '/api/content/getall',
      '/api/pinnedpost/getall?language=en',
      `/api/event/getall?from=${q(from)}&to=${q(to)}`,
      `/api/rsvp/household?from=${q(from)}`,
    ],
    [
      `/api/event/getall?from=${q(monthFrom)}&to=${q(monthTo)}`,
      `/api/rsvp/household?from=${q(monthFrom)}`,
    ],
    [`/api/event/${eventId}`, `/api/rsvp/household?eventId=${eventId}`],
  ];

  const timings: { path: string; ms: number }[] = [];
  const codes: Record<string, number> = {};
  let errors = 0;
  let acknowledged = 0;
  const call = async (token: string, path: string, body?: unknown) => {
    const began = performance.now();
    // The status, or for no answer the reason (a timeout, a refused or reset connection).
    const { status } = await send(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      timeoutMs: SPIKE_LIMIT_S * 1000,
    });
    const bare = path.replace(/\?.*/, '');
    timings.push({
      path: eventIds.reduce((p, id) => p.replace(id, ':id'), bare),
      ms: performance.now() - began,
    });
    if (typeof status === 'number' && status >= 200 && status <= 299) {
      if (body !== undefined) acknowledged++;
    } else {
      errors++;
      codes[status] = (codes[status] ?? 0) + 1;
    }
  };

  const alone: number[] = [];
  for (const page of pagesOf(eventFor(scout.teamId))) {
    const began = performance.now();
    await Promise.all(page.map((p) => call(scout.token, p)));
    alone.push(performance.now() - began);
  }
  timings.length = 0;
  errors = 0;
  for (const code of Object.keys(codes)) delete codes[code];

  const pid = listenerPid(Number(new URL(url).port));
  const cpuBefore = cpuMs(pid);
  const loadCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    members.map(async (m, i) => {
      // Arrivals spread evenly over the window, a little jitter so they do not come in step.
      await sleep((i / members.length) * arrivalsS * 1000 + Math.random() * 40);
      const eventId = eventFor(m.teamId);
      for (const page of pagesOf(eventId)) await Promise.all(page.map((p) => call(m.token, p)));
      await call(m.token, '/api/rsvp/new', {
        eventID: eventId,
        contactID: m.contactId,
        status: i % 4 === 0 ? 'no' : 'yes',
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const loadCpuMs = (loadCpu.user + loadCpu.system) / 1000;
  closeConnections();
  const serverCpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  process.stderr.write(
    `[bench] spike: server pid ${pid ?? '?'} CPU ${serverCpuMs ?? '?'} ms for ${timings.length} requests` +
      (serverCpuMs === null ? '' : ` (${(serverCpuMs / timings.length).toFixed(2)} ms each)`) +
      `; the load's own process ${Math.round(loadCpuMs)} ms (${(loadCpuMs / timings.length).toFixed(2)} ms each)\n`,
  );

  let answersStored = 0;
  for (const eventId of eventIds) {
    const list = await fetch(`${url}/api/rsvp/event/${eventId}/list`, { headers: admin });
    answersStored += list.ok
      ? ((await list.json()) as { answers: { contactId?: string }[] }).answers.length
      : Number.NaN;
  }

  const sorted = timings.map((t) => t.ms).sort((x, y) => x - y);
  const pct = (values: number[], p: number) =>
    values.length ? values[Math.min(values.length - 1, Math.floor(values.length * p))]! : 0;
  const byPath = new Map<string, number[]>();
  for (const t of timings) byPath.set(t.path, [...(byPath.get(t.path) ?? []), t.ms]);
  const slowest = [...byPath]
    .map(([path, values]) => ({
      path,
      p99: pct(
        values.sort((x, y) => x - y),
        0.99,
      ),
    }))
    .sort((x, y) => y.p99 - x.p99)
    .slice(0, 5);
  return {
    members: members.length,
    requests: timings.length,
    errors,
    codes,
    p50: pct(sorted, 0.5),
    p99: pct(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    seconds,
    answersStored,
    answersAcknowledged: acknowledged,
    slowest,
    alone,
    serverCpuMs,
    loadCpuMs,
  };
}
