import {
  managesTeams,
  toE164,
  translatedField,
  type Language,
  type RsvpResult,
  type RsvpStatus,
} from '@dugout/shared';
import { assertNotArchived } from '../../platform/access/seasons';
import { canSeeEvent } from '../../platform/access/audience';
import { viewerOfContact, type Viewer } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { inEveryLanguage, pickLanguage } from '../../platform/i18n/language';
import { assertCanRsvpFor } from '../../platform/access/rsvp';
import { eventTranslations, formatEventDate, loadVisibleEvent } from '../events/index';
import {
  currentRsvpStatus,
  findRsvp,
  findRsvpAnswerer,
  findRsvpById,
  findRsvpContact,
  upsertRsvp,
} from './rsvp.queries';
import { rsvpCatalog } from './rsvp.locales';
import { enqueueAnsweredForNotice } from './rsvp-answered-for';
import { queueRsvpConfirmation } from './rsvp-confirmations';

export interface RsvpWrite {
  eventId: string;
  contactId: string;
  status: RsvpStatus;
  phone?: string | null;
  email?: string | null;
  language?: string | null;
  /** The note with the answer: absent keeps the one there, null clears it. */
  note?: string | null;
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
  // A team manager's reach depends on the event's teams: checked again once they are read.
  if (!managesTeams(viewer)) assertCanRsvpFor(viewer, input.contactId);
  let queued = false;
  let answerChanged = false;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { row: event, affiliations, teams } = await loadVisibleEvent(trx, viewer, input.eventId);
    await assertNotArchived(trx, 'events', event.id);
    assertCanRsvpFor(viewer, input.contactId, teams);
    const contact = await findRsvpContact(trx, input.contactId);
    if (!contact) {
      throw notFound((language) => rsvpCatalog.in(language)('refusal.contactNotFound'));
    }
    if (
      !canSeeEvent(
        viewerOfContact(contact),
        affiliations.map((a) => a.id),
        teams,
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
        note: input.note ?? null,
      },
      {
        phone: !!input.phone,
        email: !!input.email,
        language: !!input.language,
        note: input.note !== undefined,
      },
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
    // The one who answered gets a confirmation, for themself or someone of their household
    // ("Yes for Mia Pemberton"; a child often has no email of their own): one email for the
    // answers they give within a minute (rsvp-confirmations.ts), not one per tap.
    const forHousehold =
      forSomeoneElse && !!viewer.household?.members.some((m) => m.contactId === contact.id);
    if (changed && (forHousehold || !forSomeoneElse)) {
      const answerer = forSomeoneElse ? actor : contact;
      if (answerer) {
        const told = await queueRsvpConfirmation(ctx, trx, {
          actor: answerer,
          event,
          answer: { contactId: contact.id, status: input.status },
        });
        queued ||= told;
      }
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
    note?: string | null;
  },
): Promise<RsvpResult> {
  const row = await findRsvpById(ctx.db, rsvpId);
  if (!row) throw notFound((language) => rsvpCatalog.in(language)('refusal.rsvpNotFound'));
  // Before the row is compared with the body: a stranger learns nothing of someone's answer.
  // A team manager's reach is checked with the event's teams (recordRsvp).
  if (!managesTeams(member)) assertCanRsvpFor(member, row.contact_id);
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
    note: input.note,
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
  const { row, affiliations, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
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
    /** Whom the event is for (its affiliation ids; none: everyone), for the household rule. */
    audience: affiliations.map((a) => a.id),
    /** Its teams (none: club-wide), for the same rule. */
    teams,
  };
}
