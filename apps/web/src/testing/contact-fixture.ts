import type { Contact } from '@dugout/shared';

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
