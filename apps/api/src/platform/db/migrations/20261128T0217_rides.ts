import { sql, type Kysely } from 'kysely';

/**
 * Rides to an event (issue 28, part 2). Bound to their event, so they follow its season: a past
 * season's event is read-only, its rides with it (the service checks the event's season).
 * - ride_offers: a driver (an adult member) offers seats for one event, from somewhere, leaving at
 *   a time, there and back or one way. One offer per driver and event.
 * - ride_requests: an adult asks for seats (children are never named: the adult is the contact).
 *   One per asker and event. The match is the request's `offer_id`: the seats it takes come off
 *   that offer. An offer is never over its seats: the service locks the offer's row (`for update`)
 *   before it adds the seats taken, so concurrent accepts take turns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table ride_offers (
    id serial primary key,
    event_id uuid not null references events (id) on delete cascade,
    driver_id uuid not null references contacts (id) on delete cascade,
    seats integer not null check (seats between 1 and 8),
    from_where text not null check (length(btrim(from_where)) between 1 and 120),
    leaves_at timestamptz,
    direction text not null check (direction in ('both', 'there', 'back')),
    note text not null default '' check (char_length(note) <= 300),
    created_at timestamptz not null default now(),
    unique (event_id, driver_id)
  )`.execute(db);
  await sql`create table ride_requests (
    id serial primary key,
    event_id uuid not null references events (id) on delete cascade,
    asker_id uuid not null references contacts (id) on delete cascade,
    seats integer not null check (seats between 1 and 8),
    from_where text not null check (length(btrim(from_where)) between 1 and 120),
    note text not null default '' check (char_length(note) <= 300),
    offer_id integer references ride_offers (id) on delete set null,
    matched_at timestamptz,
    created_at timestamptz not null default now(),
    unique (event_id, asker_id)
  )`.execute(db);
  await sql`create index ride_requests_offer on ride_requests (offer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists ride_requests`.execute(db);
  await sql`drop table if exists ride_offers`.execute(db);
}
