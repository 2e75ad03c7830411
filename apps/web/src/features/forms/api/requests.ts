export type RequestKind = 'jersey' | 'gift';

/** The server's URLs for each kind of request (`mine`: the member's own requests). */
export const requestUrls = {
  jersey: {
    create: '/api/form/create',
    list: '/api/form/getall',
    mine: '/api/form/mine',
    csv: '/api/form/csv',
  },
  gift: {
    create: '/api/form/creategift',
    list: '/api/form/getallgifts',
    mine: '/api/form/minegifts',
    csv: '/api/form/giftcsv',
  },
} as const satisfies Record<RequestKind, Record<'create' | 'list' | 'mine' | 'csv', string>>;

export const requestKeys = {
  all: ['form-requests'] as const,
  /** Everyone's requests of a kind (the admin lists). */
  list: (kind: RequestKind) => [...requestKeys.all, 'all', kind] as const,
  /** The member's own requests of a kind (the form pages' history). */
  mine: (kind: RequestKind) => [...requestKeys.all, 'mine', kind] as const,
  /** The household's children offered to fill a row. */
  household: () => [...requestKeys.all, 'household'] as const,
};
