import { sql, type Kysely } from 'kysely';

/**
 * Content, pinned posts and requests per team (part 1 of "Clubs and seasons"), as events are:
 * - content_teams / pinned_post_teams: the teams an item is for; no row: club-wide (every item so
 *   far), so a portal with one team answers as before.
 * - form_requests.team_id: the team a jersey or jacket order is for (the player's); null for the
 *   orders of a club with one team and every order written before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content_teams (
    content_id uuid not null references content (id) on delete cascade,
    team_id integer not null references teams (id) on delete cascade,
    primary key (content_id, team_id)
  )`.execute(db);
  await sql`create index content_teams_team on content_teams (team_id)`.execute(db);
  await sql`create table pinned_post_teams (
    post_id integer not null references pinned_posts (id) on delete cascade,
    team_id integer not null references teams (id) on delete cascade,
    primary key (post_id, team_id)
  )`.execute(db);
  await sql`create index pinned_post_teams_team on pinned_post_teams (team_id)`.execute(db);
  // Shared answers (the content list, the home page's posts) are rebuilt when these change.
  for (const table of ['content_teams', 'pinned_post_teams']) {
    await sql`create trigger ${sql.id(`${table}_bump_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
  await sql`alter table form_requests
    add column team_id integer references teams (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_requests drop column if exists team_id`.execute(db);
  await sql`drop table if exists pinned_post_teams`.execute(db);
  await sql`drop table if exists content_teams`.execute(db);
}
