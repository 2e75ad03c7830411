import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from './platform/config';
import { openPglite } from './platform/db/database';
import { OPENAPI_PATH } from './platform/openapi';
import { createServer } from './server';

/**
 * The settings the document is taken with: demo mode and the embedded sign-in, so that every
 * route the SPA may call is registered (the sign-in page's demo button included), and the
 * default team name, so the document does not change with the machine it is made on.
 */
const DOCUMENT_ENV = {
  NODE_ENV: 'test',
  PORT: '3000',
  HOST: '127.0.0.1',
  WEB_DIST: '',
  DEMO: '1',
  AUTH_MODE: 'embedded',
  LOG_LEVEL: 'silent',
} as const;

/**
 * The OpenAPI document `/api/openapi.json` serves, taken from the app built in this process on a
 * throwaway in-memory database: no port is opened and nothing outside a temporary folder is
 * written. The SPA's API types are generated from it.
 */
export async function buildOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-openapi-'));
  const database = await openPglite(null);
  try {
    const config = loadConfig({ ...DOCUMENT_ENV, DATA_DIR: dataDir });
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    const server = await createServer(config, { database, logStream: quiet });
    try {
      const res = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
      if (res.statusCode !== 200) {
        throw new Error(`GET ${OPENAPI_PATH} answered ${res.statusCode}: ${res.body}`);
      }
      return res.json<unknown>();
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
