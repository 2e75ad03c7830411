import { formatPhone, toCsv, type EventAnswerList, type Language } from '@dugout/shared';
import { isInvitedTo } from '../../platform/access/audience';
import { isAdultRole } from '../../platform/access/households';
import { assertActsForEventTeams } from '../../platform/access/team-managers';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { loadVisibleEvent, teamsOfContacts } from '../events/index';
import { answersOfEvent, contactsForAnswerList } from './rsvp.queries';
import { rsvpCatalog } from './rsvp.locales';

/**
 * The admins' RSVP list: each person's answer, the counts per affiliation, and
 * "Not answered": the invited (every contact the event is for, by the access layer's audience
 * rule) who have not answered.
 */
export async function eventAnswerList(ctx: AppContext, viewer: Viewer, eventId: string) {
  const { row, affiliations, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  // The club's admins, or the manager of every team the event is for.
  assertActsForEventTeams(viewer, 'rsvp:others', teams);
  const audience = affiliations.map((a) => a.id);
  const [contacts, answers] = await Promise.all([
    contactsForAnswerList(ctx.db),
    answersOfEvent(ctx.db, row.id),
  ]);
  // An event for teams is for those who reach one of them.
  const reached = teams.length
    ? await teamsOfContacts(
        ctx.db,
        contacts.map((c) => c.id),
      )
    : null;
  const byContact = new Map(answers.map((a) => [a.contact_id, a]));
  const list: EventAnswerList & {
    details: Map<string, { phone: string | null; email: string | null; adult: boolean }>;
  } = { answers: [], counts: [], notAnswered: [], notAnsweredHouseholds: [], details: new Map() };
  const counts = new Map<string | null, { yes: number; no: number }>();
  for (const c of contacts) {
    const person = {
      contactId: c.id,
      firstName: c.first_name,
      lastName: c.last_name,
      affiliation: c.affiliation,
      household: c.household_name,
    };
    const answer = byContact.get(c.id);
    list.details.set(c.id, {
      phone: answer?.phone ?? c.phone,
      email: answer?.email ?? c.email,
      adult: isAdultRole(c.household_role),
    });
    if (answer) {
      list.answers.push({
        ...person,
        status: answer.status,
        ...(answer.note ? { note: answer.note } : {}),
      });
      const count = counts.get(c.affiliation) ?? { yes: 0, no: 0 };
      count[answer.status] += 1;
      counts.set(c.affiliation, count);
    } else if (
      isInvitedTo(
        { affiliationId: c.affiliation_id, teams: reached?.get(c.id) ?? [] },
        audience,
        teams,
      )
    ) {
      list.notAnswered.push({ ...person, householdId: c.household_id, phone: c.phone });
    }
  }
  list.notAnsweredHouseholds = householdNumbers(contacts, list.notAnswered);
  list.counts = [...counts.entries()]
    .map(([affiliation, n]) => ({ affiliation, ...n }))
    .sort((a, b) =>
      a.affiliation === null
        ? 1
        : b.affiliation === null
          ? -1
          : a.affiliation.localeCompare(b.affiliation),
    );
  list.answers.sort((a, b) => (a.status === b.status ? 0 : a.status === 'yes' ? -1 : 1));
  return { event: row, list };
}

/** The households of `waiting`, each with every phone number in it (contacts in name order). */
function householdNumbers(
  contacts: Awaited<ReturnType<typeof contactsForAnswerList>>,
  waiting: EventAnswerList['notAnswered'],
): EventAnswerList['notAnsweredHouseholds'] {
  const ids = new Set(waiting.map((p) => p.householdId).filter((id) => id !== null));
  const households = new Map<number, EventAnswerList['notAnsweredHouseholds'][number]>();
  for (const c of contacts) {
    if (c.household_id === null || !ids.has(c.household_id)) continue;
    const household = households.get(c.household_id) ?? {
      id: c.household_id,
      name: c.household_name ?? '',
      numbers: [],
    };
    if (c.phone && !household.numbers.some((n) => n.phone === c.phone))
      household.numbers.push({
        contactId: c.id,
        name: `${c.first_name} ${c.last_name}`.trim(),
        phone: c.phone,
      });
    households.set(c.household_id, household);
  }
  return [...households.values()];
}

/** The list as CSV, in the admin's language: answered first (yes, then no), then not answered. */
export async function eventAnswerCsv(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  language: Language,
): Promise<{ csv: string; fileName: string }> {
  const { event, list } = await eventAnswerList(ctx, viewer, eventId);
  const t = rsvpCatalog.in(language);
  const rows: string[][] = [
    [
      t('csv.name'),
      t('csv.affiliation'),
      t('csv.household'),
      t('csv.answer'),
      t('csv.phone'),
      t('csv.email'),
      t('csv.note'),
    ],
  ];
  const line = (
    p: EventAnswerList['answers'][number] | EventAnswerList['notAnswered'][number],
    answer: string,
    note: string | null = null,
  ): string[] => {
    const d = list.details.get(p.contactId);
    return [
      `${p.firstName} ${p.lastName}`.trim(),
      p.affiliation ?? '',
      p.household ?? '',
      answer,
      d?.phone ? formatPhone(d.phone) : '',
      d?.email ?? '',
      note ?? '',
    ];
  };
  for (const a of list.answers) rows.push(line(a, t(`answer.${a.status}`), a.note ?? null));
  for (const p of list.notAnswered) rows.push(line(p, t('csv.notAnswered')));
  const day = event.date ? new Date(event.date).toISOString().slice(0, 10) : 'undated';
  return { csv: toCsv(rows, { bom: true }), fileName: `rsvps-${day}.csv` };
}

/**
 * Whom a manager may sign up for one of the event's duties: those the RSVP list names (answered or
 * invited), adults only (platform/access/households.ts isAdultRole: a duty volunteer is never a
 * child), answered first as the list has them.
 */
export async function eventAdultInvitees(ctx: AppContext, viewer: Viewer, eventId: string) {
  const { list } = await eventAnswerList(ctx, viewer, eventId);
  return [...list.answers, ...list.notAnswered]
    .filter((p) => list.details.get(p.contactId)?.adult)
    .map((p) => ({ contactId: p.contactId, name: `${p.firstName} ${p.lastName}`.trim() }));
}
