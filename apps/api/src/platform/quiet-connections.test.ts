import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { closeQuietConnections } from './quiet-connections';

/** Opens a connection and sends nothing on it; resolves when the server ends it. */
async function silentConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { ended };
}

test('a close ends the connections that carry no request, and lets one in flight answer first', async () => {
  const app = Fastify();
  closeQuietConnections(app);
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  let arrive!: () => void;
  const arrived = new Promise<void>((r) => (arrive = r));
  app.get('/slow', async () => {
    arrive();
    await finished;
    return { done: true };
  });
  app.get('/quick', async () => ({ quick: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  // A keep-alive connection whose request is answered, one never used, one with a request on.
  expect(await (await fetch(`${base}/quick`)).json()).toEqual({ quick: true });
  const silent = await silentConnection(port);
  // On a connection of its own (fetch would queue it on the kept-alive one).
  const slow = new Promise<unknown>((resolve, reject) => {
    http
      .get(`${base}/slow`, { agent: false }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(JSON.parse(text)));
      })
      .on('error', reject);
  });
  // The slow request is with the server (a connection alone, on a busy machine, may not be yet).
  await arrived;
  await expect.poll(() => new Promise((r) => app.server.getConnections((_e, n) => r(n)))).toBe(3);

  const started = Date.now();
  const closed = app.close();
  await silent.ended;
  // The slow request is still being answered: the server waits for it, not for the others.
  let closedYet = false;
  closed.then(
    () => (closedYet = true),
    () => undefined,
  );
  await new Promise((r) => setTimeout(r, 100));
  expect(closedYet).toBe(false);
  finish();
  expect(await slow).toEqual({ done: true });
  await closed;
  expect(Date.now() - started).toBeLessThan(5_000);
});
