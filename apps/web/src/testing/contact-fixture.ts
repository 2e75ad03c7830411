import type { Contact, DirectoryRow } from '@dugout/shared';

/** A contact as GET /api/contact/:id answers it: a plain one, with `overrides` on top. */
export function contactFixture(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'c-0',
    firstName: 'Ann',
    lastName: 'Example',
    email: null,
    phone: null,
    language: 'en',
    profileImageURL: null,
    socials: { twitter: null, insta: null, tikTok: null },
    relatedPlayer: null,
    relationToPlayer: null,
    alternateDescription: null,
    isSiteUser: false,
    isConnectedToPlayer: false,
    hideContactFromOthers: false,
    permissions: [],
    affiliation: null,
    ...overrides,
  };
}

/** Fiona Family's own card: the demo's mother of a rostered player, who may sign in. */
export function familyCardFixture(overrides: Partial<Contact> = {}): Contact {
  return contactFixture({
    id: 'c-fiona',
    firstName: 'Fiona',
    lastName: 'Family',
    email: 'family@riverhawks.test',
    phone: '+15550100003',
    relatedPlayer: { id: 900016, name: 'Noah Pemberton', playerCoach: 'player' },
    relationToPlayer: 'mother',
    isSiteUser: true,
    isConnectedToPlayer: true,
    permissions: ['view:contacts'],
    affiliation: { id: 1, name: "Players' Families" },
    ...overrides,
  });
}

/** The directory's row of the `i`th person (ids and names sort in `i`'s order), `overrides` on top. */
export function directoryRowFixture(
  i: number,
  overrides: Partial<DirectoryRow> = {},
): DirectoryRow {
  return {
    id: `c-${String(i).padStart(4, '0')}`,
    firstName: `Person${String(i).padStart(4, '0')}`,
    lastName: 'Example',
    profileImageURL: null,
    relatedPlayer: null,
    relationToPlayer: null,
    alternateDescription: null,
    isConnectedToPlayer: false,
    hideContactFromOthers: false,
    affiliation: null,
    ...overrides,
  };
}
