import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { assertNotArchived } from '../../platform/access/seasons';
import {
  eventEndValid,
  type EventDetail,
  type EventSave,
  type Language,
  type SeriesScope,
} from '@dugout/shared';
import { assertActsForEventTeams, assertMayGiveTeams } from '../../platform/access/team-managers';
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
import { cancelAndDeleteIn } from './event-cancellations.service';
import { deletePhotoFiles } from './event-photo-files';
import {
  checkKind,
  endAfter,
  followingOccurrences,
  refuseRepeatOnUpdate,
  seriesStarts,
} from './event-series.service';
import { lockSeriesFrom } from './event-series.queries';
import { checkEventTeams, writeEventTeams } from './event-teams';
import { eventTeamIds } from './event-teams.queries';
import { checkEventImage, normalizeImageUrl } from './event-images.service';
import { noticeRecipients } from './event-notice-recipients';
import { enqueueEventNotices, eventSnapshot } from './event-notices.service';
import { getEventDetail, getVersionedEventDetail } from './events.read.service';
import { eventsCatalog } from './events.locales';
import {
  contentExists,
  existingAffiliationIds,
  findEvent,
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
async function checkReferences(
  db: Db,
  input: EventSave,
  /** The event's teams before this save (an update's). */
  hadTeams: readonly number[] = [],
): Promise<void> {
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
  await checkEventTeams(db, input.teams, hadTeams);
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
  await writeEventTeams(trx, eventId, input.teams);
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
  // A team manager: only for teams they manage, never club-wide (the access layer's rule).
  assertMayGiveTeams(member, input.teams);
  const imageUrl = normalizeImageUrl(input.imageURL);
  let notified = false;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const endsAt = checkEnd(input);
    const kind = checkKind(input);
    // "Repeats weekly": one event per occurrence, all written here or none.
    const starts = seriesStarts(input, ctx.config.TEAM_TIME_ZONE);
    await checkReferences(trx, input);
    const recipients = await noticeRecipients(trx, input);
    const storedImage = await checkEventImage(trx, imageUrl, input.allowedAffiliations);
    const seriesId = starts ? randomUUID() : null;
    const ids: string[] = [];
    for (const start of starts ?? [input.date]) {
      const eventId = await insertEvent(trx, {
        name: input.name,
        description: input.description,
        date: start,
        ends_at: starts ? endAfter(start, { start: input.date, end: endsAt }) : endsAt,
        tags: input.tags,
        location_id: input.eventLocationID,
        image_url: storedImage,
        linked_content_id: input.linkedContentId,
        created_by: member.id,
        venue_id: input.venueId ?? null,
        arrival_minutes_before: input.arrivalMinutesBefore ?? null,
        ...kind,
        series_id: seriesId,
      });
      await writeChildren(trx, eventId, input);
      await auditAction(trx, member, 'event.create', eventId, { label: input.name });
      ids.push(eventId);
    }
    // One notice for a series (its first event), not one per week.
    await enqueueEventNotices(ctx, trx, member, ids[0]!, input, recipients, null);
    notified = recipients.length > 0;
    return ids[0]!;
  });
  if (notified) ctx.outbox.notify();
  return getEventDetail(ctx, member, id, ctx.db, language);
}

/**
 * `ifMatch`: the version the editor loaded (409 if the event changed since). `scope`
 * 'following': the change also reaches the later events of its series (one transaction).
 */
export async function updateEvent(
  ctx: AppContext,
  member: Member,
  id: string,
  input: EventSave,
  ifMatch: IfMatch = null,
  language: Language = pickLanguage(member.language),
  scope: SeriesScope = 'one',
): Promise<Versioned<EventDetail>> {
  const imageUrl = normalizeImageUrl(input.imageURL);
  let notified = false;
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await lockEvent(trx, id);
    if (!existing)
      throw notFound((language) => eventsCatalog.in(language)('refusal.eventNotFound'));
    await assertNotArchived(trx, 'events', id);
    const hadTeams = await eventTeamIds(trx, id);
    assertActsForEventTeams(member, 'events:publish', hadTeams);
    if (input.teams !== undefined) assertMayGiveTeams(member, input.teams);
    // Locked: the version cannot move before this transaction ends.
    const expected = expectedVersion(ifMatch, existing.version);
    // As it was, for the notice's "what changed" (read under the lock, before the write).
    const before = input.emailList.length ? await eventSnapshot(trx, id) : null;
    const endsAt = checkEnd(input, existing.ends_at);
    refuseRepeatOnUpdate(input);
    const kind = checkKind(input, existing);
    await checkReferences(trx, input, hadTeams);
    const recipients = await noticeRecipients(trx, input, id);
    const storedImage = await checkEventImage(trx, imageUrl, input.allowedAffiliations);
    const values = {
      name: input.name,
      description: input.description,
      tags: input.tags,
      location_id: input.eventLocationID,
      image_url: storedImage,
      linked_content_id: input.linkedContentId,
      ...kind,
      // Left out of the payload (a client that knows no venues): kept as they are.
      ...(input.venueId !== undefined ? { venue_id: input.venueId } : {}),
      ...(input.arrivalMinutesBefore !== undefined
        ? { arrival_minutes_before: input.arrivalMinutesBefore }
        : {}),
    };
    const following = await followingOccurrences(
      trx,
      scope,
      existing,
      input,
      endsAt,
      ctx.config.TEAM_TIME_ZONE,
    );
    const written = await updateEventFields(
      trx,
      id,
      { ...values, date: input.date, ends_at: endsAt },
      expected,
    );
    if (!written) throw versionConflict();
    await writeChildren(trx, id, input);
    await auditAction(trx, member, 'event.update', id, { label: input.name });
    for (const later of following) {
      await updateEventFields(trx, later.id, { ...values, ...later }, null);
      await writeChildren(trx, later.id, input);
      await auditAction(trx, member, 'event.update', later.id, { label: input.name });
    }
    if (before) await enqueueEventNotices(ctx, trx, member, id, input, recipients, before);
    notified = recipients.length > 0;
  });
  if (notified) ctx.outbox.notify();
  return getVersionedEventDetail(ctx, member, id, ctx.db, language);
}

/**
 * Deletes the event (`scope` 'following': with the later events of its series, together);
 * calendars and those sent its notice learn it is cancelled; its albums' files leave the store
 * once the deletion has committed.
 */
export async function deleteEvent(
  ctx: AppContext,
  member: Member,
  id: string,
  scope: SeriesScope | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ id: string }> {
  let notified = false;
  const photoFiles: string[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    const event = scope === 'following' ? await findEvent(trx, id) : null;
    const ids =
      event?.series_id && event.date
        ? (await lockSeriesFrom(trx, event.series_id, event.date)).map((r) => r.id)
        : [id];
    for (const each of ids) {
      assertActsForEventTeams(member, 'events:publish', await eventTeamIds(trx, each));
      const done = await cancelAndDeleteIn(ctx, trx, member, each);
      if (!done.found)
        throw notFound((language) => eventsCatalog.in(language)('refusal.eventNotFound'));
      notified ||= done.notified;
      photoFiles.push(...done.photoFiles);
    }
  });
  if (notified) ctx.outbox.notify();
  await deletePhotoFiles(ctx.blobs, photoFiles, log);
  return { id };
}
