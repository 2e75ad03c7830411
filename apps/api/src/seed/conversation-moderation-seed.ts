import { auditAction } from '../platform/audit.queries';
import type { Db } from '../platform/db/database';
import { contactIdByEmail, firstEventConversation } from './seed-games';

/**
 * Moderation in the demo (issue 29): in the next home game's conversation (conversations-seed.ts)
 * the family demo user's off-topic post, hidden by the admin with a reason (the family reads it,
 * the others read "A post was hidden"); and the first pinned post's conversation, locked by the
 * admin after its answer. Idempotent: once, on a demo that has no hidden post yet.
 */
export async function seedConversationModeration(db: Db, now: Date = new Date()): Promise<void> {
  await seedConversationReport(db, now);
  const byEmail = (email: string) => contactIdByEmail(db, email);
  const [family, admin] = await Promise.all([
    byEmail('family@riverhawks.test'),
    byEmail('admin@riverhawks.test'),
  ]);
  if (!family || !admin) return;
  const hiddenAlready = await db
    .selectFrom('conversation_posts')
    .select('id')
    .where('hidden_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (hiddenAlready) return;
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  const game = await firstEventConversation(db);
  if (game) {
    await db
      .insertInto('conversation_posts')
      .values({
        conversation_id: game.id,
        author_id: family.id,
        body: 'Selling my old cleats, size 5, barely used. Message me!',
        created_at: minutesAgo(120),
        hidden_at: minutesAgo(100),
        hidden_by: admin.id,
        hidden_reason: 'Not about this game: please use the club swap board',
      })
      .execute();
  }

  const pinned = await db
    .selectFrom('pinned_posts')
    .select('id')
    .orderBy('sort_order')
    .limit(1)
    .executeTakeFirst();
  if (!pinned) return;
  const existing = await db
    .selectFrom('conversations')
    .select('id')
    .where('pinned_post_id', '=', pinned.id)
    .executeTakeFirst();
  const conversation =
    existing ??
    (await db
      .insertInto('conversations')
      .values({ pinned_post_id: pinned.id })
      .returning('id')
      .executeTakeFirstOrThrow());
  await db
    .insertInto('conversation_posts')
    .values([
      {
        conversation_id: conversation.id,
        author_id: family.id,
        body: 'Is this the final version?',
        created_at: minutesAgo(2 * 24 * 60),
      },
      {
        conversation_id: conversation.id,
        author_id: admin.id,
        body: 'Yes, it is final. Questions to the office, please.',
        created_at: minutesAgo(2 * 24 * 60 - 30),
      },
    ])
    .execute();
  await db
    .updateTable('conversations')
    .set({ locked_at: minutesAgo(2 * 24 * 60 - 31), locked_by: admin.id })
    .where('id', '=', conversation.id)
    .execute();
}

/**
 * An open report for the admin to resolve (issue 29): in the next home game's conversation, the
 * newcomer's raffle-ticket post, reported by the family with a reason. The admin sees "Reported
 * posts (1)" above it, and the Audit Log the report. Idempotent: once, on a demo that has no
 * report yet.
 */
export async function seedConversationReport(db: Db, now: Date = new Date()): Promise<void> {
  const reported = await db
    .selectFrom('conversation_reports')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  if (reported) return;
  const byEmail = (email: string) => contactIdByEmail(db, email);
  const [family, newcomer] = await Promise.all([
    byEmail('family@riverhawks.test'),
    byEmail('newcomer@riverhawks.test'),
  ]);
  const game = await firstEventConversation(db);
  if (!family || !newcomer || !game) return;
  const { id } = await db
    .insertInto('conversation_posts')
    .values({
      conversation_id: game.id,
      author_id: newcomer.id,
      body: 'Raffle tickets for my other kid’s school, $5 each! Text me at 555-0147.',
      created_at: new Date(now.getTime() - 45 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reason = 'Selling things, not about the game';
  await db
    .insertInto('conversation_reports')
    .values({
      post_id: id,
      reporter_id: family.id,
      reason,
      created_at: new Date(now.getTime() - 30 * 60_000),
    })
    .execute();
  // In the Audit Log as the API writes a report (conversation-moderation.service.ts), by its
  // reporter; without the author as its member, so the newcomer's own log (filtered by member)
  // stays what was done to their account.
  const { event_id } = await db
    .selectFrom('conversations')
    .select('event_id')
    .where('id', '=', game.id)
    .executeTakeFirstOrThrow();
  await auditAction(db, family, 'conversation.report', id, {
    label: reason,
    topic: `event:${event_id}`,
  });
}
