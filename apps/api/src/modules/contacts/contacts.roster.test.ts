import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CacheRegistry } from '../../platform/cache/cache-registry';
import { DEMO_12U_ROSTER_URL } from './demo-league-feeds';
import { createRosterSource } from './contacts.roster';

let server: http.Server;
let url: string;
let mode: 'ok' | 'fail' | 'garbage' | 'slow' = 'ok';
let hits = 0;

const MLB_STYLE = {
  copyright: 'fictional',
  roster: [
    {
      person: { id: 1, fullName: 'Ana Catcher', link: '/api/v1/people/1' },
      jerseyNumber: '9',
      position: { code: '2', name: 'Catcher', type: 'Catcher', abbreviation: 'C' },
      status: { code: 'A' },
    },
    { person: { id: 2, fullName: 'Bo Coach' }, job: 'Manager', jobId: 'MNGR' },
  ],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    if (mode === 'fail') {
      res.writeHead(500).end('boom');
    } else if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"roster": "nope"}');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MLB_STYLE));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/roster`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.restoreAllMocks();
  mode = 'ok';
  hits = 0;
});

describe('the roster source', () => {
  it('serves the seeded file without ROSTER_URL: 26 players and 6 coaches', async () => {
    const { roster } = await createRosterSource({}).get();
    expect(roster).toHaveLength(32);
    expect(roster.filter((e) => e.position)).toHaveLength(26);
    expect(roster.filter((e) => !e.position)).toHaveLength(6);
  });

  it('answers the demo league’s 12U feed from its bundled file, asking no server', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { roster } = await createRosterSource({ ROSTER_URL: DEMO_12U_ROSTER_URL }).get();
    expect(roster.map((e) => e.person.fullName)).toEqual([
      'Mia Pemberton',
      'Lucy Thornbury',
      'Ava Ridgeway',
      'Sofía Quintero',
      'Zoe Marlowe',
      'Lena Okafor',
    ]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('reads ROSTER_URL (MLB Stats API shape), keeps only the roster fields, caches it', async () => {
    const source = createRosterSource({ ROSTER_URL: url });
    const first = await source.get();
    expect(first).toEqual({
      roster: [
        {
          person: { id: 1, fullName: 'Ana Catcher' },
          position: { code: '2', name: 'Catcher', type: 'Catcher', abbreviation: 'C' },
        },
        { person: { id: 2, fullName: 'Bo Coach' } },
      ],
    });
    await source.get();
    expect(hits).toBe(1);
  });

  it('serves the last good roster when the source fails, and 503 when it never worked', async () => {
    const caches = new CacheRegistry();
    const source = createRosterSource({ ROSTER_URL: url }, caches);
    const good = await source.get();
    // Ten minutes later the cache has expired and the source is down.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 11 * 60_000);
    mode = 'fail';
    expect(await source.get()).toEqual(good);
    mode = 'garbage';
    expect(await source.get()).toEqual(good);

    caches.clearLocal();
    mode = 'fail';
    await expect(source.get()).rejects.toMatchObject({ statusCode: 503 });
    const fresh = createRosterSource({ ROSTER_URL: url });
    mode = 'garbage';
    await expect(fresh.get()).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/roster is unavailable/),
    });
  });

  it('gives up on an unreachable source', async () => {
    const source = createRosterSource({ ROSTER_URL: 'http://127.0.0.1:1/roster' });
    await expect(source.get()).rejects.toMatchObject({ statusCode: 503 });
  });
});
