import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createSeededTemplate,
  FRESH_SERVERS_ENV,
  removeSeededTemplate,
  startServer,
  TEMPLATE_DATA_DIR_ENV,
  TEMPLATE_DATABASE_ENV,
  type RunningServer,
} from './support/server';
import { SIGN_IN_DIR_ENV } from './support/sign-in';
import { E2E_WORKERS } from './vitest.config';

/**
 * Once per e2e run, before any spec: the built server migrates and seeds (thumbnails included)
 * into a template, a DATA_DIR and with DATABASE_URL a PostgreSQL database, and stops cleanly.
 * Then one server per worker starts from a copy of it and is shared by that worker's specs
 * (support/portal.ts); a spec that needs a server of its own (a peer's settings, a fresh start)
 * starts one from another copy. E2E_FRESH_SERVERS=1 skips the template: every server migrates
 * and seeds its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  let template: Awaited<ReturnType<typeof createSeededTemplate>> | undefined;
  if (process.env[FRESH_SERVERS_ENV] === '1') {
    console.log(`[e2e] ${FRESH_SERVERS_ENV}=1: every server migrates and seeds its own data`);
  } else {
    template = await createSeededTemplate();
    // The test workers start after this and inherit the environment.
    process.env[TEMPLATE_DATA_DIR_ENV] = template.dataDir;
    if (template.database) process.env[TEMPLATE_DATABASE_ENV] = template.database;
    else delete process.env[TEMPLATE_DATABASE_ENV];
    console.log(
      `[e2e] seeded template${template.database ? ` (database ${template.database})` : ''}` +
        ` in ${((Date.now() - started) / 1000).toFixed(1)} s: servers start from copies of it`,
    );
  }
  // Sign-ins saved for reuse by the specs that share a server (support/sign-in.ts).
  const signIns = await mkdtemp(path.join(tmpdir(), 'dugout-e2e-sign-ins-'));
  process.env[SIGN_IN_DIR_ENV] = signIns;
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < E2E_WORKERS; i++) servers.push(await startServer());
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    throw err;
  }
  project.provide(
    'portals',
    servers.map(({ url, port, dataDir, databaseUrl }) => ({ url, port, dataDir, databaseUrl })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(signIns, { recursive: true, force: true });
    delete process.env[SIGN_IN_DIR_ENV];
    delete process.env[TEMPLATE_DATA_DIR_ENV];
    delete process.env[TEMPLATE_DATABASE_ENV];
    if (template) await removeSeededTemplate(template);
  };
}
