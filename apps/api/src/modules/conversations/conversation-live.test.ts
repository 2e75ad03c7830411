import { Writable } from 'node:stream';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../server';
import { createTestApp, freePort, type TestApp } from '../../testing/test-app';

/*
 * Posts reach readers live through any replica: two servers on one database (PostgreSQL in the
 * PostgreSQL run, where NOTIFY carries it; the embedded database's one process otherwise), a
 * reader's stream open on replica B, a post written through replica A.
 */

let t: TestApp;
let other: RunningServer;
let replicas: string[];
beforeAll(async () => {
  t = await createTestApp();
  other = await createServer(t.config, {
    database: t.database,
    logStream: new Writable({ write: (_c, _e, cb) => cb() }),
  });
  const port = await freePort();
  await other.app.listen({ port, host: '127.0.0.1' });
  replicas = [await t.listen(), `http://127.0.0.1:${port}`];
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const auth = async (who: string) => ({
  authorization: `Bearer ${await t.tokenFor(await t.contactId(who))}`,
});

async function newEvent(name: string): Promise<string> {
  const res = await fetch(`${replicas[0]}/api/event/new`, {
    method: 'POST',
    headers: { ...(await auth('admin')), 'content-type': 'application/json' },
    body: JSON.stringify({ name, date: '2031-07-01T17:00:00Z' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Opens a reader's stream and collects its events ("post", "changed") with when they came. */
async function openStream(
  base: string,
  who: string,
  path: string,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: { ...(await auth(who)), accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: { event: string | undefined; data: string; at: number }[] = [];
  if (res.status === 200) {
    const parser = createParser({
      onEvent: (event) => {
        if (event.event) events.push({ event: event.event, data: event.data, at: Date.now() });
      },
    });
    const decoder = new TextDecoder();
    const read = async () => {
      for await (const chunk of res.body!) parser.feed(decoder.decode(chunk, { stream: true }));
    };
    // Ends by an abort at the end of the test.
    read().catch(() => undefined);
  }
  return { res, events, close: () => controller.abort() };
}

it('a post through replica A reaches a reader on replica B within 1 s, whole', async () => {
  const event = await newEvent('Live: rain');
  const stream = await openStream(
    replicas[1]!,
    'family',
    `/api/conversations/event/${event}/live`,
    {
      'accept-language': 'es',
    },
  );
  expect(stream.res.status).toBe(200);
  expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

  const sent = Date.now();
  const post = await fetch(`${replicas[0]}/api/conversations/event/${event}/posts`, {
    method: 'POST',
    headers: { ...(await auth('staff')), 'content-type': 'application/json' },
    body: JSON.stringify({ body: 'Game is on, see you at 5' }),
  });
  expect(post.status).toBe(201);
  await expect.poll(() => stream.events.length, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(stream.events[0]!.event).toBe('post');
  expect(stream.events[0]!.at - sent).toBeLessThan(1_000);
  // The post as this reader reads it through the conversation's route, in the stream's language.
  const { id } = (await post.json()) as { id: number };
  const read = await fetch(`${replicas[1]}/api/conversations/event/${event}`, {
    headers: { ...(await auth('family')), 'accept-language': 'es' },
  });
  const readPost = ((await read.json()) as { posts: { id: number }[] }).posts.find(
    (p) => p.id === id,
  );
  expect(readPost).toMatchObject({ body: 'Game is on, see you at 5', mine: false });
  expect(JSON.parse(stream.events[0]!.data)).toEqual(readPost);

  // A delete is a change to read again; another event's posts are not this stream's.
  const elsewhere = await newEvent('Live: elsewhere');
  await fetch(`${replicas[1]}/api/conversations/event/${elsewhere}/posts`, {
    method: 'POST',
    headers: { ...(await auth('family')), 'content-type': 'application/json' },
    body: JSON.stringify({ body: 'Not here' }),
  });
  const removed = await fetch(`${replicas[0]}/api/conversation-posts/${id}`, {
    method: 'DELETE',
    headers: await auth('staff'),
  });
  expect(removed.status).toBe(204);
  await expect.poll(() => stream.events.length, { timeout: 5_000 }).toBe(2);
  expect(stream.events[1]).toMatchObject({ event: 'changed', data: `event:${event}` });
  stream.close();
});

it('opens no stream on a subject the reader may not see', async () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  const stream = await openStream(
    replicas[0]!,
    'family',
    `/api/conversations/event/${missing}/live`,
  );
  expect(stream.res.status).toBe(404);
  expect(((await stream.res.json()) as { message: string }).message).toBe(
    'The event was not found',
  );
});
