import { sleep } from './proc';

const DAY_MS = 86_400_000;
/** Concurrent readers during the rollover: a few families opening the schedule. */
const READERS = 4;

export interface RolloverFigure {
  status: number;
  ms: number;
  /** What the answer says it archived and moved. */
  summary: string;
  readers: number;
  readerRequests: number;
  readerErrors: number;
  /**
   * The longest a reader waited while the rollover ran: the slowest read that overlapped it, or
   * the longest stretch without any reader's answer, whichever is longer.
   */
  longestWaitMs: number;
}

/**
 * Starts a new season (POST /api/seasons, as the admin) from today while READERS loops read the
 * merged schedule as families; the readers run a second before and after it too.
 */
export async function rolloverUnderReaders(
  url: string,
  adminToken: string,
  families: { token: string }[],
): Promise<RolloverFigure> {
  const today = new Date();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const from = new Date(today.getFullYear(), today.getMonth(), 1).toISOString();
  const to = new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString();
  const schedule = `${url}/api/event/getall?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const reads: { start: number; end: number; ok: boolean }[] = [];
  let running = true;
  let turn = 0;
  const reader = async () => {
    while (running) {
      const who = families[turn++ % families.length]!;
      const start = performance.now();
      let ok = false;
      try {
        const res = await fetch(schedule, {
          headers: { authorization: `Bearer ${who.token}` },
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        ok = res.ok;
      } catch {
        ok = false;
      }
      reads.push({ start, end: performance.now(), ok });
    }
  };
  const loops = Array.from({ length: READERS }, reader);
  await sleep(1000);
  const began = performance.now();
  const res = await fetch(`${url}/api/seasons`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench ${today.getFullYear() + 1}`,
      startsOn: day(today),
      endsOn: day(new Date(today.getTime() + 180 * DAY_MS)),
    }),
  });
  const answer = (await res.json()) as {
    archived?: { events: number; rsvps: number };
    moved?: { events: number };
    message?: string;
  };
  const ended = performance.now();
  await sleep(1000);
  running = false;
  await Promise.all(loops);

  const during = reads.filter((r) => r.end >= began && r.start <= ended);
  const slowest = Math.max(0, ...during.map((r) => r.end - r.start));
  // The longest stretch of the rollover with no reader answered.
  const ends = [began, ...during.map((r) => r.end).filter((e) => e <= ended), ended].sort(
    (a, b) => a - b,
  );
  const gap = Math.max(0, ...ends.slice(1).map((e, i) => e - ends[i]!));
  const summary = answer.archived
    ? `${answer.archived.events} events and ${answer.archived.rsvps} answers archived, ${answer.moved?.events ?? 0} events moved`
    : `answer: ${answer.message ?? JSON.stringify(answer).slice(0, 120)}`;
  return {
    status: res.status,
    ms: ended - began,
    summary,
    readers: READERS,
    readerRequests: during.length,
    readerErrors: reads.filter((r) => !r.ok).length,
    longestWaitMs: Math.max(slowest, gap),
  };
}
