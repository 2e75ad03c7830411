import type { Db } from '../platform/db/database';
import { contactIdByEmail } from './seed-games';

/**
 * Conversations under the other two kinds of subject (issue 29), so `npm start` shows the
 * "Comments" of the home page's banners and of the content library's tiles: a question and the
 * staff's answer under the Opening Day schedule, and a short exchange under the second pinned
 * post (the first one's is locked: conversation-moderation-seed.ts). The answers are unread to the
 * demo family, so both doors show "1 new comment" (issue 29's unread counts). Idempotent: once, on
 * a demo that has no content conversation yet.
 */
export async function seedConversationSubjects(db: Db, now: Date = new Date()): Promise<void> {
  const already = await db
    .selectFrom('conversations')
    .select('id')
    .where('content_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (already) return;
  const byEmail = (email: string) => contactIdByEmail(db, email);
  const [family, staff] = await Promise.all([
    byEmail('family@riverhawks.test'),
    byEmail('staff@riverhawks.test'),
  ]);
  if (!family || !staff) return;
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const talk = async (
    subject: { content_id: string } | { pinned_post_id: number },
    question: string,
    answer: string,
    askedMinutesAgo: number,
  ) => {
    const existing = await db
      .selectFrom('conversations')
      .select('id')
      .where((eb) =>
        'content_id' in subject
          ? eb('content_id', '=', subject.content_id)
          : eb('pinned_post_id', '=', subject.pinned_post_id),
      )
      .executeTakeFirst();
    const conversation =
      existing ??
      (await db
        .insertInto('conversations')
        .values(subject)
        .returning('id')
        .executeTakeFirstOrThrow());
    const { id: asked } = await db
      .insertInto('conversation_posts')
      .values({
        conversation_id: conversation.id,
        author_id: family.id,
        body: question,
        created_at: minutesAgo(askedMinutesAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('conversation_posts')
      .values({
        conversation_id: conversation.id,
        author_id: staff.id,
        body: answer,
        created_at: minutesAgo(askedMinutesAgo - 25),
        parent_id: asked,
      })
      .execute();
  };

  const schedule = await db
    .selectFrom('content')
    .select('id')
    .where('description', '=', 'Opening Day schedule')
    .executeTakeFirst();
  if (schedule) {
    await talk(
      { content_id: schedule.id },
      'Where do families meet for the photo on the field at 5:45?',
      'At the first-base gate. A staff member in a red cap walks you down.',
      240,
    );
  }
  const pinned = await db
    .selectFrom('pinned_posts')
    .select('id')
    .orderBy('sort_order')
    .offset(1)
    .limit(1)
    .executeTakeFirst();
  if (pinned) {
    await talk(
      { pinned_post_id: pinned.id },
      'Can we drop toys off on a Saturday?',
      'Yes: the office is open 10 to 2 on Saturdays in December.',
      600,
    );
  }
}
