import { describe, expect, it } from 'vitest';
import type { HouseholdRole } from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import { householdPeople } from './household-people';

/**
 * The one rule of who is in a household when it answers an event (the event page, the one-tap
 * page and the event email all read it): the viewer first, then everyone of the household,
 * guardians, players, siblings by first name; for an event, only those it is for; each saying
 * whether the viewer may answer for them.
 */
const FAMILIES = 1;
const STAFF = 2;

const row = (id: string, first: string, role: HouseholdRole | null, affiliation = FAMILIES) => ({
  id,
  first_name: first,
  last_name: 'Pemberton',
  permissions: [] as string[],
  affiliation_id: affiliation,
  role,
});

const rows = [
  row('mia', 'Mia', 'sibling'),
  row('gavin', 'Gavin', 'guardian', STAFF),
  row('noah', 'Noah', 'player'),
  row('fiona', 'Fiona', 'guardian'),
  row('shannon', 'Shannon', 'sibling'),
];
const household = {
  id: 7,
  members: rows.map((r) => ({ contactId: r.id, role: r.role! })),
};
const as = (id: string): Viewer => ({
  id,
  permissions: [],
  affiliationId: FAMILIES,
  household: { ...household, role: rows.find((r) => r.id === id)!.role! },
});

describe('householdPeople', () => {
  it('lists the guardian first, then the co-guardian, players and siblings, answering for the children only', () => {
    const people = householdPeople(as('fiona'), rows, null);
    expect(people.map((p) => [p.firstName, p.role, p.isSelf, p.canAnswer])).toEqual([
      ['Fiona', 'guardian', true, true],
      ['Gavin', 'guardian', false, false],
      ['Noah', 'player', false, true],
      ['Mia', 'sibling', false, true],
      ['Shannon', 'sibling', false, true],
    ]);
  });

  it('keeps, for an event, only those it is for (the viewer always)', () => {
    const families = householdPeople(as('fiona'), rows, [FAMILIES]);
    expect(families.map((p) => p.firstName)).toEqual(['Fiona', 'Noah', 'Mia', 'Shannon']);
    expect(householdPeople(as('fiona'), rows, []).map((p) => p.firstName)).toContain('Gavin');
    expect(householdPeople(as('fiona'), rows, [STAFF]).map((p) => p.firstName)).toEqual([
      'Fiona',
      'Gavin',
    ]);
  });

  it('lets a child see the household and answer only for themself', () => {
    const people = householdPeople(as('noah'), rows, null);
    expect(people[0]).toMatchObject({ firstName: 'Noah', isSelf: true, canAnswer: true });
    expect(people.filter((p) => p.canAnswer).map((p) => p.firstName)).toEqual(['Noah']);
    expect(people).toHaveLength(5);
  });

  it('is the viewer alone without a household', () => {
    const alone = householdPeople(
      { id: 'otto', permissions: [], affiliationId: FAMILIES, household: null },
      [row('otto', 'Otto', null)],
      [FAMILIES],
    );
    expect(alone).toEqual([
      {
        contactId: 'otto',
        firstName: 'Otto',
        lastName: 'Pemberton',
        role: null,
        isSelf: true,
        canAnswer: true,
      },
    ]);
  });
});
