import {
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
  VENUE_NOTES_MAX_LENGTH,
  VENUES_MAX,
  venueIn,
  type ManagedVenue,
  type Venue,
  type VenueFields,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { localizedError, notFound, tooMany, type AppError } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { pickLanguage } from '../../platform/i18n/language';
import { updateAtVersion, type IfMatch, type Versioned } from '../../platform/row-version';
import { venuesCatalog } from './venues.locales';
import {
  countVenueEvents,
  countVenues,
  deleteVenue,
  findVenue,
  insertVenue,
  listVenues,
  lockVenue,
  updateVenue,
  venueNamed,
  venuesByIds,
  type VenueRow,
  type VenueValues,
} from './venues.queries';
import { auditOf } from '../../platform/audit.queries';

/** A stored venue in both languages, as the schemas name its fields. */
function fieldsOf(row: VenueRow) {
  return {
    id: row.id,
    name: row.name,
    nameEs: row.name_es,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    notes: row.notes,
    notesEs: row.notes_es,
  };
}

/** A stored venue in the reader's language (the Spanish name and notes where they have text). */
export function venueOf(row: VenueRow, language: unknown): Venue {
  return venueIn(fieldsOf(row), pickLanguage(language));
}

/** The venues of these ids in the reader's language, by id (for an event list or page). */
export async function venuesForEvents(
  db: Db,
  ids: readonly (number | null)[],
  language: unknown,
): Promise<Map<number, Venue>> {
  const rows = await venuesByIds(
    db,
    ids.filter((id): id is number => id !== null),
  );
  return new Map(rows.map((r) => [r.id, venueOf(r, language)]));
}

/** Whether a venue of this id exists (an event may name it). */
export async function venueExists(db: Db, id: number): Promise<boolean> {
  return (await findVenue(db, id)) !== undefined;
}

/** The refusal of an event that names a venue that is not there (any more). */
export const unknownVenue = (): AppError =>
  localizedError(
    400,
    'bad_request',
    (language) => venuesCatalog.in(language)('unknownVenue'),
    'venueId',
  );

/** GET /api/venues: every venue in the reader's language, by name. */
export async function listVenuesIn(ctx: AppContext, language: unknown): Promise<Venue[]> {
  return (await listVenues(ctx.db)).map((r) => venueOf(r, language));
}

function managed(row: VenueRow, eventCount: number): ManagedVenue {
  return { ...fieldsOf(row), eventCount, version: row.version };
}

/** GET /api/venues/manage: both languages and how many events name each. */
export async function listManagedVenues(ctx: AppContext): Promise<ManagedVenue[]> {
  return (await listVenues(ctx.db)).map((r) => managed(r, r.event_count));
}

const venueNotFound = () => notFound((language) => venuesCatalog.in(language)('notFound'));
const audit = auditOf('venue');

const duplicate = (name: string) =>
  localizedError(
    409,
    'duplicate',
    (language) => venuesCatalog.in(language)('duplicate', { name }),
    'name',
  );

function values(input: VenueFields): VenueValues {
  return {
    name: input.name,
    name_es: input.nameEs,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    notes: input.notes,
    notes_es: input.notesEs,
  };
}

async function read(db: Db, id: number): Promise<Versioned<ManagedVenue>> {
  const row = await findVenue(db, id);
  if (!row) throw venueNotFound();
  return { item: managed(row, await countVenueEvents(db, id)), version: row.version };
}

/** PostgreSQL's unique_violation: a venue of the name was saved meanwhile. */
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';
/** restrict_violation or foreign_key_violation: an event named the venue meanwhile. */
const isForeignKeyViolation = (err: unknown) =>
  ['23001', '23503'].includes((err as { code?: string }).code ?? '');

export async function createVenue(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  input: VenueFields,
): Promise<Versioned<ManagedVenue>> {
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      if ((await countVenues(trx)) >= VENUES_MAX) {
        throw tooMany((language) => venuesCatalog.in(language)('tooMany', { max: VENUES_MAX }));
      }
      if (await venueNamed(trx, input.name, null)) throw duplicate(input.name);
      const id = await insertVenue(trx, values(input));
      await audit(trx, actor, 'venue.create', id, { name: input.name });
      return id;
    });
    return await read(ctx.db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.name);
    throw err;
  }
}

/** An update with If-Match is applied only while the venue is still at a version it names. */
export async function editVenue(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  id: number,
  input: VenueFields,
  ifMatch: IfMatch,
): Promise<Versioned<ManagedVenue>> {
  try {
    await updateAtVersion(ctx.db, ifMatch, {
      find: (db) => findVenue(db, id),
      update: async (trx, expected) => {
        if (await venueNamed(trx, input.name, id)) throw duplicate(input.name);
        return updateVenue(trx, id, values(input), expected);
      },
      audit: (trx) => audit(trx, actor, 'venue.update', id, { name: input.name }),
      notFound: venueNotFound,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.name);
    throw err;
  }
  return read(ctx.db, id);
}

/**
 * Deletes a venue no event names. One in use is refused (409, with how many events use it):
 * clearing those events' venue would take the address off games families are going to.
 */
export async function removeVenue(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  id: number,
): Promise<void> {
  const inUse = (count: number) =>
    localizedError(409, 'venue_in_use', (language) =>
      venuesCatalog.in(language)('inUse', { count }),
    );
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Locked: an event saved meanwhile waits for this delete (its key share lock), then fails.
      const row = await lockVenue(trx, id);
      if (!row) throw venueNotFound();
      const count = await countVenueEvents(trx, id);
      if (count > 0) throw inUse(count);
      if (!(await deleteVenue(trx, id))) throw venueNotFound();
      await audit(trx, actor, 'venue.delete', id, { name: row.name });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse(await countVenueEvents(ctx.db, id));
    throw err;
  }
}

/** A request the route's schema refused, told in the admin's language with the field it is about. */
export const venueInputError = fieldInputError(
  venuesCatalog,
  {
    name: VENUE_NAME_MAX_LENGTH,
    nameEs: VENUE_NAME_MAX_LENGTH,
    address: VENUE_ADDRESS_MAX_LENGTH,
    notes: VENUE_NOTES_MAX_LENGTH,
    notesEs: VENUE_NOTES_MAX_LENGTH,
  },
  ['latitude', 'longitude', 'id'],
);
