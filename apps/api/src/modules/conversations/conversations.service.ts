import {
  HIDE_REASON_MAX_LENGTH,
  MENTIONS_MAX,
  POST_MAX_LENGTH,
  type Conversation,
  type ConversationKind,
  type ConversationPost,
  type Language,
} from '@dugout/shared';
import { assertCanSeeContent } from '../../platform/access/audience';
import {
  assertCanDeletePost,
  assertCanEditPost,
  assertCanModerateConversation,
  canModerateConversation,
  canNamePoster,
} from '../../platform/access/conversations';
import { archivedSeason, isArchived } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { auditAction } from '../../platform/audit.queries';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { findContent } from '../content/index';
import { loadVisibleEvent } from '../events/index';
import { afterPost } from './conversation-notices';
import { refusedAsNo } from './conversation-subjects';
import { assertNotMuted } from './conversation-mute-check';
import { conversationsCatalog } from './conversations.locales';
import * as q from './conversations.queries';

export const conversationInputError = fieldInputError(
  conversationsCatalog,
  { body: POST_MAX_LENGTH, reason: HIDE_REASON_MAX_LENGTH, mentions: MENTIONS_MAX },
  ['parentId', 'locked', 'following'],
);

const t = (language: Language) => conversationsCatalog.in(language);
const postNotFound = () => notFound((language) => t(language)('postNotFound'));
const conflictOf = (
  code: string,
  key: 'locked' | 'replyToReply' | 'parentDeleted' | 'postDeleted' | 'postHidden',
) => localizedError(409, code, (language) => t(language)(key));
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Subject {
  key: q.SubjectKey;
  /** Its live streams' name: "event:<id>", "pinned:<id>", "content:<id>". */
  topic: string;
  /** Its conversation is read only whatever a manager says: a past season's event. */
  archived: boolean;
  /** Who moderates it (platform/access/conversations.ts): its kind and an event's teams. */
  kind: ConversationKind;
  teams: readonly number[];
}

/**
 * The subject, refused as not found unless the viewer may see it — its own rule: an event's
 * audience and teams, a content item's, a pinned post's teams. A malformed id is a 400.
 */
export async function loadSubject(
  db: Db,
  viewer: Viewer,
  kind: ConversationKind,
  id: string,
): Promise<Subject> {
  const malformed = () => badRequest((language) => t(language)(`invalidId.${kind}`));
  if (kind === 'pinned') {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw malformed();
    const post = await q.findVisiblePinnedPost(db, viewer, Number(id));
    if (!post) throw notFound((language) => t(language)('pinnedNotFound'));
    return {
      key: { pinned_post_id: post.id },
      topic: `pinned:${post.id}`,
      archived: false,
      kind,
      teams: post.teams,
    };
  }
  if (!UUID.test(id)) throw malformed();
  if (kind === 'content') {
    const row = await findContent(db, id);
    assertCanSeeContent(viewer, row);
    return {
      key: { content_id: row.id },
      topic: `content:${row.id}`,
      archived: false,
      kind,
      teams: [],
    };
  }
  const { row, teams } = await loadVisibleEvent(db, viewer, id);
  return {
    key: { event_id: row.id },
    topic: `event:${row.id}`,
    archived: await isArchived(db, 'events', row.id),
    kind,
    teams,
  };
}

/** GET /api/conversations/{kind}/{id}: every post, a deleted one as a gap its replies keep. */
export async function readConversation(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  language: Language,
): Promise<Conversation> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  const conversation = await q.findConversation(ctx.db, subject.key);
  const rows = conversation ? await q.postsOf(ctx.db, conversation.id) : [];
  const moderator = canModerateConversation(viewer, subject);
  const posts = rows.map((r) => postAsSeenBy(viewer, r, moderator, language));
  const locked = conversation?.locked_at != null;
  return {
    kind,
    subjectId,
    readOnly: subject.archived || locked,
    locked,
    canModerate: moderator && !subject.archived,
    posts,
  };
}

/**
 * A post as `viewer` reads it (the conversation's read and its live stream): a hidden post's
 * body and reason for its author and the managers only, its author named as the directory would
 * name them to the viewer, else "A member".
 */
export function postAsSeenBy(
  viewer: Viewer,
  r: q.PostRow,
  moderator: boolean,
  language: Language,
): ConversationPost {
  const mine = r.author_id === viewer.id;
  const hidden = r.hidden_at !== null && !r.deleted_at;
  // A hidden post: the others read nothing of it; its author and the managers read it and why.
  const shown = !r.deleted_at && (!hidden || mine || moderator);
  const named =
    r.author_id !== null &&
    r.first_name !== null &&
    canNamePoster(viewer, {
      id: r.author_id,
      hide_contact_from_others: r.hide_contact_from_others ?? false,
    });
  return {
    id: r.id,
    parentId: r.parent_id,
    authorId: named ? r.author_id : null,
    authorName: named ? `${r.first_name} ${r.last_name ?? ''}`.trim() : t(language)('aMember'),
    body: shown ? r.body : '',
    createdAt: r.created_at.toISOString(),
    editedAt: iso(r.edited_at),
    deleted: r.deleted_at !== null,
    mine,
    hidden,
    hiddenReason: hidden && (mine || moderator) ? r.hidden_reason : null,
  };
}

/**
 * What a live stream needs of its reader (conversation-live.ts): the topic, each new post as
 * this reader reads it, and a fresh check that they may still read the subject.
 */
export async function liveReader(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  language: Language,
): Promise<LiveReader> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  const moderator = canModerateConversation(viewer, subject);
  return {
    topic: subject.topic,
    view: (row) => postAsSeenBy(viewer, row, moderator, language),
    mayStillRead: () =>
      loadSubject(ctx.db, viewer, kind, subjectId).then(
        () => true,
        () => false,
      ),
  };
}

export interface LiveReader {
  topic: string;
  view: (row: q.PostRow) => ConversationPost;
  mayStillRead: () => Promise<boolean>;
}

/** POST /api/conversations/{kind}/{id}/posts: a post, or a reply to a top-level post. */
export async function addPost(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  input: { body: string; parentId: number | null; mentions?: readonly string[] },
): Promise<{ id: number; topic: string }> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  if (subject.archived) throw archivedSeason();
  const created = await ctx.db.transaction().execute(async (trx) => {
    const conversation = await q.ensureConversation(trx, subject.key);
    if (conversation.locked_at) throw conflictOf('locked', 'locked');
    const now = new Date();
    await assertNotMuted(ctx, trx, viewer, subject, now);
    if (input.parentId !== null) {
      const parent = await q.findPost(trx, input.parentId);
      if (!parent || parent.conversation_id !== conversation.id) {
        throw badRequest((language) => t(language)('parentNotFound'), 'parentId');
      }
      if (parent.parent_id !== null) throw conflictOf('reply_to_reply', 'replyToReply');
      if (parent.deleted_at) throw conflictOf('parent_deleted', 'parentDeleted');
    }
    const id = await q.insertPost(trx, {
      conversation_id: conversation.id,
      parent_id: input.parentId,
      author_id: viewer.id,
      body: input.body,
      // The edit window is measured on this clock, so the post is stamped by it, not the database's.
      created_at: now,
    });
    // Following, mentions and push, in the post's transaction (issue 29).
    const pushed = await afterPost(ctx, trx, viewer, {
      conversationId: conversation.id,
      postId: id,
      body: input.body,
      mentions: input.mentions ?? [],
      mayRead: (reader) => loadSubject(trx, reader, kind, subjectId).then(() => true, refusedAsNo),
    });
    return { id, topic: subject.topic, pushed };
  });
  if (created.pushed) ctx.outbox.notify();
  return { id: created.id, topic: created.topic };
}

/**
 * The post, its conversation still visible to the viewer (a member who lost sight of the subject
 * cannot change what they wrote there either), and whether it may still be written to.
 */
export async function loadPost(db: Db, viewer: Viewer, id: number) {
  const post = await q.findPost(db, id);
  if (!post) throw postNotFound();
  const [kind, subjectId] =
    post.event_id !== null
      ? (['event', post.event_id] as const)
      : post.content_id !== null
        ? (['content', post.content_id] as const)
        : (['pinned', String(post.pinned_post_id)] as const);
  const subject = await loadSubject(db, viewer, kind, subjectId);
  return { post, subject };
}

/** PUT /api/conversation-posts/{id}: its author, within the edit window, unless muted. */
export async function editPost(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  body: string,
  now: Date,
): Promise<string> {
  const { post, subject } = await loadPost(ctx.db, viewer, id);
  assertCanEditPost(viewer, post, now);
  if (post.deleted_at) throw conflictOf('post_deleted', 'postDeleted');
  // Rewriting a hidden post would show the manager's reason next to words they never read.
  if (post.hidden_at) throw conflictOf('post_hidden', 'postHidden');
  if (subject.archived) throw archivedSeason();
  if (post.locked_at) throw conflictOf('locked', 'locked');
  // A muted member may not rewrite what they posted either (deleting it stays allowed).
  await assertNotMuted(ctx, ctx.db, viewer, subject, now);
  await q.updatePostBody(ctx.db, id, body);
  return subject.topic;
}

/** DELETE /api/conversation-posts/{id}: its author, at any time (a locked conversation too). */
export async function deletePost(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
): Promise<string | null> {
  const { post, subject } = await loadPost(ctx.db, viewer, id);
  assertCanDeletePost(viewer, post);
  if (subject.archived) throw archivedSeason();
  if (post.deleted_at) return null;
  await q.markPostDeleted(ctx.db, id);
  return subject.topic;
}

/**
 * PUT /api/conversation-posts/{id}/hide: a moderator hides a post with a reason (the author reads
 * it; the others read that a post was hidden). Hiding again changes the reason.
 */
export async function hidePost(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  reason: string,
): Promise<string> {
  const { post, subject } = await loadPost(ctx.db, viewer, id);
  assertCanModerateConversation(viewer, subject);
  if (subject.archived) throw archivedSeason();
  if (post.deleted_at) throw conflictOf('post_deleted', 'postDeleted');
  await ctx.db.transaction().execute(async (trx) => {
    await q.markPostHidden(trx, id, viewer.id, reason);
    await auditAction(trx, viewer, 'conversation.hide', id, {
      label: reason,
      topic: subject.topic,
    });
  });
  return subject.topic;
}

/** PUT /api/conversations/{kind}/{id}/lock: a moderator locks it (read only) or unlocks it. */
export async function setLocked(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  locked: boolean,
): Promise<string> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  assertCanModerateConversation(viewer, subject);
  if (subject.archived) throw archivedSeason();
  await ctx.db.transaction().execute(async (trx) => {
    const conversation = await q.ensureConversation(trx, subject.key);
    await q.setConversationLock(trx, conversation.id, locked ? viewer.id : null);
    await auditAction(
      trx,
      viewer,
      locked ? 'conversation.lock' : 'conversation.unlock',
      conversation.id,
      { label: subject.topic },
    );
  });
  return subject.topic;
}
