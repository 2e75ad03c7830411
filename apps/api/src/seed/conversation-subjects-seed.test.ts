import { expect, it } from 'vitest';
import type { ContentItem, Conversation, PinnedPost, UnreadCounts } from '@dugout/shared';
import { testAppForFile } from '../testing/test-app';
import { seedConversationModeration } from './conversation-moderation-seed';
import { seedConversationSubjects } from './conversation-subjects-seed';

const t = testAppForFile();

const read = async (url: string) => (await t.injectAs('family', { method: 'GET', url })).json();

it('seeds an open conversation the family reads under a content item and the second pinned post, once', async () => {
  await seedConversationModeration(t.database.db);
  await seedConversationSubjects(t.database.db);
  await seedConversationSubjects(t.database.db);
  const { content } = (await read('/api/content/getall')) as { content: ContentItem[] };
  const schedule = content.find((c) => c.description === 'Opening Day schedule')!;
  const onContent = (await read(`/api/conversations/content/${schedule.id}`)) as Conversation;
  expect(onContent.readOnly).toBe(false);
  expect(onContent.posts.map((p) => [p.authorName, p.parentId === null])).toEqual([
    [expect.stringMatching(/Family/), true],
    [expect.stringMatching(/Staff/), false],
  ]);
  const pinned = (await read('/api/pinnedpost/getall?language=en')) as PinnedPost[];
  const onPinned = (await read(`/api/conversations/pinned/${pinned[1]!.id}`)) as Conversation;
  expect([onPinned.locked, onPinned.posts.map((p) => p.body)]).toEqual([
    false,
    ['Can we drop toys off on a Saturday?', expect.stringContaining('Saturdays in December')],
  ]);
  // The staff's answers are new to the family: `npm start` shows the badge on both.
  const unread = (await read('/api/conversations/unread')) as UnreadCounts;
  expect([unread.pinned[String(pinned[1]!.id)], unread.content[schedule.id]]).toEqual([1, 1]);
});
