import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';

/**
 * An event open to `affiliationId` only, `when` days from now or at that moment; its id.
 */
export async function eventFor(
  db: Kysely<Database>,
  name: string,
  affiliationId: number,
  when: number | Date = 5,
): Promise<string> {
  const date = typeof when === 'number' ? new Date(Date.now() + when * 86400_000) : when;
  const { id } = await db
    .insertInto('events')
    .values({ name, date, tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('event_affiliations')
    .values({ event_id: id, affiliation_id: affiliationId })
    .execute();
  return id;
}
