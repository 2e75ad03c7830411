import type { EventSummary } from '@dugout/shared';
import type { HouseholdAnswers } from '../../lib/api/household-answers';

export interface PersonAnswer {
  contactId: string;
  /** The first name, or null for the viewer (shown as "You"). */
  firstName: string | null;
  status: 'yes' | 'no' | null;
}

/**
 * Each member of the viewer's household with their answer to one event (null: none yet). None
 * for an event before `since`, the start of the answers asked for: not "not answered" but unknown.
 */
export function householdAnswersFor(
  event: EventSummary,
  household: HouseholdAnswers | undefined,
  since: string,
): PersonAnswer[] {
  if (!household || !event.date || event.date < since) return [];
  const eventId = event.id;
  return household.members.map((m) => ({
    contactId: m.contactId,
    firstName: m.isSelf ? null : m.firstName,
    status:
      household.answers.find((a) => a.eventId === eventId && a.contactId === m.contactId)?.status ??
      null,
  }));
}
