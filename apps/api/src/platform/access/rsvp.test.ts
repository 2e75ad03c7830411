import { describe, expect, it } from 'vitest';
import { canSeeRsvp, rsvpContactsOf } from './rsvp';
import type { Viewer } from './viewer';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const everyone = [1, 2, 3, 4, 5, 6].map(id);
const household = {
  id: 7,
  role: 'guardian' as const,
  members: [
    { contactId: id(1), role: 'guardian' as const },
    { contactId: id(2), role: 'guardian' as const },
    { contactId: id(3), role: 'player' as const },
    { contactId: id(4), role: 'sibling' as const },
  ],
};
const viewers: Record<string, Viewer> = {
  'a guardian': { id: id(1), permissions: [], affiliationId: 1, household },
  'a player of the household': {
    id: id(3),
    permissions: [],
    affiliationId: 1,
    household: { ...household, role: 'player' },
  },
  'a member with no household': { id: id(5), permissions: [], affiliationId: 1, household: null },
};

/** The list the event page's query starts from is the rule's own reading, not a second rule. */
describe('rsvpContactsOf', () => {
  it.each(Object.entries(viewers))('names whose answers %s may see, and no one else', (_, v) => {
    expect([...rsvpContactsOf(v)!].sort()).toEqual(
      everyone.filter((c) => canSeeRsvp(v, { contactId: c })),
    );
  });

  it('is everyone (null) for an admin', () => {
    const admin: Viewer = { id: id(6), permissions: ['site:admin'], affiliationId: null };
    expect(rsvpContactsOf(admin)).toBeNull();
  });
});
