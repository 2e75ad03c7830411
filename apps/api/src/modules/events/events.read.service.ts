import {
  arrivalTime,
  sortRsvps,
  type EventDetail,
  type EventSummary,
  type EventTranslation,
  type EventType,
  type Language,
  type RsvpEntry,
} from '@dugout/shared';
import { assertCanSeeEvent, canSeeContent } from '../../platform/access/audience';
import { eventTeamIds, teamIdsOfEvents } from './event-teams.queries';
import { canSeeRsvp, canSeeRsvpList } from '../../platform/access/rsvp';
import type { Viewer } from '../../platform/access/viewer';
import { isArchived } from '../../platform/access/seasons';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import type { Versioned } from '../../platform/row-version';
import { signContentLinks } from '../content/index';
import { venuesForEvents } from '../venues/index';
import { eventBase } from './event-detail-base';
import { resolveImageUrl, resolveImageUrls } from './event-images.service';
import { eventsCatalog } from './events.locales';
import {
  eventAffiliations,
  eventNameTranslations,
  eventRsvps,
  eventRsvpsVisibleTo,
  eventYesCount,
  findEvent,
  listVisibleEvents,
} from './events.queries';

/** The start less the arrival minutes, as ISO text; null without either. */
function arrivalIso(date: Date | string | null, minutesBefore: number | null): string | null {
  return arrivalTime(date, minutesBefore)?.toISOString() ?? null;
}

/** `language`: the reader's, for the venue's name and notes. */
export async function listEvents(
  ctx: AppContext,
  member: Member,
  range: { from?: string | null; to?: string | null },
  language: Language = 'en',
): Promise<EventSummary[]> {
  if (range.from && range.to && range.from > range.to) {
    throw badRequest((language) => eventsCatalog.in(language)('refusal.fromBeforeTo'), 'from');
  }
  const rows = await listVisibleEvents(ctx.db, member, range);
  const [images, names, venues, teams] = await Promise.all([
    resolveImageUrls(
      ctx,
      ctx.db,
      member,
      rows.map((r) => r.image_url),
    ),
    eventNameTranslations(
      ctx.db,
      rows.map((r) => r.id),
    ),
    venuesForEvents(
      ctx.db,
      rows.map((r) => r.venue_id),
      language,
    ),
    teamIdsOfEvents(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r, i) => {
    const translations = names
      .filter((t) => t.event_id === r.id)
      .map((t) => ({
        language: t.language as EventTranslation['language'],
        fieldName: 'Name' as const,
        contents: t.contents,
      }));
    return {
      id: r.id,
      name: r.name,
      date: r.date ? new Date(r.date).toISOString() : null,
      eventLocationID: r.location_id,
      imageURL: images[i] ?? null,
      // Only when there are some: an untranslated event keeps the five fields above.
      ...(translations.length ? { translations } : {}),
      // Likewise a venue and an arrival time, only for an event that has them.
      ...(r.venue_id !== null ? { venue: venues.get(r.venue_id) ?? null } : {}),
      ...(r.arrival_minutes_before !== null && r.date
        ? { arrivalTime: arrivalIso(r.date, r.arrival_minutes_before) }
        : {}),
      // A type and an opponent only when set: events before types keep the spec's fields.
      ...(r.event_type ? { eventType: r.event_type as EventType } : {}),
      ...(r.opponent ? { opponent: r.opponent } : {}),
      // Its teams only on an event for teams: a club-wide one answers as before teams.
      ...(teams.has(r.id) ? { teams: teams.get(r.id)! } : {}),
    };
  });
}

/** Loads an event the viewer may see, or throws 404. */
export async function loadVisibleEvent(db: Db, viewer: Viewer, id: string) {
  const row = await findEvent(db, id);
  const affiliations = row ? await eventAffiliations(db, id) : [];
  const teams = row ? await eventTeamIds(db, id) : [];
  assertCanSeeEvent(viewer, row ? affiliations.map((a) => a.id) : null, teams);
  return { row: row!, affiliations, teams };
}

function toRsvpEntry(r: Awaited<ReturnType<typeof eventRsvps>>[number]): RsvpEntry {
  return {
    rsvpID: r.id,
    eventID: r.event_id,
    contactID: r.contact_id,
    status: r.status,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone ?? r.contact_phone,
    email: r.email ?? r.contact_email,
    language: r.language,
    // Only when there is one: an entry without keeps the spec's fields.
    ...(r.note ? { note: r.note } : {}),
  };
}

export async function getEventDetail(
  ctx: AppContext,
  member: Member,
  id: string,
  db: Db = ctx.db,
  language: Language = pickLanguage(member.language),
): Promise<EventDetail> {
  return (await getVersionedEventDetail(ctx, member, id, db, language)).item;
}

/** The event as `getEventDetail` gives it, with its row's version (the ETag, migration 0063). */
export async function getVersionedEventDetail(
  ctx: AppContext,
  member: Member,
  id: string,
  db: Db = ctx.db,
  language: Language = pickLanguage(member.language),
  /** The data version the request was checked at: the event's shared parts come from memory. */
  version?: string,
): Promise<Versioned<EventDetail>> {
  // The event first: nobody's answers are read for a member who may not see it.
  const base = await eventBase(ctx, db, id, language, version);
  const { affiliations, translations, content, venues } = base;
  const teams = base.row ? await eventTeamIds(db, id) : [];
  assertCanSeeEvent(member, base.row ? affiliations.map((a) => a.id) : null, teams);
  // Admins (and the manager of the event's teams) get every entry, with phone and email; a
  // member reads their own and their household's entries and the yes count, not the whole list.
  const listAll = canSeeRsvpList(member, teams);
  const [rsvps, yesCount, archived] = await Promise.all([
    listAll ? eventRsvps(db, id) : eventRsvpsVisibleTo(db, member, id),
    listAll ? null : eventYesCount(db, id),
    isArchived(db, 'events', id),
  ]);
  const row = base.row!;
  let linkedContent: EventDetail['linkedContent'] = null;
  if (content && canSeeContent(member, content.affiliationIds, content.teams)) {
    const links = await signContentLinks(ctx.blobs, member, {
      ...content,
      audience: content.affiliationIds,
    });
    linkedContent = {
      id: content.id,
      description: content.description,
      fileType: content.file_type,
      ...links,
    };
  }
  const entries = sortRsvps(rsvps.map(toRsvpEntry));
  const visible = listAll
    ? entries
    : entries.filter((e) => canSeeRsvp(member, { contactId: e.contactID }));
  const mine = visible.find((e) => e.contactID === member.id) ?? null;
  const item: EventDetail = {
    id: row.id,
    name: row.name,
    description: row.description,
    date: row.date ? new Date(row.date).toISOString() : null,
    tags: row.tags,
    allowedAffiliations: affiliations,
    // Only on an event for teams: a club-wide event answers as before teams.
    ...(teams.length ? { teams } : {}),
    // Withheld with the item from a member who may not see it.
    linkedContentId: linkedContent ? row.linked_content_id : null,
    linkedContent,
    eventLocationID: row.location_id,
    imageURL: await resolveImageUrl(ctx, member, row.image_url, db),
    translations: translations.map((t) => ({
      language: t.language as EventTranslation['language'],
      fieldName: t.field_name,
      contents: t.contents,
    })),
    venue: row.venue_id === null ? null : (venues.get(row.venue_id) ?? null),
    arrivalTime: arrivalIso(row.date, row.arrival_minutes_before),
    arrivalMinutesBefore: row.arrival_minutes_before,
    endDate: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    eventType: (row.event_type as EventType | null) ?? null,
    opponent: row.opponent,
    seriesId: row.series_id,
    // Only on a past season's event (read-only): a current one answers as before seasons.
    ...(archived ? { archived: true as const } : {}),
    ...(listAll ? { rsvpList: visible } : {}),
    yesCount: yesCount ?? entries.filter((e) => e.status === 'yes').length,
    myRsvp: mine,
  };
  return { item, version: row.version };
}
