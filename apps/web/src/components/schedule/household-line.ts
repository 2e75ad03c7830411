import type { EventSummary } from '@dugout/shared';
import type { HouseholdAnswers } from '../../lib/api/household-answers';

export interface PersonAnswer {
  contactId: string;
  /** The first name, or null for the viewer (shown as "You"). */
  firstName: string | null;
  status: 'yes' | 'no' | null;
}

/**
 * Each member of the viewer's household the event is for, with their answer (null: none yet). None
 * for an event before `since`, the start of the answers asked for: not "not answered" but unknown.
 */
export function householdAnswersFor(
  event: EventSummary,
  household: HouseholdAnswers | undefined,
  since: string,
): PersonAnswer[] {
  if (!household || !event.date || event.date < since) return [];
  const eventId = event.id;
  // An event of teams: the server names whom of the household it is for (its teams and
  // audience); any other event is for everyone listed.
  const forEvent = household.eventMembers?.find((e) => e.eventId === eventId)?.contactIds;
  const members = forEvent
    ? household.members.filter((m) => forEvent.includes(m.contactId))
    : household.members;
  return members.map((m) => ({
    contactId: m.contactId,
    firstName: m.isSelf ? null : m.firstName,
    status:
      household.answers.find((a) => a.eventId === eventId && a.contactId === m.contactId)?.status ??
      null,
  }));
}
