import { sql, type Kysely } from 'kysely';

/**
 * Game-day duties (issue 28, step 1): what an event needs volunteers for, and who took it.
 * - event_duties: a duty of one event (its name in both languages, how many people, an optional
 *   note and time, and a cut-off after which families may no longer withdraw). `template_key`
 *   is left for season templates: the duties a template puts on its games carry its key, so
 *   applying it again can update them instead of adding them twice.
 * - duty_signups: one row per person who took a slot; `signed_up_by` is whoever did it (the
 *   person, a guardian, or a manager assigning). Unique per duty and person; the count never
 *   goes over `slots` (the service locks the duty's row before it counts, in one transaction).
 *   `reminded_at` is left for the reminders step (sent once, whichever replica claims it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_duties (
    id serial primary key,
    event_id uuid not null references events (id) on delete cascade,
    name_en text not null check (length(btrim(name_en)) between 1 and 80),
    name_es text not null check (length(btrim(name_es)) between 1 and 80),
    slots integer not null check (slots between 1 and 50),
    note text not null default '' check (char_length(note) <= 500),
    at timestamptz,
    signup_closes_at timestamptz,
    sort_order integer not null default 0,
    template_key text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index event_duties_event on event_duties (event_id)`.execute(db);
  await sql`create table duty_signups (
    id serial primary key,
    duty_id integer not null references event_duties (id) on delete cascade,
    contact_id uuid not null references contacts (id) on delete cascade,
    signed_up_by uuid references contacts (id) on delete set null,
    created_at timestamptz not null default now(),
    reminded_at timestamptz,
    unique (duty_id, contact_id)
  )`.execute(db);
  await sql`create index duty_signups_contact on duty_signups (contact_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists duty_signups`.execute(db);
  await sql`drop table if exists event_duties`.execute(db);
}
