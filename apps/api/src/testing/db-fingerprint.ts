import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/** Cheap fingerprint of everything a write could touch: row counts and the newest update. */
export async function fingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ fp: string }>`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from contacts),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from content),
      (select count(*) from content_affiliations),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from events),
      (select count(*) from event_affiliations),
      (select count(*) from event_translations),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from rsvps),
      (select count(*) from form_requests),
      (select count(*) from messages),
      (select count(*) from deliveries),
      (select count(*) || ':' || coalesce(string_agg(link_name, ',' order by id), '') from searchable_links),
      (select coalesce(string_agg(id::text || '=' || sort_order, ',' order by id), '') from content),
      (select coalesce(string_agg(array_to_string(permissions, '+'), ',' order by id), '') from contacts)
    ) as fp`.execute(db);
  return rows[0]!.fp;
}
