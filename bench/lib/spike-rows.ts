import { addRow, ms } from './report';
import { SPIKE_ARRIVALS_S, SPIKE_LIMIT_S, type SpikeResult } from './spike';

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** A spike's three rows: errors within the limit, latency, answers stored. */
export function spikeRows(area: string, r: SpikeResult, arrivalsS: number, who: string) {
  // Done within the arrivals' window and the game day's allowance after it (arrivals over 20 s,
  // done in 60 s): members arriving over 60 s cannot all be done by 60 s, so the Saturday's
  // limit is 100 s.
  const limitS = Math.max(SPIKE_LIMIT_S, arrivalsS + SPIKE_LIMIT_S - SPIKE_ARRIVALS_S);
  const how = `${r.members} members (${who}), arrivals spread over ${arrivalsS} s, each: the home page's 5 API calls side by side, the schedule's 2, an event's 2, then POST /api/rsvp/new; ${r.requests} requests, done in ${r.seconds.toFixed(1)} s (limit ${limitS} s)`;
  const codes = Object.keys(r.codes).length ? ` (${JSON.stringify(r.codes)})` : '';
  addRow({
    area,
    figure: `${r.members} members sign in, open home, schedule, an event, answer: errors`,
    value: `${r.errors} errors${codes}`,
    target: `0, within ${limitS} s: ${met(r.errors === 0 && r.seconds < limitS)}`,
    how,
  });
  addRow({
    area,
    figure: 'latency of every request in the spike',
    value: `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`,
    target: `p99 < 200 ms: ${met(r.p99 < 200)}`,
    how: `client-side, request to last byte; one member alone first: home ${ms(r.alone[0]!)}, schedule ${ms(r.alone[1]!)}, event ${ms(r.alone[2]!)}; slowest p99 by call: ${r.slowest.map((s) => `${s.path} ${ms(s.p99)}`).join(', ')}; CPU a request: server ${r.serverCpuMs === null ? 'n/a' : ms(r.serverCpuMs / r.requests)}, the load's own process ${ms(r.loadCpuMs / r.requests)} (same cores)`,
  });
  addRow({
    area,
    figure: 'answers in the database afterwards',
    value: `${r.answersStored} of ${r.members} (${r.answersAcknowledged} acknowledged with a 2xx)`,
    target: `all ${r.members}: ${met(r.answersStored === r.members)}; every acknowledged one stored: ${met(r.answersStored >= r.answersAcknowledged)}`,
    how: "the spike's own events, counted in GET /api/rsvp/event/:id/list (admin) after the last answer",
  });
}
