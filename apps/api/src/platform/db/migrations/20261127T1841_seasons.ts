import { sql, type Kysely } from 'kysely';

/**
 * Seasons (part 2 of "Clubs and seasons"): a season has dates; one of them is current (no
 * archived_at). What a season archives carries its id: events (and through them their RSVPs,
 * duties and reminders), form requests, staff messages and deleted events' cancellations. Each
 * column defaults to `current_season_id()`, so every insert path files its row in the current
 * season without knowing seasons exist; starting a season archives the old one by date-free
 * bookkeeping (the old rows keep their id, the new season becomes current).
 *
 * Existing data becomes one current season, named after the years its events span ("2026" or
 * "2025–2026"), with no manual step. Teams gain `active`: a team that does not continue into a
 * new season is kept (with its roster, for the archive) but inactive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table seasons (
    id serial primary key,
    name text not null check (length(btrim(name)) > 0),
    starts_on date not null,
    ends_on date not null check (ends_on >= starts_on),
    archived_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index seasons_name_key on seasons (lower(name))`.execute(db);
  // One current season at most.
  await sql`create unique index seasons_current on seasons ((archived_at is null)) where archived_at is null`.execute(
    db,
  );
  await sql`create trigger seasons_bump_data_version
    after insert or update or delete or truncate on seasons
    for each statement execute function bump_data_version()`.execute(db);
  await sql`insert into seasons (name, starts_on, ends_on)
    select case when extract(year from lo) = extract(year from hi)
                then extract(year from lo)::text
                else extract(year from lo)::text || '–' || extract(year from hi)::text end,
           lo, hi
    from (select coalesce(min(date)::date, current_date) as lo,
                 greatest(coalesce(max(date)::date, current_date), current_date) as hi
          from events) d`.execute(db);
  await sql`create function current_season_id() returns integer language sql stable as
    $$ select id from seasons where archived_at is null $$`.execute(db);
  for (const table of ['events', 'form_requests', 'messages', 'cancelled_events']) {
    await sql`alter table ${sql.table(table)}
      add column season_id integer references seasons (id)`.execute(db);
    await sql`update ${sql.table(table)} set season_id = current_season_id()`.execute(db);
    await sql`alter table ${sql.table(table)}
      alter column season_id set default current_season_id(),
      alter column season_id set not null`.execute(db);
    await sql`create index ${sql.id(`${table}_season`)} on ${sql.table(table)} (season_id)`.execute(
      db,
    );
  }
  await sql`alter table teams add column active boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table teams drop column if exists active`.execute(db);
  for (const table of ['events', 'form_requests', 'messages', 'cancelled_events']) {
    await sql`alter table ${sql.table(table)} drop column if exists season_id`.execute(db);
  }
  await sql`drop function if exists current_season_id()`.execute(db);
  await sql`drop table if exists seasons`.execute(db);
}
