import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/**
 * The demo's next club-wide (no team) home or away game of the current season, after `now`: the
 * event the seeds hang game-day features on (duties, a conversation and photos on the home game,
 * rides on the away game), so that they all meet on one page. undefined when there is none.
 */
export function nextClubGame(db: Db, where: 'home' | 'away', now: Date) {
  return db
    .selectFrom('events as e')
    .select(['e.id', 'e.date'])
    .where('e.date', '>', now)
    .where(sql<boolean>`e.tags @> array['game', ${where}]::text[]`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('event_teams').select('event_id').whereRef('event_id', '=', 'e.id'),
        ),
      ),
    )
    .where(sql<boolean>`e.season_id = current_season_id()`)
    .orderBy('e.date')
    .limit(1)
    .executeTakeFirst();
}

/** A demo contact's id by address (the seeds' people), undefined when the demo lacks them. */
export function contactIdByEmail(db: Db, email: string) {
  return db.selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirst();
}

/** The demo's first event conversation (conversations-seed.ts's, under the next home game). */
export function firstEventConversation(db: Db) {
  return db
    .selectFrom('conversations')
    .select('id')
    .where('event_id', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
