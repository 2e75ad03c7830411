export type RequestKind = 'jersey' | 'gift';

/** The server's URLs for each kind of request (spec §7). */
export const requestUrls: Record<RequestKind, { create: string; list: string; csv: string }> = {
  jersey: { create: '/api/form/create', list: '/api/form/getall', csv: '/api/form/csv' },
  gift: { create: '/api/form/creategift', list: '/api/form/getallgifts', csv: '/api/form/giftcsv' },
};

export const requestKeys = {
  all: ['form-requests'] as const,
  list: (kind: RequestKind) => [...requestKeys.all, kind] as const,
};
