import {
  DUTIES_PER_EVENT_MAX,
  DUTY_NAME_MAX_LENGTH,
  DUTY_NOTE_MAX_LENGTH,
  DUTY_SLOTS_MAX,
  type Duty,
  type EventDuties,
  type Language,
  type MyDuties,
} from '@dugout/shared';
import { canSeeEvent } from '../../platform/access/audience';
import { isSelfOrHousehold } from '../../platform/access/contacts';
import {
  assertCanManageDuties,
  assertCanSignUpFrom,
  assertCanVolunteer,
  assertCanWithdrawFor,
  canManageDuties,
  canNameVolunteer,
  canVolunteerFor,
  canWithdrawFor,
} from '../../platform/access/duties';
import { assertNotArchived } from '../../platform/access/seasons';
import { viewerOfContact, type Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound, tooMany } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { shortWhen } from '../../platform/i18n/short-when';
import { loadVisibleEvent } from '../events/index';
import { householdOf } from '../households/index';
import { eventAdultInvitees } from '../rsvp/index';
import { dutiesCatalog } from './duties.locales';
import * as q from './duties.queries';

export interface DutyFields {
  nameEn: string;
  nameEs: string;
  slots: number;
  note: string;
  at: string | null;
  signupClosesAt: string | null;
}

export const dutyInputError = fieldInputError(
  dutiesCatalog,
  {
    nameEn: DUTY_NAME_MAX_LENGTH,
    nameEs: DUTY_NAME_MAX_LENGTH,
    slots: DUTY_SLOTS_MAX,
    note: DUTY_NOTE_MAX_LENGTH,
  },
  ['at', 'signupClosesAt', 'contactId'],
);

const t = (language: Language) => dutiesCatalog.in(language);
const dutyNotFound = () => notFound((language) => t(language)('notFound'));
const fullName = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim();
const iso = (d: Date | null) => (d ? d.toISOString() : null);
type DutyRow = NonNullable<Awaited<ReturnType<typeof q.findDuty>>>;

const values = (input: DutyFields): q.DutyValues => ({
  name_en: input.nameEn,
  name_es: input.nameEs,
  slots: input.slots,
  note: input.note,
  at: input.at,
  signup_closes_at: input.signupClosesAt,
});

/** The duty and its event, refused as not found unless the viewer may see the event. */
async function loadDuty(db: Db, viewer: Viewer, id: number, lock: boolean) {
  const duty = lock ? await q.lockDuty(db, id) : await q.findDuty(db, id);
  if (!duty) throw dutyNotFound();
  const event = await loadVisibleEvent(db, viewer, duty.event_id);
  return { duty, ...event };
}

/** GET /api/event/{id}/duties. */
export async function eventDuties(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  language: Language,
): Promise<EventDuties> {
  const { row, affiliations, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  const duties = await q.dutiesOfEvent(ctx.db, row.id);
  const signups = await q.signupsOfDuties(
    ctx.db,
    duties.map((d) => d.id),
  );
  // Whom a household signs up (householdOf: of those the event is for): its adults, the member
  // first, never a child (platform/access/duties.ts).
  const people = await householdOf(
    ctx.db,
    viewer,
    affiliations.map((a) => a.id),
    undefined,
    teams,
  );
  const forWhom = people
    .filter((p) => canVolunteerFor(viewer, p.contactId))
    .map((p) => ({ contactId: p.contactId, name: `${p.firstName} ${p.lastName}`.trim() }));
  const canManage = canManageDuties(viewer, teams);
  return {
    duties: duties.map((d) => dutyOf(d, signups, viewer, language)),
    canManage,
    forWhom,
    assignable: canManage ? await eventAdultInvitees(ctx, viewer, eventId) : [],
  };
}

function dutyOf(
  d: DutyRow,
  signups: Awaited<ReturnType<typeof q.signupsOfDuties>>,
  viewer: Viewer,
  language: Language,
): Duty {
  return {
    id: d.id,
    eventId: d.event_id,
    nameEn: d.name_en,
    nameEs: d.name_es,
    slots: d.slots,
    note: d.note,
    at: iso(d.at),
    signupClosesAt: iso(d.signup_closes_at),
    volunteers: signups
      .filter((s) => s.duty_id === d.id)
      .map((s) => {
        const named = canNameVolunteer(viewer, {
          id: s.contact_id,
          hide_contact_from_others: s.hide_contact_from_others,
        });
        return {
          signupId: s.id,
          contactId: named ? s.contact_id : null,
          name: named ? fullName(s) : t(language)('volunteer'),
          ours: canWithdrawFor(viewer, s.contact_id),
        };
      }),
  };
}

/** POST /api/event/{id}/duties: an admin or a manager of every team of the event. */
export async function createDuty(
  ctx: AppContext,
  actor: Viewer,
  eventId: string,
  input: DutyFields,
): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row, teams } = await loadVisibleEvent(trx, actor, eventId);
    assertCanManageDuties(actor, teams);
    await assertNotArchived(trx, 'events', row.id);
    if ((await q.countDuties(trx, row.id)) >= DUTIES_PER_EVENT_MAX) {
      throw tooMany((language) => t(language)('tooMany', { max: DUTIES_PER_EVENT_MAX }));
    }
    const id = await q.insertDuty(trx, row.id, values(input));
    await auditAction(trx, actor, 'duty.create', id, { label: input.nameEn, event: row.id });
    return { id };
  });
}

/** PUT /api/duties/{id}: its slots never fewer than those already taken. */
export async function editDuty(
  ctx: AppContext,
  actor: Viewer,
  id: number,
  input: DutyFields,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { duty, teams } = await loadDuty(trx, actor, id, true);
    assertCanManageDuties(actor, teams);
    await assertNotArchived(trx, 'events', duty.event_id);
    const taken = await q.countSignups(trx, id);
    if (taken > input.slots) {
      throw localizedError(
        409,
        'too_many_taken',
        (language) => t(language)('tooManyTaken', { count: taken, duty: input.nameEn }),
        'slots',
      );
    }
    await q.updateDuty(trx, id, values(input));
    await auditAction(trx, actor, 'duty.update', id, { label: input.nameEn });
  });
}

export async function removeDuty(ctx: AppContext, actor: Viewer, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { duty, teams } = await loadDuty(trx, actor, id, true);
    assertCanManageDuties(actor, teams);
    await assertNotArchived(trx, 'events', duty.event_id);
    await q.deleteDuty(trx, id);
    await auditAction(trx, actor, 'duty.delete', id, { label: duty.name_en });
  });
}

const nameIn = (duty: DutyRow, language: Language) =>
  language === 'es' ? duty.name_es : duty.name_en;

/**
 * POST /api/duties/{id}/signups: the last-slot race is decided by the database. The duty's row
 * is locked (`for update`) before the sign-ups are counted, so concurrent sign-ups take turns
 * and each sees the ones before it; the losers are answered 409 "just taken". On PGlite the
 * transactions already run one at a time; on PostgreSQL the lock makes them. Who may sign up
 * whom is checked before the transaction, and a duty already full is answered without it: the
 * lock is held for the count and the insert only, so 200 families racing for 20 slots wait on
 * each other for milliseconds (the game-day bench, bench/lib/duty-race.ts).
 */
export async function signUp(
  ctx: AppContext,
  actor: Viewer,
  dutyId: number,
  contactId: string,
): Promise<{ signupId: number }> {
  const { duty, affiliations, teams } = await loadDuty(ctx.db, actor, dutyId, false);
  assertCanSignUpFrom(actor, contactId, teams);
  await assertNotArchived(ctx.db, 'events', duty.event_id);
  const person = await q.findVolunteer(ctx.db, contactId);
  const name = person ? fullName(person) : '';
  const audience = affiliations.map((a) => a.id);
  if (!person || !canSeeEvent(viewerOfContact(person), audience, teams)) {
    throw badRequest((language) => t(language)('cannotSee', { name }), 'contactId');
  }
  assertCanVolunteer(actor, { id: person.id, name, role: person.household_role }, teams);
  const justTaken = (d: DutyRow) =>
    localizedError(409, 'just_taken', (language) =>
      t(language)('justTaken', { duty: nameIn(d, language) }),
    );
  // Full already: only a withdrawal could free a slot, and it may come after this answer too.
  if ((await q.countSignups(ctx.db, dutyId)) >= duty.slots) throw justTaken(duty);
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await q.lockDuty(trx, dutyId);
    if (!locked) throw dutyNotFound();
    if ((await q.countSignups(trx, dutyId)) >= locked.slots) throw justTaken(locked);
    const id = await q.insertSignup(trx, dutyId, contactId, actor.id);
    if (id === null) {
      throw localizedError(409, 'already_signed_up', (language) =>
        t(language)('already', { name, duty: nameIn(locked, language) }),
      );
    }
    if (!isSelfOrHousehold(actor, contactId)) {
      await auditAction(trx, actor, 'duty.assign', dutyId, {
        label: locked.name_en,
        member: { id: contactId, name },
      });
    }
    return { signupId: id };
  });
}

/**
 * DELETE /api/duties/signups/{id}: a family withdraws their own until the duty's cut-off; an
 * admin or the event's team manager removes anyone, whenever.
 */
export async function withdraw(
  ctx: AppContext,
  actor: Viewer,
  signupId: number,
  now: Date,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const signup = await q.findSignup(trx, signupId);
    if (!signup) throw notFound((language) => t(language)('signupNotFound'));
    const { duty, teams } = await loadDuty(trx, actor, signup.duty_id, true);
    assertCanWithdrawFor(actor, signup.contact_id, teams);
    await assertNotArchived(trx, 'events', duty.event_id);
    const manager = canManageDuties(actor, teams);
    const closesAt = duty.signup_closes_at;
    if (!manager && closesAt && closesAt <= now) {
      // Its own words: the cut-off is for withdrawing (signing up stays open while slots last).
      throw localizedError(409, 'withdraw_closed', (language) =>
        t(language)('withdrawClosed', {
          duty: nameIn(duty, language),
          time: shortWhen(closesAt, language, ctx.config.TEAM_TIME_ZONE),
        }),
      );
    }
    await q.deleteSignup(trx, signupId);
    if (!isSelfOrHousehold(actor, signup.contact_id)) {
      await auditAction(trx, actor, 'duty.unassign', duty.id, {
        label: duty.name_en,
        member: { id: signup.contact_id, name: fullName(signup) },
      });
    }
  });
}

/** GET /api/duties/mine: the member's and their household's coming duties. */
export async function myDuties(
  ctx: AppContext,
  viewer: Viewer,
  language: Language,
  now: Date,
): Promise<MyDuties> {
  const ids = [viewer.id, ...(viewer.household?.members.map((m) => m.contactId) ?? [])];
  // From the start of today: a duty of this morning's game is still listed this afternoon.
  const from = new Date(now.getTime() - 12 * 60 * 60 * 1000);
  const rows = await q.signupsOf(ctx.db, viewer, [...new Set(ids)], from);
  return rows.map((r) => ({
    signupId: r.signup_id,
    dutyId: r.duty_id,
    nameEn: r.name_en,
    nameEs: r.name_es,
    at: iso(r.at),
    contactId: r.contact_id,
    name: fullName(r),
    remindedAt: iso(r.reminded_at),
    event: {
      id: r.event_id,
      name: (language === 'es' && r.event_name_es) || r.event_name,
      date: iso(r.date) ?? '',
      venue: r.venue,
    },
  }));
}
