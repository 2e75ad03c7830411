import { sql, type Kysely } from 'kysely';

/**
 * The outbox worker's every batch first fails sends whose lease ran out (`status = 'sending'`,
 * outbox-worker.queries.ts failInterruptedSends). Without an index that was a scan of every
 * delivery ever written, sent ones and their bodies too: 2,300 deliveries (a Saturday's RSVP
 * confirmations) took 12 ms a batch on PGlite, growing with each email. Only a handful are ever
 * 'sending' at once: a partial index keeps the check at a few rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index deliveries_sending_idx on deliveries (locked_until)
    where status = 'sending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deliveries_sending_idx`.execute(db);
}
