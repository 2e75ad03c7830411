import { sql, type Kysely } from 'kysely';

/**
 * Following conversations, mentions and the hourly digest (issue 29).
 * - conversation_follows: a member follows a conversation they posted in (or chose to);
 *   `unfollowed_at` keeps an unfollow, so that their next post does not follow it again behind
 *   their back — only the Follow button clears it.
 * - conversation_post_mentions: the members a post names, by contact id (never by name text, a
 *   name changes); only members who may read the conversation (checked by the service).
 * - conversation_digests: when each member's last digest email was queued, the digests' claim —
 *   a pass takes a member only when an hour has gone, in the transaction that queues the mail,
 *   so two replicas never send one twice.
 * - "conversations" becomes a kind of message (push and email). The kind check is rewritten with
 *   every kind the earlier migrations admitted (0070's three, 20261128T0113's duties).
 */
const KINDS_BEFORE = `'eventNotices', 'reminders', 'staffMessages', 'duties'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table conversation_follows (
    contact_id uuid not null references contacts (id) on delete cascade,
    conversation_id integer not null references conversations (id) on delete cascade,
    created_at timestamptz not null default now(),
    unfollowed_at timestamptz,
    primary key (contact_id, conversation_id)
  )`.execute(db);
  await sql`create index conversation_follows_conversation on conversation_follows (conversation_id)`.execute(
    db,
  );
  await sql`create table conversation_post_mentions (
    post_id integer not null references conversation_posts (id) on delete cascade,
    contact_id uuid not null references contacts (id) on delete cascade,
    primary key (post_id, contact_id)
  )`.execute(db);
  await sql`create index conversation_post_mentions_contact on conversation_post_mentions (contact_id)`.execute(
    db,
  );
  await sql`create table conversation_digests (
    contact_id uuid primary key references contacts (id) on delete cascade,
    -- The newest post the last digest covered: the next one lists only later posts.
    last_post_id integer not null default 0,
    sent_at timestamptz not null
  )`.execute(db);
  await sql`create index conversation_posts_created on conversation_posts (created_at)`.execute(db);
  await sql`alter table message_preferences drop constraint if exists message_preferences_kind_check`.execute(
    db,
  );
  await sql`alter table message_preferences add constraint message_preferences_kind_check
    check (kind in (${sql.raw(KINDS_BEFORE)}, 'conversations'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from message_preferences where kind = 'conversations'`.execute(db);
  await sql`alter table message_preferences drop constraint if exists message_preferences_kind_check`.execute(
    db,
  );
  await sql`alter table message_preferences add constraint message_preferences_kind_check
    check (kind in (${sql.raw(KINDS_BEFORE)}))`.execute(db);
  await sql`drop index if exists conversation_posts_created`.execute(db);
  await sql`drop table if exists conversation_digests`.execute(db);
  await sql`drop table if exists conversation_post_mentions`.execute(db);
  await sql`drop table if exists conversation_follows`.execute(db);
}
