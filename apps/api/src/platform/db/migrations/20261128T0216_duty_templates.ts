import { sql, type Kysely } from 'kysely';

/**
 * Season duty templates (issue 28, duties step 2): a named list of duties an admin or a team
 * manager applies to every coming home game of the season at once.
 * - duty_templates: the club's (team_id null, admins only) or a team's, named in English and
 *   optionally Spanish (`name_es`, '' for none: the English one shows); of one season
 *   (`season_id`, default the current one), so a new season archives it with the rest.
 * - duty_template_items: each duty, its time and withdrawal cut-off given relative to the game's
 *   start (minutes before it), as a template fits every game.
 * - The duties a template puts on a game carry `template_key` ('<template>:<item>'); the unique
 *   index below makes applying it twice add nothing twice, even when two applies race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table duty_templates (
    id serial primary key,
    name text not null check (length(btrim(name)) between 1 and 80),
    name_es text not null default '' check (char_length(name_es) <= 80),
    team_id integer references teams (id) on delete cascade,
    season_id integer not null default current_season_id() references seasons (id),
    created_by uuid references contacts (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table duty_template_items (
    id serial primary key,
    template_id integer not null references duty_templates (id) on delete cascade,
    name_en text not null check (length(btrim(name_en)) between 1 and 80),
    name_es text not null check (length(btrim(name_es)) between 1 and 80),
    slots integer not null check (slots between 1 and 50),
    note text not null default '' check (char_length(note) <= 500),
    minutes_before integer check (minutes_before between 0 and 10080),
    closes_minutes_before integer check (closes_minutes_before between 0 and 43200),
    sort_order integer not null default 0
  )`.execute(db);
  await sql`create index duty_template_items_template on duty_template_items (template_id)`.execute(
    db,
  );
  await sql`create unique index event_duties_template_key on event_duties (event_id, template_key)
    where template_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists event_duties_template_key`.execute(db);
  await sql`drop table if exists duty_template_items`.execute(db);
  await sql`drop table if exists duty_templates`.execute(db);
}
