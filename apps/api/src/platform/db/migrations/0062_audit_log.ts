import { sql, type Kysely } from 'kysely';

/**
 * Sign-in turned off: `contacts.sign_in_revoked_at` records when, and the API
 * refuses every access token issued until then, so turning sign-in on again needs a fresh sign-in.
 *
 * The Audit Log page reads the access changes ('access.change': permissions,
 * affiliation, sign-in) newest first, for everyone or for one member, as the one whose access
 * changed (entity_id) or as the one who changed it (actor_id). Partial indexes keep that cheap
 * however many other audit rows (content, messaging, cache) pile up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts add column sign_in_revoked_at timestamptz`.execute(db);
  await sql`create index audit_log_access_idx on audit_log (id desc)
    where action = 'access.change'`.execute(db);
  await sql`create index audit_log_access_subject_idx on audit_log (entity_id, id desc)
    where action = 'access.change'`.execute(db);
  await sql`create index audit_log_access_actor_idx on audit_log (actor_id, id desc)
    where action = 'access.change'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists audit_log_access_actor_idx`.execute(db);
  await sql`drop index if exists audit_log_access_subject_idx`.execute(db);
  await sql`drop index if exists audit_log_access_idx`.execute(db);
  await sql`alter table contacts drop column if exists sign_in_revoked_at`.execute(db);
}
