import { contactsByEmail } from '../contacts/index';
import {
  arrivalTime,
  sortRsvps,
  translatedField,
  type EventDetail,
  type EventSave,
  type EventSummary,
  type EventTranslation,
  type Language,
  type RsvpEntry,
} from '@dugout/shared';
import {
  assertCanSeeEvent,
  audienceIncludes,
  canHaveFileLink,
  canSeeContent,
  canSeeEvent,
} from '../../platform/access/audience';
import { canSeeRsvp, canSeeRsvpList } from '../../platform/access/rsvp';
import { viewerOfContact, type Viewer } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import { isValidBlobKey } from '../../platform/blob/blob-store';
import {
  expectedVersion,
  versionConflict,
  type IfMatch,
  type Versioned,
} from '../../platform/row-version';
import { CONTENT_LINK_TTL_SECONDS, signContentLinks } from '../content/index';
import { unknownVenue, venueExists, venuesForEvents } from '../venues/index';
import { eventNoticeEmail, formatArrivalTime, formatEventDate } from './events.emails';
import { describeEventChanges, type EventSnapshot } from './event-changes';
import { eventNoticeShort } from './event-notice-texts';
import { shortWhen } from '../../platform/i18n/short-when';
import { eventsCatalog } from './events.locales';
import { eventBase } from './event-detail-base';
import {
  channelsFor,
  chosenDeliveries,
  householdAnswerLinks,
  messageTypesOf,
  rsvpLinkExpiry,
  signRsvpLink,
  withUnsubscribe,
} from '../notices';
import { eventIcsFile, icsLocation } from './event-ics';
import {
  affiliationNames,
  contentExists,
  contentOwningBlobKeys,
  deleteEventById,
  eventAffiliations,
  eventRsvps,
  eventRsvpsVisibleTo,
  eventYesCount,
  eventNameTranslations,
  eventTranslations,
  existingAffiliationIds,
  findEvent,
  insertEvent,
  listVisibleEvents,
  lockEvent,
  replaceEventAffiliations,
  replaceEventTranslations,
  updateEventFields,
} from './events.queries';

const BLOB_PATH = /^(?:https?:\/\/[^/]+)?\/api\/blob\/([^?#]+)/i;

/**
 * A background picked from content arrives as a signed, expiring blob link: keep only its stable
 * path and sign it afresh on every read. Other images must be http(s) addresses.
 */
export function normalizeImageUrl(url: string | null): string | null {
  if (!url) return null;
  const blob = BLOB_PATH.exec(url.trim());
  if (blob) return `/api/blob/${blob[1]}`;
  if (!/^https:\/\/[^\s"'()<>]+$/i.test(url.trim())) {
    throw badRequest((language) => eventsCatalog.in(language)('refusal.imageSource'), 'imageURL');
  }
  return url.trim();
}

/** The blob key of a `/api/blob/<key>` address; null for another address or a malformed one. */
function blobKeyOf(url: string): string | null {
  const blob = BLOB_PATH.exec(url);
  if (!blob) return null;
  try {
    return decodeURIComponent(blob[1]!);
  } catch {
    return null;
  }
}

/** The content item (and which of its blob keys) a stored or submitted image URL points at. */
async function imageOwner(db: Db, url: string) {
  const blob = BLOB_PATH.exec(url);
  let candidates: string[];
  if (blob) {
    const key = blobKeyOf(url);
    candidates = key ? [key] : [];
  } else {
    // An object store's own signed link (S3): its path ends with the content's key.
    let segments: string[];
    try {
      segments = new URL(url).pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return { blob: false, owner: null };
    }
    candidates = segments.map((_, i) => segments.slice(i).join('/')).filter(isValidBlobKey);
  }
  const owners = await contentOwningBlobKeys(db, candidates);
  const owner = owners[0];
  const key = owner && candidates.find((c) => owner.keys.includes(c));
  return { blob: !!blob, owner: owner && key ? { ...owner, key } : null };
}

/**
 * Issue 12 #6: an event's background picked from content may only be shown to people who may
 * see that content item. Refused (400, in the member's language) unless the item's audience
 * includes the event's; a blob path that is no content item's is refused too. Returns what to
 * store: the stable `/api/blob/<key>` path (signed afresh on every read), or an outside https
 * address as given.
 */
async function checkEventImage(
  db: Db,
  normalized: string | null,
  eventAffiliationIds: readonly number[],
): Promise<string | null> {
  if (!normalized) return null;
  const { blob, owner } = await imageOwner(db, normalized);
  if (!owner) {
    if (blob) {
      throw localizedError(
        400,
        'bad_request',
        (language) => eventsCatalog.in(language)('imageNotContent'),
        'imageURL',
      );
    }
    return normalized;
  }
  const contentIds = owner.affiliations.map((a) => a.id);
  if (!audienceIncludes(contentIds, eventAffiliationIds)) {
    const names = await affiliationNames(db, eventAffiliationIds);
    const image = owner.affiliations.map((a) => a.name).join(', ');
    const refusal = (language: Language) => {
      const t = eventsCatalog.in(language);
      return t('imageAudience', { image, event: names.join(', ') || t('everyone') });
    };
    throw localizedError(400, 'image_audience', refusal, 'imageURL');
  }
  return `/api/blob/${owner.key}`;
}

/**
 * Signed links for stored event images, for one viewer: a picture from content is signed only
 * for a viewer who may see that content item now (its audience may have been narrowed after the
 * event was saved), and not at all once no content item owns it. Outside addresses pass as is.
 */
export async function resolveImageUrls(
  ctx: AppContext,
  db: Db,
  viewer: Viewer,
  stored: readonly (string | null)[],
): Promise<(string | null)[]> {
  const keys = stored.map((s) => (s ? blobKeyOf(s) : null));
  const owners = await contentOwningBlobKeys(
    db,
    keys.filter((k): k is string => !!k),
  );
  return Promise.all(
    stored.map(async (url, i) => {
      if (!url) return null;
      const key = keys[i];
      if (!BLOB_PATH.test(url)) return url;
      if (!key) return null;
      const audiences = owners
        .filter((o) => o.keys.includes(key))
        .map((o) => o.affiliations.map((a) => a.id));
      if (!canHaveFileLink(viewer, audiences)) return null;
      try {
        // Issue 14 §10: a content picture is shown by its display copy (the size made for
        // backgrounds), not the original upload.
        const shown = owners.find((o) => o.blobKey === key)?.displayKey ?? key;
        return await ctx.blobs.signedUrl(shown, { ttlSeconds: CONTENT_LINK_TTL_SECONDS });
      } catch {
        return null;
      }
    }),
  );
}

export async function resolveImageUrl(
  ctx: AppContext,
  viewer: Viewer,
  stored: string | null,
  db: Db = ctx.db,
): Promise<string | null> {
  return (await resolveImageUrls(ctx, db, viewer, [stored]))[0] ?? null;
}

/** The start less the arrival minutes, as ISO text; null without either. */
function arrivalIso(date: Date | string | null, minutesBefore: number | null): string | null {
  return arrivalTime(date, minutesBefore)?.toISOString() ?? null;
}

/** `language`: the reader's, for the venue's name and notes (issue 15 §2). */
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
  const [images, names, venues] = await Promise.all([
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
      // Only when there are some: an untranslated event keeps the spec's five fields.
      ...(translations.length ? { translations } : {}),
      // Likewise a venue and an arrival time, only for an event that has them.
      ...(r.venue_id !== null ? { venue: venues.get(r.venue_id) ?? null } : {}),
      ...(r.arrival_minutes_before !== null && r.date
        ? { arrivalTime: arrivalIso(r.date, r.arrival_minutes_before) }
        : {}),
    };
  });
}

/** Loads an event the viewer may see, or throws 404. */
export async function loadVisibleEvent(db: Db, viewer: Viewer, id: string) {
  const row = await findEvent(db, id);
  const affiliations = row ? await eventAffiliations(db, id) : [];
  assertCanSeeEvent(viewer, row ? affiliations.map((a) => a.id) : null);
  return { row: row!, affiliations };
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
  // Admins get every entry (with phone and email); a member reads their own and their
  // household's entries and the yes count, not the whole list.
  const listAll = canSeeRsvpList(member);
  // The event first: nobody's answers are read for a member who may not see it.
  const base = await eventBase(ctx, db, id, language, version);
  const { affiliations, translations, content, venues } = base;
  assertCanSeeEvent(member, base.row ? affiliations.map((a) => a.id) : null);
  const [rsvps, yesCount] = await Promise.all([
    listAll ? eventRsvps(db, id) : eventRsvpsVisibleTo(db, member, id),
    listAll ? null : eventYesCount(db, id),
  ]);
  const row = base.row!;
  let linkedContent: EventDetail['linkedContent'] = null;
  if (content && canSeeContent(member, content.affiliationIds)) {
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
  const visible = entries.filter((e) => canSeeRsvp(member, { contactId: e.contactID }));
  const mine = visible.find((e) => e.contactID === member.id) ?? null;
  const item: EventDetail = {
    id: row.id,
    name: row.name,
    description: row.description,
    date: row.date ? new Date(row.date).toISOString() : null,
    tags: row.tags,
    allowedAffiliations: affiliations,
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
    ...(canSeeRsvpList(member) ? { rsvpList: visible } : {}),
    yesCount: yesCount ?? entries.filter((e) => e.status === 'yes').length,
    myRsvp: mine,
  };
  return { item, version: row.version };
}

/** Checks references and the recipient list before anything is written. */
async function checkReferences(db: Db, input: EventSave) {
  if (input.allowedAffiliations.length) {
    const found = await existingAffiliationIds(db, input.allowedAffiliations);
    const missing = input.allowedAffiliations.filter((id) => !found.includes(id));
    if (missing.length) {
      const ids = missing.join(', ');
      throw badRequest(
        (language) => eventsCatalog.in(language)('refusal.unknownAffiliation', { ids }),
        'allowedAffiliations',
      );
    }
  }
  if (input.venueId != null && !(await venueExists(db, input.venueId))) throw unknownVenue();
  if (input.linkedContentId) {
    if (!(await contentExists(db, input.linkedContentId)))
      throw badRequest(
        (language) => eventsCatalog.in(language)('refusal.linkedContentMissing'),
        'linkedContentId',
      );
  }
  if (!input.emailList.length) {
    // Notify Members on with nobody chosen: say so rather than save an event nobody hears of.
    if (input.notify) {
      throw localizedError(
        400,
        'bad_request',
        (language) => eventsCatalog.in(language)('notifyNobody'),
        'emailList',
      );
    }
    return [];
  }
  const recipients = await contactsByEmail(db, input.emailList);
  const unknown = input.emailList.filter(
    (e) => !recipients.some((r) => r.email?.toLowerCase() === e),
  );
  if (unknown.length) {
    const emails = unknown.slice(0, 3).join(', ');
    throw badRequest(
      (language) => eventsCatalog.in(language)('refusal.unknownEmail', { emails }),
      'emailList',
    );
  }
  const blocked = recipients.filter(
    (r) => !canSeeEvent(viewerOfContact(r), input.allowedAffiliations),
  );
  if (blocked.length) {
    const names = blocked.slice(0, 3).map((r) => `${r.first_name} ${r.last_name}`.trim());
    throw badRequest(
      (language) => eventsCatalog.in(language)('refusal.cannotSee', { names: names.join(', ') }),
      'emailList',
    );
  }
  return recipients;
}

async function writeChildren(trx: Db, eventId: string, input: EventSave) {
  await replaceEventAffiliations(trx, eventId, input.allowedAffiliations);
  // One row per language and field: the last one given wins.
  const unique = new Map(input.translations.map((t) => [`${t.language}|${t.fieldName}`, t]));
  await replaceEventTranslations(
    trx,
    eventId,
    [...unique.values()].map((t) => ({
      language: t.language,
      field_name: t.fieldName,
      contents: t.contents,
    })),
  );
}

/** An event as a change notice compares it (event-changes.ts), from its row and translations. */
function snapshotOf(
  row: NonNullable<Awaited<ReturnType<typeof findEvent>>>,
  translations: readonly EventTranslation[],
): EventSnapshot {
  return {
    name: row.name,
    translations,
    date: row.date,
    venueId: row.venue_id,
    arrivalMinutesBefore: row.arrival_minutes_before,
  };
}

/** An event as it is now, for an update's change notice; null when there is no such event. */
async function eventSnapshot(trx: Db, id: string): Promise<EventSnapshot | null> {
  const row = await findEvent(trx, id);
  if (!row) return null;
  const translations = (await eventTranslations(trx, id)).map((t) => ({
    language: t.language as EventTranslation['language'],
    fieldName: t.field_name,
    contents: t.contents,
  }));
  return snapshotOf(row, translations);
}

/**
 * The notice to each listed member, in their language and by the channels they chose for event
 * notices (preferences' chosenDeliveries). `before`: the event as it was, for an update, whose
 * notice says what changed, old → new; null for a new event.
 */
async function enqueueNotices(
  ctx: AppContext,
  trx: Db,
  member: Member,
  eventId: string,
  input: EventSave,
  recipients: Awaited<ReturnType<typeof checkReferences>>,
  before: EventSnapshot | null,
) {
  if (!recipients.length) return;
  const row = await findEvent(trx, eventId);
  if (!row) return;
  const updated = before !== null;
  const secret = ctx.secrets.rsvpLinks;
  const eventUrl = `${ctx.config.publicUrl}/events/${eventId}`;
  const exp = rsvpLinkExpiry(row.date);
  const translations = input.translations;
  const zone = ctx.config.TEAM_TIME_ZONE;
  // The venues (now and, for an update, before) in each language: the calendar file's
  // LOCATION, the notice's "Where", and a change of place.
  const venueIds = [row.venue_id, before?.venueId ?? null];
  const venuesIn = {
    en: await venuesForEvents(trx, venueIds, 'en'),
    es: await venuesForEvents(trx, venueIds, 'es'),
  };
  const venueIn = (language: Language) =>
    row.venue_id === null ? null : (venuesIn[language].get(row.venue_id) ?? null);
  const after = snapshotOf(row, translations);
  // What changed, worded once per language (old → new, in the team's zone).
  const changesIn = (language: Language) =>
    before
      ? describeEventChanges(before, after, language, {
          timeZone: zone,
          venueName: (id) => venuesIn[language].get(id)?.name ?? null,
        })
      : [];
  const changes = { en: changesIn('en'), es: changesIn('es') };
  // A guardian's notice also answers for each child of their household (issue 15 §3).
  const householdLinks = await householdAnswerLinks(
    trx,
    { secret, publicUrl: ctx.config.publicUrl, eventId, exp },
    recipients.map((r) => r.id),
  );
  const arrival = arrivalTime(row.date, row.arrival_minutes_before);
  // The channels each recipient chose for event notices (issue 16 §1).
  const choices = await channelsFor(
    trx,
    recipients.map((r) => r.id),
    'eventNotices',
  );
  const deliveries = recipients.flatMap((r) => {
    const language = pickLanguage(r.language);
    const source = { name: row.name, description: row.description, translations };
    const name = translatedField(source, 'Name', language);
    const description = translatedField(source, 'Description', language);
    const venue = venueIn(language);
    const where = venue ? icsLocation(venue) : null;
    const when = formatEventDate(row.date, language, zone);
    const ics = eventIcsFile({ ...row, name, description, venue }, eventUrl, language);
    const link = (status: 'yes' | 'no') =>
      `${ctx.config.publicUrl}/api/rsvp/quick?token=${signRsvpLink(secret, {
        eventId,
        contactId: r.id,
        status,
        exp,
      })}`;
    const mail = eventNoticeEmail(language, {
      team: ctx.config.TEAM_NAME,
      firstName: r.first_name,
      name,
      description,
      when,
      eventUrl,
      yesUrl: link('yes'),
      noUrl: link('no'),
      hasAttachment: ics !== null,
      updated,
      others: householdLinks.get(r.id) ?? [],
      where,
      arriveBy: arrival ? formatArrivalTime(arrival, language, zone) : null,
      changes: changes[language],
    });
    const short = eventNoticeShort(language, {
      team: ctx.config.TEAM_NAME,
      name,
      when: {
        short: row.date ? shortWhen(new Date(row.date), language, zone) : when,
        long: when,
      },
      where,
      venueName: venue?.name ?? null,
      eventUrl,
      updated,
      changes: changes[language],
    });
    return chosenDeliveries(
      'eventNotices',
      choices.get(r.id),
      {
        contactId: r.id,
        label: `${r.first_name} ${r.last_name}`.trim(),
        language,
        email: r.email,
        phone: r.phone,
      },
      {
        email: {
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: ics
            ? [
                {
                  filename: 'event.ics',
                  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                  content: Buffer.from(ics, 'utf8').toString('base64'),
                },
              ]
            : [],
        },
        sms: short.sms,
        // A tap opens the event (issue 16 §4).
        push: { ...short.push, url: `/events/${eventId}` },
      },
    ).map((d) => withUnsubscribe(ctx, r.id, 'eventNotices', d));
  });
  await ctx.outbox.enqueue(trx, {
    kind: 'event_notice',
    messageTypes: messageTypesOf(deliveries),
    subject: deliveries[0]!.subject,
    body: eventsCatalog.in('en')('ledgerBody', { name: row.name }),
    bodyEs: eventsCatalog.in('es')('ledgerBody', { name: row.name }),
    createdBy: member.id,
    deliveries,
  });
}

export async function createEvent(
  ctx: AppContext,
  member: Member,
  input: EventSave,
  language: Language = pickLanguage(member.language),
): Promise<EventDetail> {
  const imageUrl = normalizeImageUrl(input.imageURL);
  let notified = false;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const recipients = await checkReferences(trx, input);
    const storedImage = await checkEventImage(trx, imageUrl, input.allowedAffiliations);
    const eventId = await insertEvent(trx, {
      name: input.name,
      description: input.description,
      date: input.date,
      tags: input.tags,
      location_id: input.eventLocationID,
      image_url: storedImage,
      linked_content_id: input.linkedContentId,
      created_by: member.id,
      venue_id: input.venueId ?? null,
      arrival_minutes_before: input.arrivalMinutesBefore ?? null,
    });
    await writeChildren(trx, eventId, input);
    await enqueueNotices(ctx, trx, member, eventId, input, recipients, null);
    notified = recipients.length > 0;
    return eventId;
  });
  if (notified) ctx.outbox.notify();
  return getEventDetail(ctx, member, id, ctx.db, language);
}

/** `ifMatch`: the version the editor loaded (409 if the event changed since). */
export async function updateEvent(
  ctx: AppContext,
  member: Member,
  id: string,
  input: EventSave,
  ifMatch: IfMatch = null,
  language: Language = pickLanguage(member.language),
): Promise<Versioned<EventDetail>> {
  const imageUrl = normalizeImageUrl(input.imageURL);
  let notified = false;
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await lockEvent(trx, id);
    if (!existing)
      throw notFound((language) => eventsCatalog.in(language)('refusal.eventNotFound'));
    // Locked: the version cannot move before this transaction ends.
    const expected = expectedVersion(ifMatch, existing.version);
    // As it was, for the notice's "what changed" (read under the lock, before the write).
    const before = input.emailList.length ? await eventSnapshot(trx, id) : null;
    const recipients = await checkReferences(trx, input);
    const storedImage = await checkEventImage(trx, imageUrl, input.allowedAffiliations);
    const written = await updateEventFields(
      trx,
      id,
      {
        name: input.name,
        description: input.description,
        date: input.date,
        tags: input.tags,
        location_id: input.eventLocationID,
        image_url: storedImage,
        linked_content_id: input.linkedContentId,
        // Left out of the payload (a client that knows no venues): kept as they are.
        ...(input.venueId !== undefined ? { venue_id: input.venueId } : {}),
        ...(input.arrivalMinutesBefore !== undefined
          ? { arrival_minutes_before: input.arrivalMinutesBefore }
          : {}),
      },
      expected,
    );
    if (!written) throw versionConflict();
    await writeChildren(trx, id, input);
    if (before) await enqueueNotices(ctx, trx, member, id, input, recipients, before);
    notified = recipients.length > 0;
  });
  if (notified) ctx.outbox.notify();
  return getVersionedEventDetail(ctx, member, id, ctx.db, language);
}

export async function deleteEvent(ctx: AppContext, id: string): Promise<{ id: string }> {
  if (!(await deleteEventById(ctx.db, id)))
    throw notFound((language) => eventsCatalog.in(language)('refusal.eventNotFound'));
  return { id };
}
