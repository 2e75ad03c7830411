import { expect, it } from 'vitest';
import type {
  ActionAuditEntry,
  AuditLogPage,
  Conversation,
  ConversationModeration,
  PinnedPost,
} from '@dugout/shared';
import { testAppForFile } from '../testing/test-app';
import { seedConversations } from './conversations-seed';
import { seedConversationModeration } from './conversation-moderation-seed';

const t = testAppForFile();

const read = async (who: string, url: string) =>
  (await t.injectAs(who, { method: 'GET', url })).json<Conversation>();

it('seeds a hidden post the family reads with its reason, and a locked pinned post conversation, once', async () => {
  await seedConversations(t.database.db);
  await seedConversationModeration(t.database.db);
  await seedConversationModeration(t.database.db);
  const game = await t.database.db
    .selectFrom('conversations')
    .select('event_id')
    .where('event_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const byFamily = await read('family', `/api/conversations/event/${game.event_id}`);
  const hidden = byFamily.posts.filter((p) => p.hidden);
  expect(hidden.map((p) => [p.mine, p.hiddenReason])).toEqual([
    [true, 'Not about this game: please use the club swap board'],
  ]);
  const byStaff = await read('staff', `/api/conversations/event/${game.event_id}`);
  expect(byStaff.posts.filter((p) => p.hidden).map((p) => p.body)).toEqual(['']);

  const pinned = (
    await t.injectAs('family', { method: 'GET', url: '/api/pinnedpost/getall?language=en' })
  ).json<PinnedPost[]>();
  const locked = await read('family', `/api/conversations/pinned/${pinned[0]!.id}`);
  expect([locked.locked, locked.posts.length]).toEqual([true, 2]);
});

it('seeds one open report the admin sees above the game’s conversation, once', async () => {
  await seedConversations(t.database.db);
  await seedConversationModeration(t.database.db);
  await seedConversationModeration(t.database.db);
  const game = await t.database.db
    .selectFrom('conversations')
    .select('event_id')
    .where('event_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const url = `/api/conversations/event/${game.event_id}/moderation`;
  const byAdmin = (
    await t.injectAs('admin', { method: 'GET', url })
  ).json<ConversationModeration>();
  expect(byAdmin.reports.map((r) => [r.count, r.reasons])).toEqual([
    [1, ['Selling things, not about the game']],
  ]);
  const byFamily = (
    await t.injectAs('family', { method: 'GET', url })
  ).json<ConversationModeration>();
  expect([byFamily.reports, byFamily.reportedPostIds]).toEqual([[], [byAdmin.reports[0]!.postId]]);
  // The Audit Log shows the report once, by Fiona, with her reason.
  const log = (
    await t.injectAs('admin', { method: 'GET', url: '/api/admin/audit-log?limit=100' })
  ).json<AuditLogPage>();
  const reports = log.entries.filter(
    (e): e is ActionAuditEntry => e.kind === 'action' && e.action === 'conversation.report',
  );
  expect(reports.map((e) => [e.actor?.name, e.target.label])).toEqual([
    ['Fiona Family', 'Selling things, not about the game'],
  ]);
});
