import type { FastifyBaseLogger } from 'fastify';
import { eventExportEnd, translatedField, type EventTranslation } from '@dugout/shared';
import { assertNotArchived } from '../../platform/access/seasons';
import type { Member } from '../../platform/auth/access-policy';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import { shortWhen } from '../../platform/i18n/short-when';
import { channelsFor, chosenDeliveries, messageTypesOf, withUnsubscribe } from '../notices';
import { eventCancellationIcsFile, type IcsPerson } from './event-ics';
import { eventCancellationNotice } from './event-cancellation-notice';
import { formatEventDate } from './events.emails';
import { eventsCatalog } from './events.locales';
import { deleteEventById } from './events.queries';
import { deletePhotoFiles } from './event-photo-files';
import { photoFilesOfEvent } from './event-photo-files.queries';
import {
  insertCancelledEvent,
  invitedContacts,
  lockEventForCancellation,
  purgeCancelledEvents,
} from './event-cancellations.queries';
import { eventTeamIds } from './event-teams.queries';

/** How long a deleted event stays in calendar feeds as cancelled. */
export const CANCELLED_EVENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** The oldest cancellation a feed still shows, as of `now`. */
export function cancellationsSince(now: Date): Date {
  return new Date(now.getTime() - CANCELLED_EVENT_DAYS * DAY_MS);
}

/** Forgets the cancellations feeds no longer show (the server's hourly sweep). */
export function purgeOldCancellations(db: Db, now = new Date()): Promise<number> {
  return purgeCancelledEvents(db, cancellationsSince(now));
}

/** The team's mail sender ("Team <portal@…>") as the organizer iTIP's CANCEL names. */
function organizerOf(ctx: AppContext): IcsPerson {
  const from = ctx.config.MAIL_FROM;
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim() || ctx.config.TEAM_NAME, email: match[2]!.trim() };
  return { name: ctx.config.TEAM_NAME, email: from.trim() };
}

type CancelledEvent = NonNullable<Awaited<ReturnType<typeof lockEventForCancellation>>>;

/**
 * Tells each member who was sent the event's notice that it is cancelled, in their language and
 * by the channels they chose for event notices now; the email carries a METHOD:CANCEL .ics with
 * `sequence`. False when nobody is to be told.
 */
async function enqueueCancellations(
  ctx: AppContext,
  trx: Db,
  member: Member,
  event: CancelledEvent,
  sequence: number,
): Promise<boolean> {
  const invited = await invitedContacts(trx, event.id);
  if (!invited.length) return false;
  const zone = ctx.config.TEAM_TIME_ZONE;
  const translations: EventTranslation[] = event.nameTranslations.map((t) => ({
    language: t.language as EventTranslation['language'],
    fieldName: t.field_name,
    contents: t.contents,
  }));
  const organizer = organizerOf(ctx);
  const choices = await channelsFor(
    trx,
    invited.map((c) => c.id),
    'eventNotices',
  );
  const deliveries = invited.flatMap((c) => {
    const language = pickLanguage(c.language);
    const name = translatedField({ name: event.name, translations }, 'Name', language);
    const label = `${c.first_name} ${c.last_name}`.trim();
    const ics =
      c.email === null
        ? null
        : eventCancellationIcsFile(
            { ...event, name, description: '', sequence },
            { organizer, attendee: { name: label, email: c.email } },
            language,
          );
    const long = formatEventDate(event.date, language, zone);
    const notice = eventCancellationNotice(language, {
      team: ctx.config.TEAM_NAME,
      firstName: c.first_name,
      name,
      when: { long, short: event.date ? shortWhen(new Date(event.date), language, zone) : long },
      hasAttachment: ics !== null,
    });
    return chosenDeliveries(
      'eventNotices',
      choices.get(c.id),
      { contactId: c.id, label, language, email: c.email, phone: c.phone },
      {
        email: {
          subject: notice.subject,
          text: notice.text,
          html: notice.html,
          attachments: ics
            ? [
                {
                  filename: 'cancel.ics',
                  contentType: 'text/calendar; charset=utf-8; method=CANCEL',
                  content: Buffer.from(ics, 'utf8').toString('base64'),
                },
              ]
            : [],
        },
        sms: notice.sms,
        // The event is gone: a tap opens the events.
        push: { ...notice.push, url: '/events' },
      },
    ).map((d) => withUnsubscribe(ctx, c.id, 'eventNotices', d));
  });
  await ctx.outbox.enqueue(trx, {
    kind: 'event_notice',
    messageTypes: messageTypesOf(deliveries),
    subject: deliveries[0]!.subject,
    body: eventsCatalog.in('en')('cancellation.ledgerBody', { name: event.name }),
    bodyEs: eventsCatalog.in('es')('cancellation.ledgerBody', { name: event.name }),
    createdBy: member.id,
    deliveries,
  });
  return true;
}

/**
 * Deletes an event and lets calendars know: a dated event stays in feeds as cancelled for
 * CANCELLED_EVENT_DAYS (same UID, SEQUENCE one above the last sent), and those who were sent its
 * notice are told, unless it is already over (clearing out last season tells nobody). False
 * when there is no such event.
 */
export async function cancelAndDeleteEvent(
  ctx: AppContext,
  member: Member,
  id: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<boolean> {
  const done = await ctx.db
    .transaction()
    .execute(async (trx) => cancelAndDeleteIn(ctx, trx, member, id, now));
  if (done.notified) ctx.outbox.notify();
  await deletePhotoFiles(ctx.blobs, done.photoFiles, log);
  return done.found;
}

/**
 * cancelAndDeleteEvent inside the caller's transaction (a series' "this and following" deletes
 * its events together); the caller wakes the outbox when `notified` and, after the commit,
 * deletes the album's `photoFiles` from the store.
 */
export async function cancelAndDeleteIn(
  ctx: AppContext,
  trx: Db,
  member: Member,
  id: string,
  now = new Date(),
): Promise<{ found: boolean; notified: boolean; photoFiles: string[] }> {
  const event = await lockEventForCancellation(trx, id);
  if (!event) return { found: false, notified: false, photoFiles: [] };
  await assertNotArchived(trx, 'events', id);
  const sequence = event.sequence + 1;
  if (event.date) {
    await insertCancelledEvent(trx, {
      id: event.id,
      name: event.name,
      nameTranslations: event.nameTranslations.map((t) => ({
        language: t.language,
        fieldName: t.field_name,
        contents: t.contents,
      })),
      date: event.date,
      locationId: event.location_id,
      sequence,
      affiliationIds: event.affiliationIds,
      teamIds: await eventTeamIds(trx, event.id),
    });
  }
  const over = event.date !== null && eventExportEnd(new Date(event.date)) <= now;
  const notified = over ? false : await enqueueCancellations(ctx, trx, member, event, sequence);
  const photoFiles = await photoFilesOfEvent(trx, id);
  await deleteEventById(trx, id);
  await auditAction(trx, member, 'event.delete', id, { label: event.name });
  return { found: true, notified, photoFiles };
}
