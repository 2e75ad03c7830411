import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { takeSnapshot, type Snapshot } from './snapshot';

/**
 * The running server's backup channel (embedded database only): a local socket, never a TCP
 * port, so nothing on the network can reach it. `npm run backup` finds it through
 * DATA_DIR/control.json (owner-only: the socket's path, a random token and the server's pid) and
 * asks for a snapshot with the token; the server, which has the database open, takes it (see
 * snapshot.ts) and answers with the staging folder. It is not part of the HTTP API.
 */
export const CONTROL_FILE = 'control.json';

export interface ControlFile {
  pid: number;
  socket: string;
  token: string;
}

/** Where the socket goes: DATA_DIR itself when the path fits, else a name made from it. */
export function controlSocketPath(dataDir: string): string {
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\dugout-${hash}`;
  const inDataDir = path.join(dataDir, 'control.sock');
  // Unix socket paths are limited to 104-108 bytes.
  return Buffer.byteLength(inDataDir) <= 100
    ? inDataDir
    : path.join(os.tmpdir(), `dugout-${hash}.sock`);
}

export interface ControlChannel {
  close(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}

export async function startControlChannel(opts: {
  dataDir: string;
  pglite: PGlite;
  blobStore: 'folder' | 's3';
  log: Logger;
}): Promise<ControlChannel> {
  const token = crypto.randomBytes(32).toString('base64url');
  const socket = controlSocketPath(opts.dataDir);
  // The data folder lock is ours: a socket file left here is from a server that died.
  if (process.platform !== 'win32') fs.rmSync(socket, { force: true });
  let busy = false;

  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      answer(401, { error: 'Wrong or missing token (read it from DATA_DIR/control.json).' });
      return;
    }
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      answer(404, { error: 'The backup channel knows POST /snapshot only.' });
      return;
    }
    if (busy) {
      answer(409, { error: 'Another backup is being taken; try again when it has finished.' });
      return;
    }
    busy = true;
    takeSnapshot(opts.pglite, opts.dataDir, { blobStore: opts.blobStore })
      .then((snapshot: Snapshot) => {
        opts.log.info(
          `backup snapshot taken (writes paused ${snapshot.info.pausedMs} ms): ${snapshot.staging}`,
        );
        answer(200, snapshot);
      })
      .catch((err: unknown) => {
        opts.log.error({ err }, 'backup snapshot failed');
        answer(500, { error: `The snapshot failed: ${(err as Error).message}` });
      })
      .finally(() => {
        busy = false;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  if (process.platform !== 'win32') fs.chmodSync(socket, 0o600);
  const controlFile = path.join(opts.dataDir, CONTROL_FILE);
  const tmp = `${controlFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ pid: process.pid, socket, token } satisfies ControlFile), {
    mode: 0o600,
  });
  fs.renameSync(tmp, controlFile);

  return {
    close: async () => {
      try {
        const stored = JSON.parse(fs.readFileSync(controlFile, 'utf8')) as ControlFile;
        if (stored.pid === process.pid) fs.rmSync(controlFile, { force: true });
      } catch {
        // Gone already.
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      if (process.platform !== 'win32') fs.rmSync(socket, { force: true });
    },
  };
}

/** The running server's channel, read from DATA_DIR/control.json (null when there is none). */
export function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = JSON.parse(
      fs.readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8'),
    ) as Partial<ControlFile>;
    if (
      typeof parsed.pid === 'number' &&
      typeof parsed.socket === 'string' &&
      typeof parsed.token === 'string'
    ) {
      return parsed as ControlFile;
    }
    return null;
  } catch {
    return null;
  }
}

/** Asks the running server for a snapshot; throws with the server's reason when it cannot. */
export function requestSnapshot(control: ControlFile, timeoutMs = 10 * 60_000): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: control.socket,
        path: '/snapshot',
        method: 'POST',
        headers: { authorization: `Bearer ${control.token}`, host: 'localhost' },
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            const body = JSON.parse(text) as Snapshot & { error?: string };
            if (res.statusCode === 200) resolve(body);
            else reject(new Error(body.error ?? `The server answered ${res.statusCode}`));
          } catch {
            reject(new Error(`The server answered ${res.statusCode} with no readable body`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('The server did not answer in time')));
    req.on('error', (err) =>
      reject(
        new Error(
          `Could not reach the running server's backup channel (${control.socket}): ${err.message}`,
        ),
      ),
    );
    req.end();
  });
}
