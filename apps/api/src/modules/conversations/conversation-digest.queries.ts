import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database';

/** What naming an author needs. */
export function authorFacts(db: Db, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'hide_contact_from_others'])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * A post `contact` is told about: not theirs, not deleted or hidden, in a conversation they
 * follow (written after they began to) or mentioning them.
 */
const forContact = (contact: RawBuilder<unknown>) => sql<SqlBool>`
  p.deleted_at is null and p.hidden_at is null and p.author_id is distinct from ${contact}
  and (
    exists (select 1 from conversation_follows f
      where f.contact_id = ${contact} and f.conversation_id = p.conversation_id
        and f.unfollowed_at is null and p.created_at > f.created_at)
    or exists (select 1 from conversation_post_mentions m
      where m.post_id = p.id and m.contact_id = ${contact})
  )`;

/**
 * Members due a digest: their last one an hour old or more (or none yet), with a post for them
 * since it. At most `limit`, after the contact id `after`, in id order.
 */
export function digestCandidates(
  db: Db,
  hourAgo: Date,
  page: { after: string | null; limit: number },
) {
  let query = db
    .selectFrom('contacts as c')
    .leftJoin('conversation_digests as d', 'd.contact_id', 'c.id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.language'])
    .select(sql<number>`coalesce(d.last_post_id, 0)`.as('last_post_id'))
    .where('c.is_site_user', '=', true)
    .where((eb) => eb.or([eb('d.sent_at', 'is', null), eb('d.sent_at', '<=', hourAgo)]))
    .where(
      sql<SqlBool>`exists (select 1 from conversation_posts p
        where p.id > coalesce(d.last_post_id, 0) and ${forContact(sql.ref('c.id'))})`,
    );
  if (page.after) query = query.where('c.id', '>', page.after);
  return query.orderBy('c.id').limit(page.limit).execute();
}

export type DigestCandidate = Awaited<ReturnType<typeof digestCandidates>>[number];

/** The posts for `contactId` after the post id `after`, oldest first, with whether they mention them. */
export function postsForDigest(db: Db, contactId: string, after: number, limit: number) {
  return db
    .selectFrom('conversation_posts as p')
    .leftJoin('contacts as a', 'a.id', 'p.author_id')
    .select([
      'p.id',
      'p.conversation_id',
      'p.body',
      'p.author_id',
      'a.first_name',
      'a.last_name',
      'a.hide_contact_from_others',
    ])
    .select(
      sql<boolean>`exists (select 1 from conversation_post_mentions m
        where m.post_id = p.id and m.contact_id = ${contactId})`.as('mentions_me'),
    )
    .where('p.id', '>', after)
    .where(forContact(sql`${contactId}::uuid`))
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/**
 * Claims the member's digest: records it as sent now, covering posts up to `lastPostId`, only if
 * their last one is an hour old or more (or there is none). Under a concurrent pass (another
 * replica) the second statement waits on the row the first wrote, then finds it recent and
 * claims nothing: a digest is queued once an hour at most.
 */
export async function claimDigest(
  db: Db,
  contactId: string,
  lastPostId: number,
  now: Date,
  hourAgo: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('conversation_digests')
    .values({ contact_id: contactId, last_post_id: lastPostId, sent_at: now })
    .onConflict((oc) =>
      oc
        .column('contact_id')
        .doUpdateSet({ last_post_id: lastPostId, sent_at: now })
        .where('conversation_digests.sent_at', '<=', hourAgo),
    )
    .returning('contact_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Passes over posts the member may not read without counting as a digest: the mark moves on,
 * the hour does not start (a first row gets a time long past).
 */
export async function skipDigestPosts(db: Db, contactId: string, lastPostId: number) {
  await db
    .insertInto('conversation_digests')
    .values({ contact_id: contactId, last_post_id: lastPostId, sent_at: new Date(0) })
    .onConflict((oc) => oc.column('contact_id').doUpdateSet({ last_post_id: lastPostId }))
    .execute();
}
