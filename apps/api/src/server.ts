import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './platform/config';
import { acquireDataDirLock } from './platform/db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { createEmbeddedIdp } from './platform/idp/embedded-idp';
import { purgeExpiredOidcPayloads } from './platform/idp/pg-adapter';
import { loadOrCreateIdpKeys } from './platform/idp/signing-keys';
import { Outbox } from './platform/outbox/outbox';
import { createBlobStore } from './platform/blob/create-blob-store';
import { OutboxWorker } from './platform/outbox/outbox-worker';
import { DevTransport } from './platform/outbox/transports/dev-transport';
import { SmtpTransport } from './platform/outbox/transports/smtp-transport';
import type { MailTransport } from './platform/outbox/transport';
import { ensureAdmins, ensureAffiliations, seedDemoTeam } from './seed/seed-demo';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  worker: OutboxWorker;
  close(): Promise<void>;
}

/**
 * Everything `npm start` does after the build: lock the data folder, open and migrate the
 * database, seed the demo team once, load the IdP's keys, start the outbox worker, build the app.
 */
export async function createServer(
  config: AppConfig,
  opts: { database?: DatabaseHandle; logStream?: NodeJS.WritableStream } = {},
): Promise<RunningServer> {
  const releaseLock =
    !opts.database && !config.DATABASE_URL ? acquireDataDirLock(config.dataDir) : () => {};
  let database: DatabaseHandle | null = null;
  try {
    database =
      opts.database ??
      (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
    await migrateToLatest(database.db);
    await ensureAffiliations(database.db);
    if (config.DEMO) await seedDemoTeam(database.db);
    await ensureAdmins(database.db, config.adminEmails);

    const keys = config.AUTH_MODE === 'embedded' ? await loadOrCreateIdpKeys(config.dataDir) : null;
    const provider = keys ? createEmbeddedIdp(config, database.db, keys) : null;
    const outbox = new Outbox();
    const blobs = createBlobStore(config);
    const { app } = await buildApp({
      config,
      database,
      outbox,
      blobs,
      idp: keys && provider ? { keys, provider } : null,
      ...(opts.logStream ? { logStream: opts.logStream } : {}),
    });

    const dev = new DevTransport(database.db);
    const mail: MailTransport = config.SMTP_URL
      ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : dev;
    const worker = new OutboxWorker({ db: database.db, outbox, mail, sms: dev, log: app.log });
    worker.start();
    const sweep = setInterval(
      () => void purgeExpiredOidcPayloads(database!.db).catch(() => {}),
      60 * 60_000,
    );
    sweep.unref();

    const db = database;
    let closed = false;
    return {
      app,
      database: db,
      worker,
      async close() {
        if (closed) return;
        closed = true;
        clearInterval(sweep);
        // Finish in-flight requests and the outbox batch in hand, then let go of the data.
        await app.close();
        await worker.stop();
        await mail.close?.();
        if (!opts.database) await db.close();
        releaseLock();
      },
    };
  } catch (err) {
    if (database && !opts.database) await database.close().catch(() => {});
    releaseLock();
    throw err;
  }
}
