import { sql, type Kysely } from 'kysely';

/**
 * An event's optional end (ends_at): calendar feeds end the event there (DTEND) and reminders
 * name it; null keeps the one hour from the start. It is never before the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events add column ends_at timestamptz`.execute(db);
  await sql`alter table events add constraint events_ends_after_start
    check (ends_at is null or (date is not null and ends_at > date))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events drop constraint if exists events_ends_after_start`.execute(db);
  await sql`alter table events drop column if exists ends_at`.execute(db);
}
