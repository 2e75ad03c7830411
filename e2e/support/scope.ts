/**
 * What an e2e run checks. `npm test -- --database` (.ci/run's second run, on PostgreSQL) sets
 * E2E_SCOPE=database: the flows of DATABASE_SPECS run again on that database, with their calls,
 * answers and browser errors, but not the checks of how the browser draws a page — axe,
 * screenshots, sideways scroll at several widths, touch targets, the keyboard, Spanish wording on
 * every route. The API serves the same page whatever the database, so those passed in the first
 * run, as lint and types did.
 */
export const DRAWING_CHECKS = process.env.E2E_SCOPE !== 'database';

/**
 * The languages a flow runs in: both when the drawing checks run, English only on PostgreSQL,
 * where the Spanish pass would repeat the same calls and queries for its wording alone.
 */
export const LANGUAGES: readonly ('en' | 'es')[] = DRAWING_CHECKS ? ['en', 'es'] : ['en'];

/**
 * The flows run again on PostgreSQL: the built server there end to end — its start on an empty
 * database, sign-in, answers, the outbox and reminders sending, NOTIFY carrying a conversation
 * live, and the big writes in one transaction (a season's rollover, imports). Every route and
 * query is proven on PostgreSQL by the API integration tests of the same run (every module's, the
 * access property test, the two-replica tests); rerunning all 46 flows there as well cost a third
 * of CI's time for what those already show (the web app does not know the database).
 */
export const DATABASE_SPECS = [
  'specs/smoke.spec.ts',
  'specs/auth.spec.ts',
  'specs/game-day.spec.ts',
  'specs/household-answers.spec.ts',
  'specs/staff-send.spec.ts',
  'specs/reminders.spec.ts',
  // Issue 29 on both databases, in English only there (LANGUAGES): two families talking live
  // (NOTIFY), a manager hiding a post, following and mentions, reports and mutes, unread counts,
  // conversations of pinned posts and content, and a photo held for consent (the blob store and
  // the albums' queries).
  'specs/conversations.spec.ts',
  'specs/conversation-moderation.spec.ts',
  'specs/conversation-following.spec.ts',
  'specs/conversation-reports-mutes.spec.ts',
  'specs/conversation-unread.spec.ts',
  'specs/conversation-content.spec.ts',
  'specs/event-photos.spec.ts',
  'specs/rides.spec.ts',
  // Issue 28's last-slot race (its other test, the pages' drawing, skips there): on PostgreSQL the
  // duty's row lock decides it, where PGlite runs one transaction at a time.
  'specs/duties.spec.ts',
  'specs/season-rollover.spec.ts',
  'specs/contact-import.spec.ts',
  'specs/schedule-import.spec.ts',
  'specs/offline.spec.ts',
];
