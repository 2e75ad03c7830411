import type { Db } from '../../platform/db/database';

/**
 * The blob keys of an event's album (display copies and thumbnails). Its rows go with the event
 * (on delete cascade); its files are the store's, so the event's deletion takes them after it
 * commits (event-photo-files.ts).
 */
export async function photoFilesOfEvent(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_photos')
    .select(['display_key', 'thumb_key'])
    .where('event_id', '=', eventId)
    .execute();
  return rows.flatMap((r) => [r.display_key, r.thumb_key]);
}
