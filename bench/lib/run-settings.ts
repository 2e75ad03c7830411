/** What a bench run measures and for how long: the environment's choices and fixed loads. */

export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = 10;
/** Unmeasured seconds of each API load first (see LoadSpec.warmUpS). */
export const WARM_UP_S = 2;
export const SEARCH_TEXT = 'mart';
/** The SPA's first request for the directory screen: its first page. */
export const DIRECTORY_PAGE = '/api/contact/page?limit=50';
export const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'api,pg,spike,duties,live,outbox,frontend,startup')
    .split(',')
    .map((p) => p.trim()),
);
