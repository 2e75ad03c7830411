import {
  can,
  translatedField,
  type Language,
  type RsvpResult,
  type RsvpStatus,
} from '@dugout/shared';
import { sql } from 'kysely';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { inEveryLanguage, pickLanguage } from '../../platform/i18n/language';
import {
  canSeeEvent,
  eventTranslations,
  formatEventDate,
  loadVisibleEvent,
  rsvpConfirmationEmail,
  type EventViewer,
} from '../events/index';
import { currentRsvpStatus } from './rsvp.queries';

/** The one gate of whose RSVP a member may set: their own, or anyone's with rsvp:others. */
export function assertCanRsvpFor(member: Member, contactId: string): void {
  if (contactId !== member.id && !can(member, 'rsvp:others')) {
    throw forbidden('You can only RSVP for yourself');
  }
}

export interface RsvpWrite {
  eventId: string;
  contactId: string;
  status: RsvpStatus;
  phone?: string | null;
  email?: string | null;
  language?: string | null;
}

async function loadContact(db: Db, id: string) {
  return db
    .selectFrom('contacts')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'language',
      'permissions',
      'affiliation_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Records an answer: one row per event and contact, whatever the concurrency (the unique pair
 * and `on conflict do update`). The member gets a confirmation when the answer changed.
 * `viewer` must already be allowed to answer for `input.contactId`.
 */
export async function recordRsvp(
  ctx: AppContext,
  viewer: EventViewer,
  input: RsvpWrite,
): Promise<RsvpResult> {
  return (await recordRsvpChange(ctx, viewer, input)).result;
}

/** `recordRsvp`, also saying whether the answer changed (false: it already was this one). */
export async function recordRsvpChange(
  ctx: AppContext,
  viewer: EventViewer,
  input: RsvpWrite,
): Promise<{ result: RsvpResult; changed: boolean }> {
  let queued = false;
  let answerChanged = false;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { row: event } = await loadVisibleEvent(trx, viewer, input.eventId);
    const contact = await loadContact(trx, input.contactId);
    if (!contact) throw notFound('The contact');
    const affiliations = await trx
      .selectFrom('event_affiliations')
      .select('affiliation_id')
      .where('event_id', '=', event.id)
      .execute();
    if (
      !canSeeEvent(
        { permissions: contact.permissions, affiliationId: contact.affiliation_id },
        affiliations.map((a) => a.affiliation_id),
      )
    ) {
      throw badRequest(
        `${contact.first_name} ${contact.last_name} cannot see this event`,
        'contactID',
      );
    }
    const language = input.language ?? contact.language;
    const before = await trx
      .selectFrom('rsvps')
      .select(['id', 'status'])
      .where('event_id', '=', event.id)
      .where('contact_id', '=', contact.id)
      .executeTakeFirst();
    const written = await trx
      .insertInto('rsvps')
      .values({
        event_id: event.id,
        contact_id: contact.id,
        status: input.status,
        phone: input.phone ?? contact.phone,
        email: input.email ?? contact.email,
        language: pickLanguage(language),
      })
      .onConflict((oc) =>
        oc
          .columns(['event_id', 'contact_id'])
          .doUpdateSet({
            status: (eb) => eb.ref('excluded.status'),
            // Contact details given with the answer replace the stored ones; none keeps them.
            phone: (eb) => eb.ref(input.phone ? 'excluded.phone' : 'rsvps.phone'),
            email: (eb) => eb.ref(input.email ? 'excluded.email' : 'rsvps.email'),
            language: (eb) => eb.ref(input.language ? 'excluded.language' : 'rsvps.language'),
            updated_at: new Date(),
          })
          // An identical answer writes nothing (and sends no second confirmation).
          .where(sql<boolean>`rsvps.status is distinct from excluded.status`),
      )
      .returning(['id'])
      .executeTakeFirst();
    const changed = !!written && before?.status !== input.status;
    answerChanged = changed;
    const id =
      written?.id ??
      (
        await trx
          .selectFrom('rsvps')
          .select('id')
          .where('event_id', '=', event.id)
          .where('contact_id', '=', contact.id)
          .executeTakeFirstOrThrow()
      ).id;
    if (changed && contact.email) {
      const lang = pickLanguage(contact.language);
      const translated = await trx
        .selectFrom('event_translations')
        .select('contents')
        .where('event_id', '=', event.id)
        .where('language', '=', lang)
        .where('field_name', '=', 'Name')
        .executeTakeFirst();
      const name = (lang !== 'en' && translated?.contents) || event.name;
      const mail = rsvpConfirmationEmail(lang, {
        firstName: contact.first_name,
        name,
        when: formatEventDate(event.date, lang, ctx.config.TEAM_TIME_ZONE),
        answer: input.status,
        eventUrl: `${ctx.config.publicUrl}/events/${event.id}`,
      });
      await ctx.outbox.enqueue(trx, {
        kind: 'rsvp_confirmation',
        messageTypes: 'Email',
        subject: mail.subject,
        body: mail.text,
        deliveries: [
          {
            channel: 'email',
            recipient: contact.email,
            recipientLabel: `${contact.first_name} ${contact.last_name}`.trim(),
            language: lang,
            subject: mail.subject,
            text: mail.text,
          },
        ],
      });
      queued = true;
    }
    return { rsvpID: id, eventID: event.id, contactID: contact.id, status: input.status };
  });
  if (queued) ctx.outbox.notify();
  return { result, changed: answerChanged };
}

/** PUT /api/rsvp/update/{rsvpID}: the row decides the event and the contact. */
export async function updateRsvp(
  ctx: AppContext,
  member: Member,
  rsvpId: string,
  input: {
    status: RsvpStatus;
    eventID?: string;
    contactID?: string;
    phone?: string | null;
    email?: string | null;
    language?: string | null;
  },
): Promise<RsvpResult> {
  const row = await ctx.db
    .selectFrom('rsvps')
    .select(['id', 'event_id', 'contact_id'])
    .where('id', '=', rsvpId)
    .executeTakeFirst();
  if (!row) throw notFound('The RSVP');
  assertCanRsvpFor(member, row.contact_id);
  if (
    (input.eventID && input.eventID !== row.event_id) ||
    (input.contactID && input.contactID !== row.contact_id)
  ) {
    throw new AppError(400, 'bad_request', 'This RSVP belongs to another event or contact');
  }
  return recordRsvp(ctx, member, {
    eventId: row.event_id,
    contactId: row.contact_id,
    status: input.status,
    phone: input.phone,
    email: input.email,
    language: input.language,
  });
}

/** For one-tap links: the contact themself is the viewer. */
export async function contactAsViewer(db: Db, contactId: string) {
  const c = await loadContact(db, contactId);
  if (!c) return null;
  return {
    contact: c,
    viewer: { permissions: c.permissions, affiliationId: c.affiliation_id } as EventViewer,
  };
}

/**
 * What a one-tap link's page shows before anything is recorded (issue 12 #9: opening the link,
 * as a mail scanner or a prefetch does, reads only): the event in both languages and the
 * contact's current answer. Throws 404 when the contact may not see the event.
 */
export async function describeQuickRsvp(
  ctx: AppContext,
  viewer: EventViewer,
  eventId: string,
  contactId: string,
) {
  const { row } = await loadVisibleEvent(ctx.db, viewer, eventId);
  const [translations, current] = await Promise.all([
    eventTranslations(ctx.db, row.id),
    currentRsvpStatus(ctx.db, row.id, contactId),
  ]);
  const source = {
    name: row.name,
    description: row.description,
    translations: translations.map((t) => ({
      language: t.language as Language,
      fieldName: t.field_name,
      contents: t.contents,
    })),
  };
  const zone = ctx.config.TEAM_TIME_ZONE;
  return {
    eventId: row.id,
    name: inEveryLanguage((language) => translatedField(source, 'Name', language)),
    when: inEveryLanguage((language) => formatEventDate(row.date, language, zone)),
    current,
  };
}
