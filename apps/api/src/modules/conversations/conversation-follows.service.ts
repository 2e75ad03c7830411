import type { ConversationKind, Mentionable } from '@dugout/shared';
import { canNamePoster } from '../../platform/access/conversations';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import * as f from './conversation-follows.queries';
import { mayRead } from './conversation-readers';
import { readerOf } from './conversation-subjects';
import { loadSubject } from './conversations.service';
import * as q from './conversations.queries';

/** GET /api/conversations/{kind}/{id}/follow: whether the viewer follows it (read access first). */
export async function readFollow(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
): Promise<boolean> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  const conversation = await q.findConversation(ctx.db, subject.key);
  return conversation ? f.isFollowing(ctx.db, viewer.id, conversation.id) : false;
}

/**
 * PUT /api/conversations/{kind}/{id}/follow: follows or unfollows. Only what the viewer may read
 * (else the read's 404); following a conversation with no post yet makes it, as a first post would.
 */
export async function changeFollow(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  following: boolean,
): Promise<boolean> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  await ctx.db.transaction().execute(async (trx) => {
    const conversation = await q.ensureConversation(trx, subject.key);
    await f.setFollowing(trx, viewer.id, conversation.id, following);
  });
  return following;
}

/** Suggestions a page shows at most. */
const SUGGESTIONS = 8;

/**
 * GET /api/conversations/{kind}/{id}/mentionable?q=: members the viewer may mention there — named
 * in their directory (else they are not offered), and able to read the conversation themselves.
 */
export async function mentionable(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  text: string,
): Promise<Mentionable> {
  await loadSubject(ctx.db, viewer, kind, subjectId);
  const members: Mentionable['members'] = [];
  // Read a few more than shown: some are left out by the rules below.
  for (const c of await f.membersNamed(ctx.db, text, SUGGESTIONS * 4)) {
    if (members.length >= SUGGESTIONS) break;
    if (c.id === viewer.id || !canNamePoster(viewer, c)) continue;
    const reader = await readerOf(ctx.db, c.id);
    if (!reader || !(await mayRead(ctx.db, reader, kind, subjectId))) continue;
    members.push({ id: c.id, name: `${c.first_name} ${c.last_name}`.trim() });
  }
  return { members };
}
