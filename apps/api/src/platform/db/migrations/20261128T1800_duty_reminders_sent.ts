import { sql, type Kysely } from 'kysely';

/**
 * Duty reminders are sent once per duty and person, not once per sign-up row (issue 28, "never
 * twice"): a volunteer who withdraws and signs up again, or whom a manager removes and assigns
 * again, gets a new `duty_signups` row, which had no reminder mark and was reminded a second
 * time. `duty_reminders_sent` remembers each (duty, person) reminded; the reminders' claim is an
 * insert into it, so a pair is claimed once, by one pass of one replica. Filled from the marks
 * already set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table duty_reminders_sent (
    duty_id integer not null references event_duties (id) on delete cascade,
    contact_id uuid not null references contacts (id) on delete cascade,
    reminded_at timestamptz not null,
    primary key (duty_id, contact_id)
  )`.execute(db);
  await sql`insert into duty_reminders_sent (duty_id, contact_id, reminded_at)
    select duty_id, contact_id, reminded_at from duty_signups where reminded_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists duty_reminders_sent`.execute(db);
}
