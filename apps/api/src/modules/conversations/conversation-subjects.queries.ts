import type { Db } from '../../platform/db/database';

/** What names the subjects of these conversations in a notice: its event, content or pinned post. */
export function subjectsOf(db: Db, conversationIds: readonly number[]) {
  if (!conversationIds.length) return Promise.resolve([]);
  return db
    .selectFrom('conversations as v')
    .leftJoin('events as e', 'e.id', 'v.event_id')
    .leftJoin('content as k', 'k.id', 'v.content_id')
    .leftJoin('pinned_posts as p', 'p.id', 'v.pinned_post_id')
    .select([
      'v.id',
      'v.event_id',
      'v.content_id',
      'v.pinned_post_id',
      'e.name as event_name',
      'k.file_name as content_name',
      'p.post_name as pinned_name',
      'p.title_es as pinned_name_es',
    ])
    .where('v.id', 'in', [...conversationIds])
    .execute();
}

/** The event's Spanish name, when it has one (event_translations). */
export function eventNamesEs(db: Db, eventIds: readonly string[]) {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .selectFrom('event_translations')
    .select(['event_id', 'contents'])
    .where('event_id', 'in', [...eventIds])
    .where('language', '=', 'es')
    .where('field_name', '=', 'Name')
    .execute();
}
