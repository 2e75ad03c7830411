import { sql, type Kysely } from 'kysely';

/**
 * The secrets the server signs with (one-tap RSVP links, file links, the embedded IdP's signing
 * and cookie keys), when no setting supplies them and the database is PostgreSQL: every replica
 * must sign and verify with the same ones. Each is created once by whichever replica starts first
 * (insert ... on conflict do nothing, then read back). See platform/secrets.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secrets (
    name text primary key,
    value text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists server_secrets`.execute(db);
}
