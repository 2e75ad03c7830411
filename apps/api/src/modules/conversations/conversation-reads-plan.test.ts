import { CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';
import { unreadBySubjectQuery } from './conversation-reads.queries';
import { readerOf } from './conversation-subjects';

const t = testAppForFile();

/**
 * The unread counts are read on every home page. Each kind's conversations are counted through
 * the posts' (conversation_id, id) index from the member's mark on: the unread posts alone. A
 * join of the posts to the marks (the first version) was planned as a read of every post ever
 * written once the table held a season's talk; this club has one, mostly read, and the plan of
 * each kind must still start from the mark.
 */
it('counts unread posts from each mark through the posts’ index, in all three kinds', async () => {
  const db = t.database.db;
  const family = (await readerOf(db, await t.contactId('family')))!;
  const staff = await t.contactId('staff');
  for (const [column, table] of [
    ['event_id', 'events'],
    ['pinned_post_id', 'pinned_posts'],
    ['content_id', 'content'],
  ] as const) {
    await sql`insert into conversations (${sql.ref(column)})
      select id from ${sql.table(table)} on conflict do nothing`.execute(db);
  }
  await sql`insert into conversation_posts (conversation_id, author_id, body)
    select v.id, ${staff}, 'Talk' from conversations v, generate_series(1, 300)`.execute(db);
  // Read up to the last two posts of each.
  await sql`insert into conversation_reads (contact_id, conversation_id, last_read_post_id)
    select ${family.id}, conversation_id, id from (select conversation_id, id,
      row_number() over (partition by conversation_id order by id desc) as n
      from conversation_posts) as newest where n = 3
    on conflict (contact_id, conversation_id) do update set last_read_post_id = excluded.last_read_post_id`.execute(
    db,
  );
  // PGlite has no autovacuum: the planner learns the tables' size here.
  await sql`analyze`.execute(db);

  const query = unreadBySubjectQuery(db, family, '2026-11-28').compile();
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(plan).not.toMatch(/Seq Scan on conversation_posts/);
  // PostgreSQL 15 qualifies the columns (p_1.id), PGlite's does not.
  const ranges = plan.match(
    /Index Cond: .*conversation_id = v(_\d+)?\.id\) AND \(.*id > COALESCE\(r(_\d+)?\.last_read_post_id, 0\)/g,
  );
  expect(ranges, plan).toHaveLength(3);
  const counts = await unreadBySubjectQuery(db, family, '2026-11-28').execute();
  expect(new Set(counts.map((c) => Number(c.unread)))).toEqual(new Set([2]));
}, 60_000);
