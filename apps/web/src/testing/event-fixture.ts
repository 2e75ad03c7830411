import type { EventDetail } from '@dugout/shared';

/** An event as GET /api/event/:id answers it: a plain club-wide one, with `overrides` on top. */
export function eventFixture(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 'e-0',
    name: 'Event',
    description: '',
    date: null,
    tags: [],
    allowedAffiliations: [],
    linkedContentId: null,
    linkedContent: null,
    eventLocationID: null,
    imageURL: null,
    translations: [],
    yesCount: 0,
    myRsvp: null,
    ...overrides,
  };
}
