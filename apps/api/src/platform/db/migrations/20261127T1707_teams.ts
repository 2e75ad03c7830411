import { sql, type Kysely } from 'kysely';

/**
 * Teams of the club (part 1 of "Clubs and seasons"):
 * - teams: the club's teams, ordered by sort_order then name; short_name labels an event.
 * - team_members: who is on a team's roster (player, coach) or administers it (manager); a
 *   contact may be on several teams, once each.
 * - event_teams: the teams an event is for; no row: the event is club-wide (every event so far).
 * - cancelled_events.team_ids: a deleted event's teams, as its audience is kept there.
 *
 * Existing data becomes one team, named after the deployment (TEAM_NAME): every contact who is a
 * household's player joins it as a player, and every contact attached to a coach's roster entry
 * with no relation of their own (the coach themself) as a coach. Contacts stay the club's; events
 * stay club-wide, so a portal with one team answers as before.
 */
export function teams(teamName: string) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table teams (
        id serial primary key,
        name text not null check (length(btrim(name)) > 0),
        short_name text not null check (length(btrim(short_name)) > 0),
        sort_order integer not null default 0,
        created_at timestamptz not null default now()
      )`.execute(db);
      await sql`create unique index teams_name_key on teams (lower(name))`.execute(db);
      await sql`create table team_members (
        team_id integer not null references teams (id) on delete cascade,
        contact_id uuid not null references contacts (id) on delete cascade,
        role text not null check (role in ('player', 'coach', 'manager')),
        primary key (team_id, contact_id)
      )`.execute(db);
      await sql`create index team_members_contact on team_members (contact_id)`.execute(db);
      await sql`create table event_teams (
        event_id uuid not null references events (id) on delete cascade,
        team_id integer not null references teams (id) on delete cascade,
        primary key (event_id, team_id)
      )`.execute(db);
      await sql`create index event_teams_team on event_teams (team_id)`.execute(db);
      // A deleted event's teams, for the calendar feeds that show it as cancelled.
      await sql`alter table cancelled_events
        add column team_ids integer[] not null default '{}'`.execute(db);
      for (const table of ['teams', 'team_members', 'event_teams']) {
        await sql`create trigger ${sql.id(`${table}_bump_data_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_data_version()`.execute(db);
      }
      await sql`insert into teams (name, short_name) values (${teamName}, ${teamName})`.execute(db);
      await sql`insert into team_members (team_id, contact_id, role)
        select (select min(id) from teams), hm.contact_id, 'player'
        from household_members hm where hm.role = 'player'
        on conflict do nothing`.execute(db);
      await sql`insert into team_members (team_id, contact_id, role)
        select (select min(id) from teams), c.id, 'coach'
        from contacts c
        where c.related_player_is_coach and c.related_player_id is not null
          and c.relation_to_player is null
        on conflict do nothing`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table cancelled_events drop column if exists team_ids`.execute(db);
      await sql`drop table if exists event_teams`.execute(db);
      await sql`drop table if exists team_members`.execute(db);
      await sql`drop table if exists teams`.execute(db);
    },
  };
}
