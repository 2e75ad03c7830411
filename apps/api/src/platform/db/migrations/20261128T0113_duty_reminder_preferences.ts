import { sql, type Kysely } from 'kysely';

/**
 * Duty reminders (issue 28): "duties" becomes a kind of message a member chooses channels for,
 * beside event notices, reminders and staff messages. Only explicit choices are stored, so the
 * kind needs no backfill: the check on `message_preferences.kind` just admits it.
 * (`duty_signups.reminded_at`, the reminders' once-only claim, came with the duties' tables.)
 */
const KINDS_BEFORE = `'eventNotices', 'reminders', 'staffMessages'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message_preferences drop constraint if exists message_preferences_kind_check`.execute(
    db,
  );
  await sql`alter table message_preferences add constraint message_preferences_kind_check
    check (kind in (${sql.raw(KINDS_BEFORE)}, 'duties'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from message_preferences where kind = 'duties'`.execute(db);
  await sql`alter table message_preferences drop constraint if exists message_preferences_kind_check`.execute(
    db,
  );
  await sql`alter table message_preferences add constraint message_preferences_kind_check
    check (kind in (${sql.raw(KINDS_BEFORE)}))`.execute(db);
}
