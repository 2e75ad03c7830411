import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { setPhoneRegion } from '@dugout/shared';
import type { RouteRecord } from './platform/auth/auth-plugin';
import { buildApp } from './app';
import type { AppConfig } from './platform/config';
import { makeDataDirPrivate } from './platform/data-dir-privacy';
import { acquireDataDirLock } from './platform/db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { createEmbeddedIdp } from './platform/idp/embedded-idp';
import { purgeExpiredOidcPayloads } from './platform/idp/pg-adapter';
import { loadIdpKeys, loadServerSecrets, type ServerSecrets } from './platform/secrets';
import { LiveIdp } from './platform/idp/live-idp';
import { Outbox } from './platform/outbox/outbox';
import { createBlobStore } from './platform/blob/create-blob-store';
import { OutboxLanes } from './platform/outbox/outbox-worker';
import { purgeOldCancellations } from './modules/events';
import { ReminderScheduler } from './modules/reminders';
import { purgeInboundMessages } from './modules/sms-inbound';
import { DevTransport } from './platform/outbox/transports/dev-transport';
import { SmtpTransport } from './platform/outbox/transports/smtp-transport';
import { TwilioSmsTransport } from './platform/outbox/transports/twilio-sms-transport';
import { WebPushTransport } from './platform/outbox/transports/web-push-transport';
import type { MailTransport, PushTransport, SmsTransport } from './platform/outbox/transport';
import { vapidKeys } from './platform/push/vapid-keys';
import { CacheBus } from './platform/cache/cache-bus';
import type { CacheRegistry } from './platform/cache/cache-registry';
import { startControlChannel } from './platform/backup/control-channel';
import { Readiness } from './platform/readiness';
import { startMetricsListener, type MetricsListener } from './platform/metrics/metrics-listener';
import { ensureAdmins, ensureAffiliations, seedDemoTeam } from './seed/seed-demo';

export interface RunningServer {
  app: FastifyInstance;
  routes: RouteRecord[];
  database: DatabaseHandle;
  /** The outbox's workers: email and texts, and push in a lane of its own. */
  worker: OutboxLanes;
  /** The event reminders' tick (started outside tests; tests call runOnce with a clock). */
  reminders: ReminderScheduler;
  /** This process's caches (Empty Cache clears them); tests register their own. */
  caches: CacheRegistry;
  /** The signing secrets this server loaded (the same on every replica). */
  secrets: ServerSecrets;
  /** The embedded IdP and its current keys (null with Auth0). */
  idp: LiveIdp | null;
  /** Starting, serving or draining: what /api/ready answers by. */
  readiness: Readiness;
  /** METRICS_PORT's listener (null when METRICS_PORT is unset). */
  metrics: MetricsListener | null;
  /**
   * Stops: not ready and no more outbox claims at once; then, after `drainDelayMs` (SIGTERM:
   * SHUTDOWN_DRAIN_DELAY_MS, so a load balancer sees /api/ready 503 and takes this replica out
   * while it still answers), the port closes, requests in flight finish and the rest goes.
   */
  close(opts?: { drainDelayMs?: number }): Promise<void>;
}

/**
 * Everything `npm start` does after the build: lock the data folder, open and migrate the
 * database, seed the demo team once, load the IdP's keys, start the outbox worker, build the app.
 */
export async function createServer(
  config: AppConfig,
  opts: {
    database?: DatabaseHandle;
    logStream?: NodeJS.WritableStream;
    /** The HTTP server to serve on (serve.ts: the port it opened while this starts). */
    serverFactory?: FastifyServerFactory;
  } = {},
): Promise<RunningServer> {
  const tightened = makeDataDirPrivate(config.dataDir);
  const releaseLock =
    !opts.database && !config.DATABASE_URL ? acquireDataDirLock(config.dataDir) : () => {};
  // Before seeding: the seeds read phones in this region.
  setPhoneRegion(config.PHONE_REGION);
  let database: DatabaseHandle | null = null;
  try {
    database =
      opts.database ??
      (await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.dataDir,
        poolSize: config.DB_POOL_SIZE,
        poolWaitMs: config.DB_POOL_WAIT_MS,
      }));
    await migrateToLatest(database.db, {
      phoneRegion: config.PHONE_REGION,
      teamName: config.TEAM_NAME,
    });
    await ensureAffiliations(database.db);
    // From settings, else the database (PostgreSQL: one set for every replica) or DATA_DIR/keys.
    const secrets = await loadServerSecrets(config, database);
    const blobs = createBlobStore(config, secrets.blobSigning);
    if (config.DEMO) await seedDemoTeam(database.db, { blobs });
    await ensureAdmins(database.db, config.adminEmails);

    const keys = secrets.idp;
    const opened = database;
    // The IdP follows its key store while it runs: a rotation signs on every replica within a
    // key check, with no restart (platform/idp/live-idp.ts).
    const idp = keys
      ? new LiveIdp({
          keys,
          build: (ring) => createEmbeddedIdp(config, opened.db, ring),
          load: () => loadIdpKeys(config, opened),
          listener: opened.listener,
        })
      : null;
    const outbox = new Outbox();
    const readiness = new Readiness();
    const { app, ctx, routes, gauges } = await buildApp({
      readiness,
      config,
      database,
      outbox,
      blobs,
      secrets,
      idp,
      ...(opts.logStream ? { logStream: opts.logStream } : {}),
      ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
    });

    // PGlite (Emscripten's file system) sets 0666 on the database files it writes, whatever the
    // umask: they are made owner-only once migrated and seeded, and again at a clean stop. Files it
    // adds in between sit inside folders no other account can enter.
    if (database.pglite && !opts.database) makeDataDirPrivate(config.dataDir);
    if (tightened > 0) {
      app.log.warn(
        `DATA_DIR ${config.dataDir} was readable by other accounts: ${tightened} files and folders` +
          ' made owner-only (folders 0700, files 0600)',
      );
    }
    const dev = new DevTransport(database.db);
    const mail: MailTransport = config.SMTP_URL
      ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : dev;
    const sms: SmsTransport =
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
        ? new TwilioSmsTransport({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            baseUrl: config.TWILIO_API_BASE_URL,
          })
        : dev;
    // Push goes to each browser's push service; a demo records it instead.
    const db0 = database.db;
    const push: PushTransport =
      config.PUSH_TRANSPORT === 'web-push' || (!config.PUSH_TRANSPORT && !config.DEMO)
        ? new WebPushTransport(() => vapidKeys(config, db0))
        : dev;
    const worker = new OutboxLanes({
      db: database.db,
      outbox,
      mail,
      sms,
      push,
      log: app.log,
      batchSize: config.OUTBOX_CLAIM_CHUNK,
      // Texts go only to these countries' numbers (the team's own by default).
      smsCountries: config.SMS_COUNTRIES ?? [config.PHONE_REGION],
    });
    worker.start();
    // Event reminders: every replica ticks; the claim rows make each go once. Off in
    // tests, which run passes themselves with a chosen clock.
    const reminders = new ReminderScheduler(ctx, app.log);
    if (config.NODE_ENV !== 'test' && config.REMINDERS === 'on') reminders.start();
    // Empty Cache reaches every replica through PostgreSQL NOTIFY (local only on PGlite).
    const cacheBus = new CacheBus(database, ctx.caches, app.log);
    await cacheBus.start();
    if (idp) {
      idp.log = app.log;
      await idp.start();
    }
    // A sweep that fails (the database busy or away) is logged and tried again the next hour.
    const sweepFailed = (what: string) => (err: unknown) =>
      app.log.warn({ err }, `hourly sweep of ${what} failed`);
    const sweep = setInterval(() => {
      purgeExpiredOidcPayloads(database!.db).catch(sweepFailed('expired sign-in records'));
      const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60_000);
      purgeInboundMessages(database!.db, weekAgo).catch(sweepFailed('received texts'));
      purgeOldCancellations(database!.db).catch(sweepFailed('cancelled events'));
    }, 60 * 60_000);
    sweep.unref();
    // `npm run backup` asks this process for a consistent snapshot (embedded database only).
    const control =
      database.pglite && !opts.database
        ? await startControlChannel({
            dataDir: config.dataDir,
            pglite: database.pglite,
            blobStore: blobs.kind,
            log: app.log,
          })
        : null;

    // Prometheus's own port, when set: no token there, so it listens on METRICS_HOST only.
    const metrics = config.METRICS_PORT
      ? await startMetricsListener({
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
          gauges,
          log: app.log,
        })
      : null;

    readiness.serving(() => worker.claiming);

    const db = database;
    let closed = false;
    return {
      app,
      routes,
      database: db,
      worker,
      reminders,
      caches: ctx.caches,
      secrets,
      idp,
      readiness,
      metrics,
      async close({ drainDelayMs = 0 } = {}) {
        if (closed) return;
        closed = true;
        // From now on /api/ready answers 503, so a load balancer stops sending work here.
        readiness.draining();
        clearInterval(sweep);
        // The outbox claims nothing more from now on and hands back what it has not begun (another
        // replica sends it), beside the requests in flight, which finish; then the data goes.
        const outboxStopped = worker.stop({ graceMs: config.SHUTDOWN_GRACE_MS });
        // Still listening and serving meanwhile: requests routed here before the load balancer saw
        // the 503 are answered, not refused.
        if (drainDelayMs > 0) await new Promise((r) => setTimeout(r, drainDelayMs));
        await app.close();
        await metrics?.close();
        await control?.close();
        await reminders.stop();
        await outboxStopped;
        await cacheBus.stop();
        await idp?.stop();
        await mail.close?.();
        if (!opts.database) await db.close();
        // The embedded database's files as its checkpoint left them (see below).
        makeDataDirPrivate(config.dataDir);
        releaseLock();
      },
    };
  } catch (err) {
    if (database && !opts.database) await database.close().catch(() => {});
    releaseLock();
    throw err;
  }
}
