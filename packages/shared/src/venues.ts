import { z } from 'zod';
import { LANGUAGES } from './constants';
import { ruleMessage } from './rule-messages';

/*
 * Venues: the parks admins manage, chosen in the event form. An event's page and
 * list carry its venue in the reader's language; admins edit both languages.
 */

export const VENUE_NAME_MAX_LENGTH = 120;
export const VENUE_ADDRESS_MAX_LENGTH = 300;
export const VENUE_NOTES_MAX_LENGTH = 1000;
export const VENUES_MAX = 200;
/** Arrival can be asked for up to 12 hours before the start. */
export const ARRIVAL_MINUTES_MAX = 720;

const text = (max: number) => z.string().trim().max(max);

/** A coordinate in degrees, or null; a form's empty field is null. */
const coordinate = (limit: number) =>
  z.preprocess(
    (v: number | string | null | undefined) =>
      v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v,
    z.number().min(-limit).max(limit).nullable(),
  );

/** What an admin writes: POST /api/venues and PUT /api/venues/{id}. */
export const venueInputSchema = z
  .object({
    name: text(VENUE_NAME_MAX_LENGTH).min(1).meta({ description: 'The name in English' }),
    nameEs: text(VENUE_NAME_MAX_LENGTH)
      .default('')
      .meta({ description: 'The name in Spanish; empty: Spanish readers see the English name' }),
    address: text(VENUE_ADDRESS_MAX_LENGTH)
      .default('')
      .meta({ description: 'Street address, one line' }),
    latitude: coordinate(90).default(null).meta({ description: 'Degrees north; with longitude' }),
    longitude: coordinate(180).default(null).meta({ description: 'Degrees east; with latitude' }),
    notes: text(VENUE_NOTES_MAX_LENGTH)
      .default('')
      .meta({ description: 'Parking, which gate: shown on the event page' }),
    notesEs: text(VENUE_NOTES_MAX_LENGTH).default(''),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    path: ['longitude'],
    ...ruleMessage('coordinatesPaired'),
  });
export type VenueInput = z.input<typeof venueInputSchema>;
export type VenueFields = z.output<typeof venueInputSchema>;

/** A venue in the reader's language: what members read and what an event carries. */
export const venueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string(),
});
export type Venue = z.infer<typeof venueSchema>;
export const venueListSchema = z.array(venueSchema);

/** GET /api/venues?language=es: the reader's language (else the request's, else the member's). */
export const venuesQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

/** One venue as admins manage it (GET /api/venues/manage). */
export const managedVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEs: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string(),
  notesEs: z.string(),
  /** How many events name it: a venue in use cannot be deleted. */
  eventCount: z.number().int(),
  /** The row's version, sent back as If-Match: "v{version}" with an update. */
  version: z.number().int(),
});
export type ManagedVenue = z.infer<typeof managedVenueSchema>;
export const managedVenueListSchema = z.array(managedVenueSchema);

/** A venue's text in `language`: the Spanish name or notes where they have text. */
export function venueIn(
  v: {
    id: number;
    name: string;
    nameEs: string;
    address: string;
    notes: string;
    notesEs: string;
  } & {
    latitude: number | null;
    longitude: number | null;
  },
  language: string,
): Venue {
  const es = language === 'es';
  return {
    id: v.id,
    name: es && v.nameEs.trim() !== '' ? v.nameEs : v.name,
    address: v.address,
    latitude: v.latitude,
    longitude: v.longitude,
    notes: es && v.notesEs.trim() !== '' ? v.notesEs : v.notes,
  };
}

/** When families should arrive: `minutesBefore` the start, or null without either. */
export function arrivalTime(
  start: string | Date | null,
  minutesBefore: number | null,
): Date | null {
  if (start === null || minutesBefore === null) return null;
  const at = new Date(start).getTime();
  if (Number.isNaN(at)) return null;
  return new Date(at - minutesBefore * 60_000);
}

/** A `geo:` URI (RFC 5870) a phone opens in its map app; null without coordinates. */
export function venueGeoUri(v: Pick<Venue, 'latitude' | 'longitude'>): string | null {
  if (v.latitude === null || v.longitude === null) return null;
  return `geo:${v.latitude},${v.longitude}`;
}

/**
 * An OpenStreetMap link: the point at zoom 17 with a marker when the venue has coordinates, else
 * a search for its address (or name); null when there is nothing to look for.
 */
export function venueMapUrl(
  v: Pick<Venue, 'name' | 'address' | 'latitude' | 'longitude'>,
): string | null {
  if (v.latitude !== null && v.longitude !== null) {
    const lat = v.latitude;
    const lon = v.longitude;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const query = (v.address.trim() || v.name.trim()).trim();
  if (!query) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
