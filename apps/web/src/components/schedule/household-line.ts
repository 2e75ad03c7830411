import type { HouseholdAnswers } from '../../lib/api/household-answers';

export interface PersonAnswer {
  contactId: string;
  /** The first name, or null for the viewer (shown as "You"). */
  firstName: string | null;
  status: 'yes' | 'no' | null;
}

/** Each member of the viewer's household with their answer to one event (null: none yet). */
export function householdAnswersFor(
  eventId: string,
  household: HouseholdAnswers | undefined,
): PersonAnswer[] {
  if (!household) return [];
  return household.members.map((m) => ({
    contactId: m.contactId,
    firstName: m.isSelf ? null : m.firstName,
    status:
      household.answers.find((a) => a.eventId === eventId && a.contactId === m.contactId)?.status ??
      null,
  }));
}
