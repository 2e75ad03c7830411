import { sql, type Kysely } from 'kysely';

/**
 * Conversations (issue 29): members talk under an event, a pinned post or a content item.
 * - conversations: at most one per subject, made by its first post. One column per kind of
 *   subject (exactly one set) rather than a kind and a text id, so that deleting the subject
 *   deletes its conversation (foreign keys) and an id of the wrong shape cannot be stored.
 *   `locked_at`: a manager locked it (read only). Past seasons need no column: an event's
 *   conversation is read only when the event is archived (platform/access/seasons.ts).
 * - conversation_posts: plain text; `parent_id` is a top-level post of the same conversation
 *   (one level deep, checked by the service in the insert's transaction); `deleted_at` keeps the
 *   row so that its replies stay in place; `hidden_*` are the moderators' (their reason shown
 *   to the author). The author is set null when their contact is deleted: the post stays,
 *   unnamed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table conversations (
    id serial primary key,
    event_id uuid unique references events (id) on delete cascade,
    pinned_post_id integer unique references pinned_posts (id) on delete cascade,
    content_id uuid unique references content (id) on delete cascade,
    locked_at timestamptz,
    locked_by uuid references contacts (id) on delete set null,
    created_at timestamptz not null default now(),
    check (num_nonnulls(event_id, pinned_post_id, content_id) = 1)
  )`.execute(db);
  await sql`create table conversation_posts (
    id serial primary key,
    conversation_id integer not null references conversations (id) on delete cascade,
    parent_id integer references conversation_posts (id) on delete cascade,
    author_id uuid references contacts (id) on delete set null,
    -- Emptied when deleted (its replies stay); the service refuses an empty post.
    body text not null check (char_length(body) <= 2000),
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    deleted_at timestamptz,
    hidden_at timestamptz,
    hidden_reason text,
    hidden_by uuid references contacts (id) on delete set null
  )`.execute(db);
  await sql`create index conversation_posts_thread on conversation_posts (conversation_id, id)`.execute(
    db,
  );
  await sql`create index conversation_posts_author on conversation_posts (author_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists conversation_posts`.execute(db);
  await sql`drop table if exists conversations`.execute(db);
}
