import type { Db } from '../../platform/db/database';

/**
 * The events of `seriesId` from `from` on (this and following), in order, locked for the rest of
 * the transaction; the edited event itself is among them.
 */
export async function lockSeriesFrom(db: Db, seriesId: string, from: Date | string) {
  return db
    .selectFrom('events')
    .select(['id', 'date', 'ends_at', 'name'])
    .where('series_id', '=', seriesId)
    .where('date', '>=', new Date(from))
    .orderBy('date', 'asc')
    .forUpdate()
    .execute();
}
