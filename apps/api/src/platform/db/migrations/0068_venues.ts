import { sql, type Kysely } from 'kysely';

/**
 * Venues: the small list of parks admins manage (the home park, the away parks),
 * each with a street address, optional coordinates for a map link and calendar GEO, and notes
 * for families (parking, which gate); the name and notes may have a Spanish text (empty: Spanish
 * readers see the English one).
 *
 * An event names its venue (`venue_id`) and how long before the start families should arrive
 * (`arrival_minutes_before`): an offset rather than a time of day, so moving a game keeps
 * "Arrive by 5:15 PM" right without a second edit, and no date or time zone is stored twice.
 *
 * A venue still named by an event cannot be deleted (the foreign key restricts, and the service
 * answers 409 with how many events use it): setting those events' venue to null would silently
 * take the address off games families are driving to, and off the record of past games.
 *
 * Venues take part in the shared data version (0050): renaming one changes the cached event
 * lists that carry its name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('venues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision', (c) => c.check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (c) => c.check(sql`longitude between -180 and 180`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('venues_coordinates_pair', sql`(latitude is null) = (longitude is null)`)
    .execute();
  // Two venues of one name would be one choice in the event form that means two places.
  await sql`create unique index venues_name_unique on venues (lower(name))`.execute(db);
  await sql`create trigger venues_bump_row_version
    before update on venues
    for each row execute function bump_row_version()`.execute(db);
  await sql`create trigger venues_bump_data_version
    after insert or update or delete or truncate on venues
    for each statement execute function bump_data_version()`.execute(db);

  await db.schema
    .alterTable('events')
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id').onDelete('restrict'))
    .addColumn('arrival_minutes_before', 'integer', (c) =>
      c.check(sql`arrival_minutes_before between 0 and 720`),
    )
    .execute();
  await db.schema.createIndex('events_venue_id').on('events').column('venue_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_venue_id').ifExists().execute();
  await db.schema
    .alterTable('events')
    .dropColumn('venue_id')
    .dropColumn('arrival_minutes_before')
    .execute();
  await db.schema.dropTable('venues').ifExists().execute();
}
