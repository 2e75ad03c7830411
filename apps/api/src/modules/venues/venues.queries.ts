import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** The columns a venue is written with. */
export interface VenueValues {
  name: string;
  name_es: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  notes: string;
  notes_es: string;
}

/** A venue as stored. */
export interface VenueRow extends VenueValues {
  id: number;
  version: number;
}

const COLUMNS = [
  'id',
  'name',
  'name_es',
  'address',
  'latitude',
  'longitude',
  'notes',
  'notes_es',
  'version',
] as const;

/** Coordinates come back as numbers from every driver (node-postgres reads float8 as number). */
function row<T extends VenueRow>(r: T): T {
  return {
    ...r,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
  };
}

/** Every venue by name, with the number of events that name it. */
export async function listVenues(db: Db): Promise<(VenueRow & { event_count: number })[]> {
  const rows = await db
    .selectFrom('venues')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('events')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('events.venue_id', '=', 'venues.id')
        .as('event_count'),
    )
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map((r) => row({ ...r, event_count: Number(r.event_count ?? 0) }));
}

export async function findVenue(db: Db, id: number): Promise<VenueRow | undefined> {
  const r = await db.selectFrom('venues').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return r && row(r);
}

/** The venues of these ids (an event list's), unordered. */
export async function venuesByIds(db: Db, ids: readonly number[]): Promise<VenueRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db.selectFrom('venues').select(COLUMNS).where('id', 'in', unique).execute();
  return rows.map(row);
}

/** Another venue with this name, compared case-insensitively (the unique index's rule). */
export async function venueNamed(db: Db, name: string, exceptId: number | null) {
  let q = db
    .selectFrom('venues')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function countVenues(db: Db): Promise<number> {
  const r = await db
    .selectFrom('venues')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** How many events name the venue. */
export async function countVenueEvents(db: Db, id: number): Promise<number> {
  const r = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('venue_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertVenue(db: Db, values: VenueValues): Promise<number> {
  const r = await db.insertInto('venues').values(values).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/**
 * Writes a venue; with `expectedVersion`, only while the row is still at it (If-Match checked in
 * the UPDATE itself). Returns false when no row was changed.
 */
export async function updateVenue(
  db: Db,
  id: number,
  values: VenueValues,
  expectedVersion: number | null,
): Promise<boolean> {
  let q = db
    .updateTable('venues')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id);
  if (expectedVersion !== null) q = q.where('version', '=', expectedVersion);
  const result = await q.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks the venue's row until the transaction ends; undefined when there is none. */
export async function lockVenue(db: Db, id: number) {
  return db
    .selectFrom('venues')
    .select(['id', 'name'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteVenue(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('venues').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
