import type { ConversationKind, UnreadCounts } from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { conversationReadsCatalog } from './conversation-reads.locales';
import * as reads from './conversation-reads.queries';
import { findConversation } from './conversations.queries';
import { teamToday } from '../pinned/index';
import { loadSubject } from './conversations.service';

/**
 * POST /api/conversations/{kind}/{id}/read: the member was shown the conversation up to
 * `lastPostId`. Refused exactly as the read is (loadSubject: 400 for an id of the wrong shape,
 * 404 for a subject they may not see); a post of another conversation is a 400. The mark never
 * moves back.
 */
export async function markConversationRead(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  lastPostId: number,
): Promise<void> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  const conversation = await findConversation(ctx.db, subject.key);
  if (!conversation || !(await reads.isPostOf(ctx.db, conversation.id, lastPostId))) {
    throw badRequest(
      (language) => conversationReadsCatalog.in(language)('notAPostHere'),
      'lastPostId',
    );
  }
  await reads.markRead(ctx.db, viewer.id, conversation.id, lastPostId);
}

/**
 * GET /api/conversations/unread: the counts of the events, pinned posts and content items the
 * member may see, their sum, and the event with the newest unread post (the home page's line).
 */
export async function unreadCounts(ctx: AppContext, viewer: Viewer): Promise<UnreadCounts> {
  const rows = await reads.unreadBySubject(ctx.db, viewer, teamToday(ctx));
  const counts: Record<ConversationKind, Record<string, number>> = {
    event: {},
    pinned: {},
    content: {},
  };
  let total = 0;
  let latest: { id: string; newest: number } | null = null;
  for (const row of rows) {
    const count = Number(row.unread);
    const newest = Number(row.newest);
    counts[row.kind][row.subject_id] = count;
    total += count;
    if (row.kind === 'event' && (!latest || newest > latest.newest)) {
      latest = { id: row.subject_id, newest };
    }
  }
  return {
    events: counts.event,
    pinned: counts.pinned,
    content: counts.content,
    total,
    latestEventId: latest?.id ?? null,
  };
}
