import { sql, type Kysely } from 'kysely';

/**
 * Members report a post (issue 29): once per member and post (the unique key answers a second
 * report with a 409). A moderator resolves the open ones by hiding the post or dismissing them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table conversation_reports (
    id serial primary key,
    post_id integer not null references conversation_posts (id) on delete cascade,
    reporter_id uuid references contacts (id) on delete cascade,
    reason text check (char_length(reason) <= 200),
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    resolved_by uuid references contacts (id) on delete set null,
    resolution text check (resolution in ('hidden', 'dismissed')),
    unique (post_id, reporter_id)
  )`.execute(db);
  await sql`create index conversation_reports_open on conversation_reports (post_id) where resolved_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists conversation_reports`.execute(db);
}
