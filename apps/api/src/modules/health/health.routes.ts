import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { latestMigrationName } from '../../platform/db/migrate';
import { localizedError } from '../../platform/errors';
import { migrationRecorded, pingDatabase } from './health.queries';
import { healthCatalog } from './health.locales';

/** The longest /api/ready waits for the database before calling it unavailable. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

type Check = 'starting' | 'draining' | 'database' | 'migrations' | 'outbox';

/** Resolves with `fallback` if `work` has not settled within `ms` (or failed). */
async function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first check that fails, in the order a person would look: phase, database, schema, outbox. */
async function failingCheck(ctx: AppContext, migration: string): Promise<Check | null> {
  const { phase } = ctx.readiness;
  if (phase !== 'serving') return phase;
  const answered = await within(
    READY_DATABASE_TIMEOUT_MS,
    pingDatabase(ctx.db).then(() => true),
    false,
  );
  if (!answered) return 'database';
  const migrated = await within(
    READY_DATABASE_TIMEOUT_MS,
    migrationRecorded(ctx.db, migration),
    false,
  );
  if (!migrated) return 'migrations';
  if (!ctx.readiness.outboxRunning()) return 'outbox';
  return null;
}

const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('ok'),
    migrations: z.literal('ok'),
    outbox: z.literal('ok'),
  }),
  /** The last migration this build runs, recorded in the database. */
  migration: z.string(),
});

/**
 * Liveness and readiness. /api/health is alive while the process serves and reads nothing, so a
 * database outage never gets every replica restarted; /api/ready is what a load balancer routes
 * by: 503, naming the failing check in `field`, while starting, draining or not able to serve.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: z.object({ status: z.literal('ok') }) } };
  r.get('/api/health', { config: { access: 'public' }, schema }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  const migration = latestMigrationName();
  r.get(
    '/api/ready',
    { config: { access: 'public' }, schema: { response: { 200: readySchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const failing = await failingCheck(ctx, migration);
      if (failing) {
        throw localizedError(
          503,
          'not_ready',
          (language) => healthCatalog.in(language)(failing, { name: migration }),
          failing,
        );
      }
      const checks = { database: 'ok', migrations: 'ok', outbox: 'ok' } as const;
      return { status: 'ready' as const, checks, migration };
    },
  );
}
