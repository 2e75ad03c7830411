import { eventEndValid, type EventDetail, type EventSave, type Language } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import {
  expectedVersion,
  versionConflict,
  type IfMatch,
  type Versioned,
} from '../../platform/row-version';
import { unknownVenue, venueExists } from '../venues/index';
import { cancelAndDeleteEvent } from './event-cancellations.service';
import { checkEventImage, normalizeImageUrl } from './event-images.service';
import { noticeRecipients } from './event-notice-recipients';
import { enqueueEventNotices, eventSnapshot } from './event-notices.service';
import { getEventDetail, getVersionedEventDetail } from './events.read.service';
import { eventsCatalog } from './events.locales';
import {
  contentExists,
  existingAffiliationIds,
  insertEvent,
  lockEvent,
  replaceEventAffiliations,
  replaceEventTranslations,
  updateEventFields,
} from './events.queries';

/** The end the event will have (`kept`: its stored one, used when the payload leaves it out). */
function checkEnd(input: EventSave, kept: Date | string | null = null): Date | string | null {
  const end = input.endDate !== undefined ? input.endDate : kept;
  if (!eventEndValid(input.date, end))
    throw badRequest((language) => eventsCatalog.in(language)('refusal.endBeforeStart'), 'endDate');
  return end;
}

/** Checks what the event refers to (audience, venue, linked content) before anything is written. */
async function checkReferences(db: Db, input: EventSave): Promise<void> {
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

export async function createEvent(
  ctx: AppContext,
  member: Member,
  input: EventSave,
  language: Language = pickLanguage(member.language),
): Promise<EventDetail> {
  const imageUrl = normalizeImageUrl(input.imageURL);
  let notified = false;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const endsAt = checkEnd(input);
    await checkReferences(trx, input);
    const recipients = await noticeRecipients(trx, input);
    const storedImage = await checkEventImage(trx, imageUrl, input.allowedAffiliations);
    const eventId = await insertEvent(trx, {
      name: input.name,
      description: input.description,
      date: input.date,
      ends_at: endsAt,
      tags: input.tags,
      location_id: input.eventLocationID,
      image_url: storedImage,
      linked_content_id: input.linkedContentId,
      created_by: member.id,
      venue_id: input.venueId ?? null,
      arrival_minutes_before: input.arrivalMinutesBefore ?? null,
    });
    await writeChildren(trx, eventId, input);
    await auditAction(trx, member, 'event.create', eventId, { label: input.name });
    await enqueueEventNotices(ctx, trx, member, eventId, input, recipients, null);
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
    const endsAt = checkEnd(input, existing.ends_at);
    await checkReferences(trx, input);
    const recipients = await noticeRecipients(trx, input);
    const storedImage = await checkEventImage(trx, imageUrl, input.allowedAffiliations);
    const written = await updateEventFields(
      trx,
      id,
      {
        name: input.name,
        description: input.description,
        date: input.date,
        ends_at: endsAt,
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
    await auditAction(trx, member, 'event.update', id, { label: input.name });
    if (before) await enqueueEventNotices(ctx, trx, member, id, input, recipients, before);
    notified = recipients.length > 0;
  });
  if (notified) ctx.outbox.notify();
  return getVersionedEventDetail(ctx, member, id, ctx.db, language);
}

/** Deletes the event; calendars and those sent its notice learn it is cancelled. */
export async function deleteEvent(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<{ id: string }> {
  if (!(await cancelAndDeleteEvent(ctx, member, id)))
    throw notFound((language) => eventsCatalog.in(language)('refusal.eventNotFound'));
  return { id };
}
