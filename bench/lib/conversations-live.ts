import { addRow, ms } from './report';
import { rssMb, sleep } from './proc';
import { cpuMs, listenerPid } from './spike';

/**
 * Conversations, live (issue 29): LIVE_READERS members have an event's conversation open, spread
 * over LIVE_CONVERSATIONS events, while LIVE_POSTS_PER_S posts a second are written for
 * LIVE_SECONDS, spread evenly over the conversations, each by one of that conversation's readers
 * (ten posts a minute per member is the server's limit: each posts about three times).
 *
 * Each reader does what the page does (apps/web/src/components/conversations/use-live-conversation.ts):
 * it holds the live stream open (GET /api/conversations/event/:id/live, server-sent events),
 * which brings each new post whole (event "post"); on a `changed` (an edit, a delete: none here
 * unless the server could not push a post) it reads the conversation again (GET
 * /api/conversations/event/:id), one more read after the one under way if it comes meanwhile. A
 * delivery is one post reaching one reader: from the POST sent to the post in that reader's
 * hands (pushed, or in a read). The posts are sent on their schedule whatever the answers before
 * them (an open loop: a slow server meets the same load, it does not get to slow the posters
 * down). Every delivery missing LIVE_GRACE_MS after the last post is counted as lost.
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
  /** Posts a second sent (the schedule's rate unless the bench's own loop fell behind). */
  rate: number;
  deliveries: number;
  lost: number;
  /** Non-201 answers to the posts, by status. */
  refused: Record<string, number>;
  /** Reads of the conversation the readers made, and those that failed. */
  reads: number;
  readsFailed: number;
  /** Posts that came whole on the readers' streams. */
  pushed: number;
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
  /** When this reader first read each post id. */
  seen: Map<number, number>;
  reading: boolean;
  again: boolean;
  reads: number;
  readsFailed: number;
  pushed: number;
  abort: AbortController;
  done: Promise<void>;
}

interface PostShape {
  id: number;
  replies?: PostShape[];
}

/** Reads the conversation as the page does, noting each post id's first sighting. */
function readAgain(url: string, reader: Reader): void {
  if (reader.reading) {
    reader.again = true;
    return;
  }
  reader.reading = true;
  (async () => {
    do {
      reader.again = false;
      reader.reads++;
      try {
        const res = await fetch(url, {
          headers: { authorization: `Bearer ${reader.token}` },
          signal: reader.abort.signal,
        });
        const at = performance.now();
        if (res.status !== 200) {
          reader.readsFailed++;
          await res.text();
          continue;
        }
        const body = (await res.json()) as { posts: PostShape[] };
        for (const post of body.posts) {
          if (!reader.seen.has(post.id)) reader.seen.set(post.id, at);
        }
      } catch {
        if (reader.abort.signal.aborted) return;
        reader.readsFailed++;
      }
    } while (reader.again && !reader.abort.signal.aborted);
    reader.reading = false;
  })().catch(() => undefined);
}

/**
 * Opens one live stream: each post it carries is the reader's; each `changed` starts a read.
 * Resolves when it is open.
 */
async function openStream(base: string, reader: Reader, onChanged: () => void): Promise<void> {
  const res = await fetch(`${base}/live`, {
    headers: { authorization: `Bearer ${reader.token}`, accept: 'text/event-stream' },
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
          if (/^event: changed$/m.test(event)) onChanged();
          else if (/^event: post$/m.test(event)) {
            const at = performance.now();
            const data = /^data: (.*)$/m.exec(event)?.[1];
            const id = data ? (JSON.parse(data) as PostShape).id : undefined;
            if (id !== undefined && !reader.seen.has(id)) reader.seen.set(id, at);
            reader.pushed++;
          }
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
  const conversationUrl = (c: number) => `${url}/api/conversations/event/${events[c]}`;

  const pid = listenerPid(Number(new URL(url).port));
  const rssBeforeMb = pid === null ? null : rssMb(pid, 'VmRSS');
  const readers: Reader[] = [];
  for (let i = 0; i < LIVE_READERS; i++) {
    const contactId = opts.members[i % opts.members.length]!;
    readers.push({
      conversation: i % LIVE_CONVERSATIONS,
      token: await opts.signer(contactId),
      seen: new Map(),
      reading: false,
      again: false,
      reads: 0,
      readsFailed: 0,
      pushed: 0,
      abort: new AbortController(),
      done: Promise.resolve(),
    });
  }
  // Connected in groups, as members opening the page over a few seconds.
  for (let i = 0; i < readers.length; i += 50) {
    await Promise.all(
      readers.slice(i, i + 50).map((r) => {
        const base = conversationUrl(r.conversation);
        return openStream(base, r, () => readAgain(base, r));
      }),
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
  /** When each accepted post (by id) was sent, and to which conversation. */
  const sentAt = new Map<number, { at: number; conversation: number }>();
  const refused: Record<string, number> = {};
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  const send = async (c: number, k: number) => {
    const ours = readers.filter((r) => r.conversation === c);
    const poster = ours[k % ours.length]!;
    const at = performance.now();
    try {
      const res = await fetch(`${conversationUrl(c)}/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${poster.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Bench post ${k + 1}: who brings the water?` }),
      });
      const text = await res.text();
      if (res.status === 201)
        sentAt.set((JSON.parse(text) as { id: number }).id, { at, conversation: c });
      else refused[res.status] = (refused[res.status] ?? 0) + 1;
    } catch {
      refused.network = (refused.network ?? 0) + 1;
    }
  };
  // Every post at its time, in the order of the times: posts of different conversations
  // interleave evenly (conversation c starts c/LIVE_CONVERSATIONS of a gap late).
  const schedule: { due: number; c: number; k: number }[] = [];
  for (let c = 0; c < events.length; c++) {
    for (let k = 0; k < postsEach; k++) {
      schedule.push({ due: (c / events.length) * gapMs + k * gapMs, c, k });
    }
  }
  schedule.sort((a, b) => a.due - b.due);
  for (const { due, c, k } of schedule) {
    const wait = started + due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(send(c, k));
  }
  const postingSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  const cpuAfter = cpuMs(pid);
  // The last deliveries, or LIVE_GRACE_MS at the most.
  const expected = () =>
    readers.reduce((n, r) => {
      let got = 0;
      for (const [id, sent] of sentAt)
        if (sent.conversation === r.conversation && r.seen.has(id)) got++;
      return n + got;
    }, 0);
  const total = readers.reduce(
    (n, r) => n + [...sentAt.values()].filter((s) => s.conversation === r.conversation).length,
    0,
  );
  const deadline = performance.now() + LIVE_GRACE_MS;
  while (performance.now() < deadline && expected() < total) await sleep(100);
  clearInterval(sampler);
  for (const r of readers) r.abort.abort();
  await Promise.all(readers.map((r) => r.done));

  const latencies: number[] = [];
  let lost = 0;
  for (const r of readers) {
    for (const [id, sent] of sentAt) {
      if (sent.conversation !== r.conversation) continue;
      const read = r.seen.get(id);
      if (read === undefined) lost++;
      else latencies.push(read - sent.at);
    }
  }
  latencies.sort((x, y) => x - y);
  const pct = (p: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!
      : Number.NaN;
  const posts = sentAt.size + Object.values(refused).reduce((n, v) => n + v, 0);
  return {
    readers: readers.length,
    posts,
    rate: posts / postingSeconds,
    deliveries: latencies.length,
    lost,
    refused,
    reads: readers.reduce((n, r) => n + r.reads, 0),
    readsFailed: readers.reduce((n, r) => n + r.readsFailed, 0),
    pushed: readers.reduce((n, r) => n + r.pushed, 0),
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
    figure: `${r.readers} members on the page, ${LIVE_POSTS_PER_S} posts/s: each post reaching each reader`,
    value: `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${r.deliveries} deliveries, ${r.lost} lost${refused}`,
    target: `p99 < 1 s, none lost: ${met(r.p99 < 1000 && r.lost === 0 && !Object.keys(r.refused).length)}`,
    how: `${r.readers} readers over ${LIVE_CONVERSATIONS} events' conversations, each holding the live stream (GET /api/conversations/event/:id/live) as the page does: ${r.pushed} posts came whole on the streams, ${r.reads} reads of a conversation after a "changed" (${r.readsFailed} failed); from the POST sent to the post in the reader's hands; server CPU ${r.serverCpuMsPerPost === null ? 'n/a' : ms(r.serverCpuMsPerPost)} per post (the post, its pushes and any reads)`,
  });
  addRow({
    area,
    figure: 'posts sent a second, on a fixed schedule',
    value: `${r.rate.toFixed(1)}/s (${r.posts} posts in ${LIVE_SECONDS} s)`,
    target: `${LIVE_POSTS_PER_S}/s: ${met(r.rate >= LIVE_POSTS_PER_S * 0.98)}`,
    how: `each post at its time whatever the answers before it (an open loop), spread evenly over the ${LIVE_CONVERSATIONS} conversations, each by one of its readers`,
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
