import { sql, type Kysely } from 'kysely';

/**
 * Request history: each jersey or gift jacket request item is open until an admin
 * marks it fulfilled (when and by whom, kept while it stays fulfilled; both cleared when it is
 * opened again). A family reads their own items newest first, hence the index on the submitter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_requests
    add column status text not null default 'open' check (status in ('open', 'fulfilled')),
    add column fulfilled_at timestamptz,
    add column fulfilled_by uuid references contacts (id) on delete set null`.execute(db);
  await sql`create index form_requests_submitter_idx
    on form_requests (submitted_by, kind, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists form_requests_submitter_idx`.execute(db);
  await sql`alter table form_requests
    drop column if exists fulfilled_by,
    drop column if exists fulfilled_at,
    drop column if exists status`.execute(db);
}
