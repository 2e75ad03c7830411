/** Query keys of the event endpoints: every query and invalidation of this feature uses them. */
export const eventKeys = {
  all: ['events'] as const,
  /** GET /api/event/getall?from=&to= */
  range: (from: string, to: string) => [...eventKeys.all, 'range', from, to] as const,
  /** GET /api/event/{id} */
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
};
