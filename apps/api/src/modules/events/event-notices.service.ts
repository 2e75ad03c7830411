import {
  arrivalTime,
  translatedField,
  type EventSave,
  type EventTranslation,
  type Language,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import { shortWhen } from '../../platform/i18n/short-when';
import {
  channelsFor,
  chosenDeliveries,
  householdAnswerLinks,
  messageTypesOf,
  rsvpLinkExpiry,
  signRsvpLink,
  withUnsubscribe,
} from '../notices';
import { venuesForEvents } from '../venues/index';
import { describeEventChanges, type EventSnapshot } from './event-changes';
import { recordInvitations } from './event-cancellations.queries';
import { eventIcsFile, icsLocation } from './event-ics';
import type { NoticeRecipient } from './event-notice-recipients';
import { eventNoticeShort } from './event-notice-texts';
import { eventNoticeEmail, formatArrivalTime, formatEventDate } from './events.emails';
import { eventsCatalog } from './events.locales';
import { eventTranslations, findEvent } from './events.queries';
import { eventTeamIds } from './event-teams.queries';

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
export async function eventSnapshot(trx: Db, id: string): Promise<EventSnapshot | null> {
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
 * notices (the notices module's chosenDeliveries). `before`: the event as it was, for an update, whose
 * notice says what changed, old → new; null for a new event.
 */
export async function enqueueEventNotices(
  ctx: AppContext,
  trx: Db,
  member: Member,
  eventId: string,
  input: EventSave,
  recipients: readonly NoticeRecipient[],
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
  // One who answers for others of their household gets "Yes for all of us" too.
  const householdLinks = await householdAnswerLinks(
    trx,
    {
      secret,
      publicUrl: ctx.config.publicUrl,
      eventId,
      exp,
      audience: input.allowedAffiliations,
      teams: input.teams ?? (await eventTeamIds(trx, eventId)),
    },
    recipients.map((r) => r.id),
  );
  const arrival = arrivalTime(row.date, row.arrival_minutes_before);
  // The channels each recipient chose for event notices.
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
      household: householdLinks.get(r.id) ?? null,
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
        // A tap opens the event.
        push: { ...short.push, url: `/events/${eventId}` },
      },
    ).map((d) => withUnsubscribe(ctx, r.id, 'eventNotices', d));
  });
  // Those told of the event are told if it is cancelled.
  await recordInvitations(
    trx,
    eventId,
    recipients.map((r) => r.id),
  );
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
