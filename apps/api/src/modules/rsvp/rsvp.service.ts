import {
  toE164,
  translatedField,
  type Language,
  type RsvpResult,
  type RsvpStatus,
} from '@dugout/shared';
import { canSeeEvent } from '../../platform/access/audience';
import { viewerOfContact, type Viewer } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { inEveryLanguage, pickLanguage } from '../../platform/i18n/language';
import { assertCanRsvpFor } from '../../platform/access/rsvp';
import {
  eventTranslations,
  formatEventDate,
  loadVisibleEvent,
  rsvpConfirmationEmail,
} from '../events/index';
import {
  currentRsvpStatus,
  findRsvp,
  findRsvpAnswerer,
  findRsvpById,
  findRsvpContact,
  translatedEventName,
  upsertRsvp,
} from './rsvp.queries';
import { rsvpCatalog } from './rsvp.locales';
import { enqueueAnsweredForNotice } from './rsvp-answered-for';

export interface RsvpWrite {
  eventId: string;
  contactId: string;
  status: RsvpStatus;
  phone?: string | null;
  email?: string | null;
  language?: string | null;
}

/**
 * Records an answer: one row per event and contact, whatever the concurrency (the unique pair
 * and `on conflict do update`). The member gets a confirmation when the answer changed. 403
 * unless `viewer` may answer for `input.contactId`.
 */
export async function recordRsvp(
  ctx: AppContext,
  viewer: Viewer,
  input: RsvpWrite,
): Promise<RsvpResult> {
  return (await recordRsvpChange(ctx, viewer, input)).result;
}

/** `recordRsvp`, also saying whether the answer changed (false: it already was this one). */
export async function recordRsvpChange(
  ctx: AppContext,
  viewer: Viewer,
  input: RsvpWrite,
): Promise<{ result: RsvpResult; changed: boolean }> {
  // Every answer passes here (the form, an update, a one-tap link, a texted reply): the gate too.
  assertCanRsvpFor(viewer, input.contactId);
  let queued = false;
  let answerChanged = false;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { row: event, affiliations } = await loadVisibleEvent(trx, viewer, input.eventId);
    const contact = await findRsvpContact(trx, input.contactId);
    if (!contact) {
      throw notFound((language) => rsvpCatalog.in(language)('refusal.contactNotFound'));
    }
    if (
      !canSeeEvent(
        viewerOfContact(contact),
        affiliations.map((a) => a.id),
      )
    ) {
      const name = `${contact.first_name} ${contact.last_name}`;
      throw badRequest(
        (language) => rsvpCatalog.in(language)('refusal.cannotSee', { name }),
        'contactID',
      );
    }
    const language = input.language ?? contact.language;
    const before = await findRsvp(trx, event.id, contact.id);
    // An identical answer writes nothing (and sends no second confirmation).
    const written = await upsertRsvp(
      trx,
      {
        eventId: event.id,
        contactId: contact.id,
        status: input.status,
        // E.164 like the contact's; a number that does not parse is kept as written (the RSVP
        // form sends the contact's own, which may predate the rule).
        phone: input.phone ? (toE164(input.phone) ?? input.phone) : contact.phone,
        email: input.email ?? contact.email,
        language: pickLanguage(language),
      },
      { phone: !!input.phone, email: !!input.email, language: !!input.language },
    );
    const changed = !!written && before?.status !== input.status;
    answerChanged = changed;
    const id = written ?? (await findRsvp(trx, event.id, contact.id))!.id;
    // Answered for someone else (a guardian for a child, an admin for anyone): that person is
    // told who answered what, so an answer given in their name never goes unnoticed.
    const forSomeoneElse = contact.id !== viewer.id;
    const actor = changed && forSomeoneElse ? await findRsvpContact(trx, viewer.id) : null;
    if (changed && forSomeoneElse) {
      const told = await enqueueAnsweredForNotice(ctx, trx, {
        actor: actor ?? null,
        person: contact,
        event,
        status: input.status,
      });
      queued ||= told;
    }
    // Answered for someone of one's household: the one who answered is told too,
    // naming the person ("Yes for Mia Pemberton"); a child often has no email of their own.
    const forHousehold =
      forSomeoneElse && !!viewer.household?.members.some((m) => m.contactId === contact.id);
    if (forHousehold && actor?.email) {
      const lang = pickLanguage(actor.language);
      const translated = await translatedEventName(trx, event.id, lang);
      const t = rsvpCatalog.in(lang);
      const person = `${contact.first_name} ${contact.last_name}`.trim();
      const values = {
        firstName: actor.first_name,
        person,
        name: (lang !== 'en' && translated) || event.name,
        when: formatEventDate(event.date, lang, ctx.config.TEAM_TIME_ZONE),
        answer: t(`answer.${input.status}`),
      };
      const subject = t('householdConfirmation.subject', values);
      const text = `${t('householdConfirmation.body', values)}\n\n${ctx.config.publicUrl}/events/${event.id}`;
      await ctx.outbox.enqueue(trx, {
        kind: 'rsvp_confirmation',
        messageTypes: 'Email',
        subject,
        body: text,
        deliveries: [
          {
            channel: 'email',
            recipient: actor.email,
            recipientLabel: `${actor.first_name} ${actor.last_name}`.trim(),
            language: lang,
            subject,
            text,
          },
        ],
      });
      queued = true;
    } else if (changed && !forSomeoneElse && contact.email) {
      const lang = pickLanguage(contact.language);
      const translated = await translatedEventName(trx, event.id, lang);
      const name = (lang !== 'en' && translated) || event.name;
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
  const row = await findRsvpById(ctx.db, rsvpId);
  if (!row) throw notFound((language) => rsvpCatalog.in(language)('refusal.rsvpNotFound'));
  // Before the row is compared with the body: a stranger learns nothing of someone's answer.
  assertCanRsvpFor(member, row.contact_id);
  if (
    (input.eventID && input.eventID !== row.event_id) ||
    (input.contactID && input.contactID !== row.contact_id)
  ) {
    throw badRequest((language) => rsvpCatalog.in(language)('refusal.otherEvent'));
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
  const c = await findRsvpContact(db, contactId);
  if (!c) return null;
  return { contact: c, viewer: viewerOfContact(c) };
}

/** For a guardian's one-tap link: the guardian as a viewer, with their household. */
export async function answererOf(db: Db, contactId: string): Promise<Viewer | null> {
  const row = await findRsvpAnswerer(db, contactId);
  return row ? viewerOfContact(row) : null;
}

/**
 * What a one-tap link's page shows before anything is recorded (opening the link, as a mail
 * scanner or a prefetch does, reads only): the event in both languages and the
 * contact's current answer. Throws 404 when the contact may not see the event.
 */
export async function describeQuickRsvp(
  ctx: AppContext,
  viewer: Viewer,
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
