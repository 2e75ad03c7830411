import { sql, type Kysely } from 'kysely';

/**
 * The request limits of @fastify/rate-limit (per address, per member), counted in the database
 * so that every replica counts the same: in process memory, two replicas let twice the limit
 * through. One row per route, key and window length, with the requests counted in the window
 * and when it ends; the key (an address, a member id, an address and email) is stored as its
 * SHA-256, as sign_in_limits stores emails. Rows past their end are swept by the limiter itself
 * (platform/rate-limit/database-rate-limit-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limit_hits (
    route text not null,
    key_hash text not null,
    window_ms bigint not null check (window_ms > 0),
    hits integer not null check (hits > 0),
    expires_at timestamptz not null,
    primary key (route, key_hash, window_ms)
  )`.execute(db);
  await sql`create index rate_limit_hits_expires_at on rate_limit_hits (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limit_hits`.execute(db);
}
