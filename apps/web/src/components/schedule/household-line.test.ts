import { describe, expect, it } from 'vitest';
import type { EventSummary } from '@dugout/shared';
import type { HouseholdAnswers } from '../../lib/api/household-answers';
import { householdAnswersFor } from './household-line';

const event = (id: string): EventSummary => ({
  id,
  name: id,
  date: '2031-05-02T18:00:00.000Z',
  eventLocationID: null,
  imageURL: null,
});
const member = (contactId: string, firstName: string, isSelf = false) => ({
  contactId,
  firstName,
  lastName: 'Pemberton',
  role: isSelf ? ('guardian' as const) : ('sibling' as const),
  isSelf,
  canAnswer: true,
});
const household: HouseholdAnswers = {
  members: [member('c-fiona', 'Fiona', true), member('c-noah', 'Noah'), member('c-mia', 'Mia')],
  answers: [{ eventId: 'e-12u', contactId: 'c-mia', status: 'yes' }],
  eventMembers: [{ eventId: 'e-12u', contactIds: ['c-fiona', 'c-mia'] }],
};
const line = (id: string, answers: HouseholdAnswers) =>
  householdAnswersFor(event(id), answers, '2031-05-01T00:00:00.000Z').map(
    (p) => `${p.firstName ?? 'You'}: ${p.status ?? '—'}`,
  );

describe('the household line', () => {
  it('of an event of teams lists only whom the server says it is for', () => {
    expect(line('e-12u', household)).toEqual(['You: —', 'Mia: yes']);
  });

  it('of a club-wide event (not named) lists the whole household', () => {
    expect(line('e-club', household)).toEqual(['You: —', 'Noah: —', 'Mia: —']);
  });

  it('with one team (no eventMembers at all) is the whole household, as before', () => {
    const { eventMembers: _, ...oneTeam } = household;
    expect(line('e-12u', oneTeam)).toEqual(['You: —', 'Noah: —', 'Mia: yes']);
  });
});
