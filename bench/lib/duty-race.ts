import { addRow, ms } from './report';
import { sleep } from './proc';
import { cpuMs, listenerPid } from './spike';

/**
 * Game day's duty sign-ups (issue 28): FAMILIES families race for one duty of SLOTS slots, each
 * as the event page does it: read the event's duties, then sign up. They arrive within
 * ARRIVALS_S (a notification "volunteers wanted" going out; the first slots are contested by
 * dozens at once). A 201 took a slot; a 409 "just taken" is the answer the losers are meant to
 * get, not an error; anything else (another 409, a 5xx, no answer) is an error. Afterwards the
 * admin's read of the duty says how many were taken: exactly SLOTS, never more.
 */
export const DUTY_RACE_FAMILIES = 200;
export const DUTY_RACE_SLOTS = 20;
export const DUTY_RACE_ARRIVALS_S = 4;
const LIMIT_S = 30;
const DAY_MS = 86_400_000;

export interface DutyRaceResult {
  families: number;
  requests: number;
  taken: number;
  justTaken: number;
  errors: number;
  codes: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** Sign-ups the duty holds afterwards (admin's GET /api/event/:id/duties). */
  stored: number;
  seconds: number;
  /** One family's read and sign-up (of a duty of its own) alone before the race, in ms. */
  alone: [number, number];
  /**
   * CPU the server process spent during the race, per request: the work each costs, which the
   * machine's other load changes far less than the latencies. Null without /proc.
   */
  serverCpuMsEach: number | null;
}

export async function dutyRace(opts: {
  url: string;
  members: { token: string; contactId: string }[];
  adminToken: string;
}): Promise<DutyRaceResult> {
  const { url, members } = opts;
  const admin = { authorization: `Bearer ${opts.adminToken}`, 'content-type': 'application/json' };
  const created = await fetch(`${url}/api/event/new`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      name: 'Game day (bench duty race)',
      date: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    }),
  });
  if (!created.ok) throw new Error(`event/new: ${created.status} ${await created.text()}`);
  const eventId = ((await created.json()) as { data: { id: string } }).data.id;
  const duty = await fetch(`${url}/api/event/${eventId}/duties`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ nameEn: 'Snacks', nameEs: 'Merienda', slots: DUTY_RACE_SLOTS }),
  });
  if (!duty.ok) throw new Error(`duties: ${duty.status} ${await duty.text()}`);
  const dutyId = ((await duty.json()) as { id: number }).id;

  const timings: number[] = [];
  const codes: Record<string, number> = {};
  let taken = 0;
  let justTaken = 0;
  let errors = 0;
  const call = async (token: string, path: string, body?: unknown) => {
    const began = performance.now();
    let outcome: string;
    try {
      const res = await fetch(url + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(LIMIT_S * 1000),
      });
      const text = await res.text();
      if (res.status === 409) {
        // Only "just taken" is an expected refusal; "already", "closed" or "archived" are not.
        const code = (JSON.parse(text) as { code?: string }).code ?? '';
        outcome = code === 'just_taken' ? 'just_taken' : `409 ${code}`;
      } else {
        outcome = String(res.status);
      }
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      outcome = cause?.code ?? (err as Error).name;
    }
    timings.push(performance.now() - began);
    if (body !== undefined && outcome === '201') taken++;
    else if (body !== undefined && outcome === 'just_taken') justTaken++;
    else if (!/^2\d\d$/.test(outcome)) {
      errors++;
      codes[outcome] = (codes[outcome] ?? 0) + 1;
    }
  };

  // One family alone first, on a duty of its own (the unloaded figure; warms the routes).
  const scout = members.at(-1)!;
  const practice = await fetch(`${url}/api/event/${eventId}/duties`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ nameEn: 'Field prep', nameEs: 'Preparar el campo', slots: 1 }),
  });
  if (!practice.ok) throw new Error(`duties: ${practice.status} ${await practice.text()}`);
  const practiceId = ((await practice.json()) as { id: number }).id;
  let mark = performance.now();
  await call(scout.token, `/api/event/${eventId}/duties`);
  const aloneRead = performance.now() - mark;
  mark = performance.now();
  await call(scout.token, `/api/duties/${practiceId}/signups`, { contactId: scout.contactId });
  const alone: [number, number] = [aloneRead, performance.now() - mark];
  if (taken !== 1 || errors) throw new Error(`the lone sign-up failed: ${JSON.stringify(codes)}`);
  timings.length = 0;
  taken = 0;

  const pid = listenerPid(Number(new URL(url).port));
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  await Promise.all(
    members.map(async (m, i) => {
      await sleep((i / members.length) * DUTY_RACE_ARRIVALS_S * 1000 + Math.random() * 20);
      await call(m.token, `/api/event/${eventId}/duties`);
      await call(m.token, `/api/duties/${dutyId}/signups`, { contactId: m.contactId });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  const serverCpuMsEach =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / timings.length;

  const read = await fetch(`${url}/api/event/${eventId}/duties`, { headers: admin });
  const stored = read.ok
    ? (((await read.json()) as { duties: { id: number; volunteers: unknown[] }[] }).duties.find(
        (d) => d.id === dutyId,
      )?.volunteers.length ?? Number.NaN)
    : Number.NaN;
  const sorted = [...timings].sort((x, y) => x - y);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  return {
    families: members.length,
    requests: timings.length,
    taken,
    justTaken,
    errors,
    codes,
    p50: pct(0.5),
    p99: pct(0.99),
    max: sorted.at(-1) ?? 0,
    stored,
    seconds,
    alone,
    serverCpuMsEach,
  };
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The race's rows: errors, slots taken (answered and stored), latency. */
export function dutyRaceRows(engine: string, r: DutyRaceResult) {
  const area = `Duty sign-ups (${engine})`;
  const how = `${r.families} members (tokens signed as the loads above) arriving within ${DUTY_RACE_ARRIVALS_S} s, each: GET /api/event/:id/duties, then POST /api/duties/:id/signups for themself, on one duty of ${DUTY_RACE_SLOTS} slots; ${r.requests} requests in ${r.seconds.toFixed(1)} s`;
  const codes = Object.keys(r.codes).length ? ` (${JSON.stringify(r.codes)})` : '';
  addRow({
    area,
    figure: `${r.families} families race for ${DUTY_RACE_SLOTS} slots: errors`,
    value: `${r.errors} errors${codes}; ${r.justTaken} answered 409 "just taken" (expected)`,
    target: `0: ${met(r.errors === 0)}`,
    how,
  });
  addRow({
    area,
    figure: 'slots taken',
    value: `${r.taken} answered 201, ${r.stored} in the duty's sign-ups afterwards`,
    target: `exactly ${DUTY_RACE_SLOTS}: ${met(r.taken === DUTY_RACE_SLOTS && r.stored === DUTY_RACE_SLOTS)}`,
    how: "the admin's GET /api/event/:id/duties after the last answer",
  });
  addRow({
    area,
    figure: 'latency of every request in the race',
    value: `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`,
    target: `p99 < 200 ms: ${met(r.p99 < 200)}`,
    how: `client-side, request to last byte, reads and sign-ups together; one family alone first: read ${ms(r.alone[0])}, sign-up ${ms(r.alone[1])}; server CPU ${r.serverCpuMsEach === null ? 'n/a' : ms(r.serverCpuMsEach)} per request`,
  });
}
