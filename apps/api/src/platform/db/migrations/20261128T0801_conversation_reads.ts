import { sql, type Kysely } from 'kysely';

/**
 * What each member has read of each conversation (issue 29, unread counts): the newest post id
 * they were shown. Post ids grow with time (serial), so "unread" is every post by someone else
 * above the mark. One row per member and conversation; the mark only moves forward (the service
 * upserts with greatest()). No foreign key on the post: posts are never removed on their own
 * (a deleted one keeps its row), and the conversation's delete takes its marks with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table conversation_reads (
    contact_id uuid not null references contacts (id) on delete cascade,
    conversation_id integer not null references conversations (id) on delete cascade,
    last_read_post_id integer not null check (last_read_post_id > 0),
    updated_at timestamptz not null default now(),
    primary key (contact_id, conversation_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists conversation_reads`.execute(db);
}
