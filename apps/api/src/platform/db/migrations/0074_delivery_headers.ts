import { sql, type Kysely } from 'kysely';

/**
 * Extra email headers of a delivery: bulk mail carries List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 8058), signed per recipient when the message is queued, so the
 * worker sends exactly what was queued. A JSON object of header name to value; null for none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deliveries add column headers jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deliveries drop column if exists headers`.execute(db);
}
