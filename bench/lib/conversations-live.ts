import { addRow, ms } from './report';
import { rssMb, sleep } from './proc';
import { cpuMs, listenerPid } from './spike';

/**
 * Conversations, live (issue 29): LIVE_READERS members hold the live stream of an event's
 * conversation open (GET /api/conversations/event/:id/live, server-sent events), spread over
 * LIVE_CONVERSATIONS events, while LIVE_POSTS_PER_S posts a second are written for LIVE_SECONDS,
 * spread evenly over the conversations, each by one of that conversation's readers (ten posts a
 * minute per member is the server's limit: each posts about three times). A delivery is one
 * reader's `changed` for one post: from the POST sent to the event read off that reader's stream.
 * Posts into one conversation go one after another (the next when the previous has answered, on
 * its schedule or late), so the k-th `changed` a reader gets is the k-th post: the match is
 * exact. Every delivery missing after the last post plus LIVE_GRACE_MS is counted as lost.
 */
export const LIVE_READERS = 300;
export const LIVE_CONVERSATIONS = 20;
export const LIVE_POSTS_PER_S = 50;
export const LIVE_SECONDS = 20;
const LIVE_GRACE_MS = 5_000;
const DAY_MS = 86_400_000;

export interface LiveResult {
  readers: number;
  posts: number;
  /** Posts a second achieved (the schedule slips when answers are slow). */
  rate: number;
  deliveries: number;
  lost: number;
  /** Non-201 answers to the posts, by status. */
  refused: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** The server's resident set: before the readers connected, and the highest while they were. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  serverCpuMsPerPost: number | null;
}

interface Reader {
  conversation: number;
  token: string;
  /** When each `changed` arrived, in order. */
  arrivals: number[];
  abort: AbortController;
  done: Promise<void>;
}

/** Opens one live stream and records each `changed` it carries; resolves when it is open. */
async function openStream(url: string, token: string, reader: Reader): Promise<void> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: reader.abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`live: ${res.status} ${await res.text()}`);
  const stream = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const first = await stream.read();
  buffer += first.value ?? '';
  reader.done = (async () => {
    try {
      for (;;) {
        // Events end with a blank line; a chunk may hold several or half of one.
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: changed$/m.test(event)) reader.arrivals.push(performance.now());
        }
        const { value, done } = await stream.read();
        if (done) return;
        buffer += value;
      }
    } catch {
      // Aborted at the end.
    }
  })();
}

export async function conversationsLive(opts: {
  url: string;
  members: string[];
  signer: (id: string) => Promise<string>;
  adminToken: string;
}): Promise<LiveResult> {
  const { url } = opts;
  const admin = { authorization: `Bearer ${opts.adminToken}`, 'content-type': 'application/json' };
  const events: string[] = [];
  for (let i = 0; i < LIVE_CONVERSATIONS; i++) {
    const res = await fetch(`${url}/api/event/new`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: `Game ${i + 1} (bench conversations)`,
        date: new Date(Date.now() + (3 + i) * DAY_MS).toISOString(),
      }),
    });
    if (!res.ok) throw new Error(`event/new: ${res.status} ${await res.text()}`);
    events.push(((await res.json()) as { data: { id: string } }).data.id);
  }

  const pid = listenerPid(Number(new URL(url).port));
  const rssBeforeMb = pid === null ? null : rssMb(pid, 'VmRSS');
  const readers: Reader[] = [];
  for (let i = 0; i < LIVE_READERS; i++) {
    const contactId = opts.members[i % opts.members.length]!;
    readers.push({
      conversation: i % LIVE_CONVERSATIONS,
      token: await opts.signer(contactId),
      arrivals: [],
      abort: new AbortController(),
      done: Promise.resolve(),
    });
  }
  // Connected in groups, as members opening the page over a few seconds.
  for (let i = 0; i < readers.length; i += 50) {
    await Promise.all(
      readers
        .slice(i, i + 50)
        .map((r) =>
          openStream(`${url}/api/conversations/event/${events[r.conversation]}/live`, r.token, r),
        ),
    );
  }
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const now = pid === null ? null : rssMb(pid, 'VmRSS');
    if (now !== null) rssPeakMb = Math.max(rssPeakMb ?? 0, now);
  }, 200);

  const perConversation = LIVE_POSTS_PER_S / LIVE_CONVERSATIONS;
  const postsEach = Math.round(LIVE_SECONDS * perConversation);
  const gapMs = 1000 / perConversation;
  /** When each post of each conversation was sent, in order. */
  const sent: number[][] = events.map(() => []);
  const refused: Record<string, number> = {};
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  await Promise.all(
    events.map(async (eventId, c) => {
      const ours = readers.filter((r) => r.conversation === c);
      // Staggered, so the conversations' posts interleave evenly.
      await sleep((c / events.length) * gapMs);
      for (let k = 0; k < postsEach; k++) {
        const due = started + (c / events.length) * gapMs + k * gapMs;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const poster = ours[k % ours.length]!;
        const at = performance.now();
        const res = await fetch(`${url}/api/conversations/event/${eventId}/posts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${poster.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Bench post ${k + 1}: who brings the water?` }),
        });
        await res.text();
        if (res.status === 201) sent[c]!.push(at);
        else refused[res.status] = (refused[res.status] ?? 0) + 1;
      }
    }),
  );
  const postingSeconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  // The last deliveries, or LIVE_GRACE_MS at the most.
  const expected = readers.reduce((n, r) => n + sent[r.conversation]!.length, 0);
  const deadline = performance.now() + LIVE_GRACE_MS;
  while (performance.now() < deadline) {
    const got = readers.reduce(
      (n, r) => n + Math.min(r.arrivals.length, sent[r.conversation]!.length),
      0,
    );
    if (got >= expected) break;
    await sleep(50);
  }
  clearInterval(sampler);
  for (const r of readers) r.abort.abort();
  await Promise.all(readers.map((r) => r.done));

  const latencies: number[] = [];
  let lost = 0;
  for (const r of readers) {
    const times = sent[r.conversation]!;
    times.forEach((at, k) => {
      const arrived = r.arrivals[k];
      if (arrived === undefined) lost++;
      else latencies.push(arrived - at);
    });
  }
  latencies.sort((x, y) => x - y);
  const pct = (p: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!
      : Number.NaN;
  const posts = sent.reduce((n, s) => n + s.length, 0);
  return {
    readers: readers.length,
    posts,
    rate: posts / postingSeconds,
    deliveries: latencies.length,
    lost,
    refused,
    p50: pct(0.5),
    p99: pct(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    rssBeforeMb,
    rssPeakMb,
    serverCpuMsPerPost:
      cpuBefore === null || cpuAfter === null || !posts ? null : (cpuAfter - cpuBefore) / posts,
  };
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function conversationsLiveRows(engine: string, r: LiveResult, rssBudgetMb: number) {
  const area = `Conversations live (${engine})`;
  const refused = Object.keys(r.refused).length
    ? `; posts refused: ${JSON.stringify(r.refused)}`
    : '';
  addRow({
    area,
    figure: `${r.readers} members connected, ${LIVE_POSTS_PER_S} posts/s: delivery of each post to each reader`,
    value: `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${r.deliveries} deliveries, ${r.lost} lost${refused}`,
    target: `p99 < 1 s, none lost: ${met(r.p99 < 1000 && r.lost === 0 && !Object.keys(r.refused).length)}`,
    how: `${r.readers} server-sent-event streams (GET /api/conversations/event/:id/live) over ${LIVE_CONVERSATIONS} events' conversations; ${r.posts} posts in ${LIVE_SECONDS} s (${r.rate.toFixed(1)}/s achieved) by those readers, one after another per conversation; from the POST sent to its "changed" read off each reader's stream; server CPU ${r.serverCpuMsPerPost === null ? 'n/a' : ms(r.serverCpuMsPerPost)} per post`,
  });
  addRow({
    area,
    figure: 'server RSS while the readers were connected',
    value: `${r.rssPeakMb === null ? '?' : Math.round(r.rssPeakMb)} MB (${r.rssBeforeMb === null ? '?' : Math.round(r.rssBeforeMb)} MB before they connected)`,
    target:
      r.rssPeakMb === null
        ? `< ${rssBudgetMb} MB`
        : `< ${rssBudgetMb} MB: ${met(r.rssPeakMb < rssBudgetMb)}`,
    how: 'VmRSS of the server process (/proc/<pid>/status), sampled every 200 ms from the first stream to the last delivery',
  });
}
