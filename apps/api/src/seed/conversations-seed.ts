import type { Db } from '../platform/db/database';
import { contactIdByEmail, nextClubGame } from './seed-games';

/**
 * A conversation under the demo's next club-wide home game (the one with duties), so `npm start`
 * shows the event page's conversation: a rain question, the manager's answer, thanks in Spanish
 * and a link, the last two unread by the demo family. No English UI word a Spanish page must not
 * show (e2e/support/spanish.ts) is in it.
 * Idempotent: a demo folder seeded before conversations gets this one at its next start, once.
 */
export async function seedConversations(db: Db, now: Date = new Date()): Promise<void> {
  if (await db.selectFrom('conversations').select('id').limit(1).executeTakeFirst()) return;
  const game = await nextClubGame(db, 'home', now);
  if (!game) return;
  const byEmail = (email: string) => contactIdByEmail(db, email);
  const family = await byEmail('family@riverhawks.test');
  const staff = await byEmail('staff@riverhawks.test');
  // A Spanish-speaking parent the directory shows, the first by name (the seed is deterministic).
  const spanish = await db
    .selectFrom('contacts')
    .select('id')
    .where('language', '=', 'es')
    .where('hide_contact_from_others', '=', false)
    .where('is_site_user', '=', true)
    .orderBy('last_name')
    .orderBy('first_name')
    .limit(1)
    .executeTakeFirst();
  if (!family || !staff) return;
  const { id: conversation } = await db
    .insertInto('conversations')
    .values({ event_id: game.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const post = async (author: string, body: string, at: Date, parent: number | null = null) =>
    (
      await db
        .insertInto('conversation_posts')
        .values({
          conversation_id: conversation,
          author_id: author,
          body,
          created_at: at,
          parent_id: parent,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const question = await post(
    family.id,
    'Is the game still on if it rains in the morning? The forecast says showers until 10.',
    minutesAgo(180),
  );
  // The demo family read the conversation when they asked: the answer and the thanks since are
  // new to them, so `npm start` shows the unread pill on the schedule and the home page's line.
  await db
    .insertInto('conversation_reads')
    .values({ contact_id: family.id, conversation_id: conversation, last_read_post_id: question })
    .execute();
  await post(
    staff.id,
    'Yes, unless the league calls it. We will post here by 9 AM. Rain policy: https://riverhawks.test/rain',
    minutesAgo(150),
    question,
  );
  if (spanish) {
    await post(
      spanish.id,
      '¡Gracias a quienes se apuntaron a la merienda! Nosotros llevamos agua para el equipo.',
      minutesAgo(60),
    );
  }
}
