/**
 * What an e2e run checks. `npm test -- --database` (.ci/run's second run, on PostgreSQL) sets
 * E2E_SCOPE=database: every flow runs again on that database, with its calls, answers and browser
 * errors, but not the checks of how the browser draws a page — axe, screenshots, sideways scroll
 * at several widths, touch targets, the keyboard, Spanish wording on every route. The API serves
 * the same page whatever the database, so those passed in the first run, as lint and types did.
 */
export const DRAWING_CHECKS = process.env.E2E_SCOPE !== 'database';

/** Specs that check nothing but the drawing (the keyboard, the header's layout): not run then. */
export const DRAWING_ONLY_SPECS = [
  'specs/accessibility.spec.ts',
  'specs/header-terms-access.spec.ts',
];
