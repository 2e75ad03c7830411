import { sql, type Kysely } from 'kysely';

/**
 * Sign-in limits per email, whatever the caller's address, kept in the
 * database so that every replica counts the same:
 * - sign_in_limits: one row per email (its SHA-256, so unknown emails are not stored in clear),
 *   locked while a request or a try is counted, with the run of wrong tries and the time before
 *   which the next try is refused (growing back-off);
 * - sign_in_code_requests: one row per code request that was let through (known or unknown
 *   email alike), counted over the last hour and day.
 * Rows older than a day are swept with the IdP's expired payloads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_limits')
    .addColumn('email_hash', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sign_in_limits_updated_idx')
    .on('sign_in_limits')
    .column('updated_at')
    .execute();
  await db.schema
    .createTable('sign_in_code_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sign_in_code_requests_email_idx')
    .on('sign_in_code_requests')
    .columns(['email_hash', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_code_requests_created_idx')
    .on('sign_in_code_requests')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_code_requests').ifExists().execute();
  await db.schema.dropTable('sign_in_limits').ifExists().execute();
}
