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
import { firstInvalidField, localizedError, type AppError } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import {
  expectedVersion,
  versionConflict,
  type IfMatch,
  type Versioned,
} from '../../platform/row-version';
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
import { writeAudit } from '../../platform/audit.queries';

/** A stored venue in the reader's language (the Spanish name and notes where they have text). */
export function venueOf(row: VenueRow, language: unknown): Venue {
  return venueIn(
    {
      id: row.id,
      name: row.name,
      nameEs: row.name_es,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      notes: row.notes,
      notesEs: row.notes_es,
    },
    pickLanguage(language),
  );
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
  return {
    id: row.id,
    name: row.name,
    nameEs: row.name_es,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    notes: row.notes,
    notesEs: row.notes_es,
    eventCount,
    version: row.version,
  };
}

/** GET /api/venues/manage: both languages and how many events name each. */
export async function listManagedVenues(ctx: AppContext): Promise<ManagedVenue[]> {
  return (await listVenues(ctx.db)).map((r) => managed(r, r.event_count));
}

const notFound = () =>
  localizedError(404, 'not_found', (language) => venuesCatalog.in(language)('notFound'));

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
  if (!row) throw notFound();
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
        throw localizedError(409, 'too_many', (language) =>
          venuesCatalog.in(language)('tooMany', { max: VENUES_MAX }),
        );
      }
      if (await venueNamed(trx, input.name, null)) throw duplicate(input.name);
      const id = await insertVenue(trx, values(input));
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'venue.create',
        entity: 'venue',
        entityId: id,
      });
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
  const current = await findVenue(ctx.db, id);
  if (!current) throw notFound();
  const expected = expectedVersion(ifMatch, current.version);
  let updated: boolean;
  try {
    updated = await ctx.db.transaction().execute(async (trx) => {
      if (await venueNamed(trx, input.name, id)) throw duplicate(input.name);
      if (!(await updateVenue(trx, id, values(input), expected))) return false;
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'venue.update',
        entity: 'venue',
        entityId: id,
      });
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.name);
    throw err;
  }
  if (!updated) {
    // Deleted, or saved by someone else, between the read and the update.
    throw (await findVenue(ctx.db, id)) ? versionConflict() : notFound();
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
      if (!row) throw notFound();
      const count = await countVenueEvents(trx, id);
      if (count > 0) throw inUse(count);
      if (!(await deleteVenue(trx, id))) throw notFound();
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'venue.delete',
        entity: 'venue',
        entityId: id,
        detail: { name: row.name },
      });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse(await countVenueEvents(ctx.db, id));
    throw err;
  }
}

const LIMITS = {
  name: VENUE_NAME_MAX_LENGTH,
  nameEs: VENUE_NAME_MAX_LENGTH,
  address: VENUE_ADDRESS_MAX_LENGTH,
  notes: VENUE_NOTES_MAX_LENGTH,
  notesEs: VENUE_NOTES_MAX_LENGTH,
} as const;
type InvalidField = keyof typeof LIMITS | 'latitude' | 'longitude' | 'id';
const INVALID_FIELDS = [
  ...(Object.keys(LIMITS) as (keyof typeof LIMITS)[]),
  'latitude',
  'longitude',
  'id',
] as const;

/**
 * A request the route's schema refused, told in the admin's language with the field it is about
 * (the schema's own wording is English and generic).
 */
export function venueInputError(validation: {
  validation?: readonly { instancePath?: string }[];
}): AppError {
  const field: InvalidField | null = firstInvalidField(validation, INVALID_FIELDS);
  return localizedError(
    400,
    'validation_failed',
    (language) => {
      const t = venuesCatalog.in(language);
      switch (field) {
        case null:
          return t('invalid.other');
        case 'latitude':
        case 'longitude':
        case 'id':
          return t(`invalid.${field}`);
        default:
          return t(`invalid.${field}`, { max: LIMITS[field] });
      }
    },
    field ?? undefined,
  );
}
