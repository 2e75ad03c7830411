import {
  HIDE_REASON_MAX_LENGTH,
  MUTE_DURATION_MS,
  MUTE_MAX_DAYS,
  type ConversationKind,
  type ConversationModeration,
  type Language,
  type MuteInput,
  type ResolveReportsInput,
} from '@dugout/shared';
import {
  assertCanLiftMute,
  assertCanModerateConversation,
  canLiftMute,
  canModerateConversation,
  canNamePoster,
  muteScopeOf,
} from '../../platform/access/conversations';
import { archivedSeason } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { muteOf, muteTeamsOf } from './conversation-mute-check';
import { conversationModerationCatalog } from './conversation-moderation.locales';
import * as mq from './conversation-moderation.queries';
import { conversationsCatalog } from './conversations.locales';
import * as q from './conversations.queries';
import { loadPost, loadSubject } from './conversations.service';

export const moderationInputError = fieldInputError(
  conversationModerationCatalog,
  { reason: HIDE_REASON_MAX_LENGTH },
  ['duration', 'until', 'resolution'],
);

const t = (language: Language) => conversationModerationCatalog.in(language);
const conflictOf = (
  code: string,
  key: 'notHidden' | 'reportedAlready' | 'ownPost' | 'noOpenReports' | 'muteOver' | 'noAuthor',
) => localizedError(409, code, (language) => t(language)(key));

/** A name as the directory would show it to the viewer, else "A member". */
function nameFor(
  viewer: Viewer,
  language: Language,
  row: {
    author_id: string | null;
    first_name: string | null;
    last_name: string | null;
    hide_contact_from_others: boolean | null;
  },
): string {
  const named =
    row.author_id !== null &&
    row.first_name !== null &&
    canNamePoster(viewer, {
      id: row.author_id,
      hide_contact_from_others: row.hide_contact_from_others ?? false,
    });
  return named
    ? `${row.first_name} ${row.last_name ?? ''}`.trim()
    : conversationsCatalog.in(language)('aMember');
}

/** GET /api/conversations/{kind}/{id}/moderation: the reader's mute and reports; moderators' lists. */
export async function readModeration(
  ctx: AppContext,
  viewer: Viewer,
  kind: ConversationKind,
  subjectId: string,
  language: Language,
  now: Date,
): Promise<ConversationModeration> {
  const subject = await loadSubject(ctx.db, viewer, kind, subjectId);
  const conversation = await q.findConversation(ctx.db, subject.key);
  const mine = await muteOf(ctx.db, viewer, subject, now);
  const moderator = canModerateConversation(viewer, subject);
  const mutes = moderator ? await mq.activeMutesOver(ctx.db, muteTeamsOf(subject), now) : [];
  const reportRows =
    moderator && conversation ? await mq.openReportsOf(ctx.db, conversation.id) : [];
  const reports = new Map<number, ConversationModeration['reports'][number]>();
  for (const r of reportRows) {
    const entry = reports.get(r.post_id) ?? {
      postId: r.post_id,
      count: 0,
      reasons: [],
      excerpt: r.body.slice(0, 140),
      authorName: nameFor(viewer, language, r),
    };
    entry.count += 1;
    if (r.reason) entry.reasons.push(r.reason);
    reports.set(r.post_id, entry);
  }
  return {
    mutedUntil: mine ? mine.until.toISOString() : null,
    mutedReason: mine?.reason ?? null,
    reportedPostIds: conversation
      ? await mq.postsReportedBy(ctx.db, conversation.id, viewer.id)
      : [],
    mutes: mutes.map((m) => ({
      id: m.id,
      contactId: m.contact_id,
      name: nameFor(viewer, language, { author_id: m.contact_id, ...m }),
      until: m.until.toISOString(),
      reason: m.reason,
      canLift: canLiftMute(viewer, m),
    })),
    reports: [...reports.values()].sort((a, b) => b.count - a.count),
  };
}

/** PUT /api/conversation-posts/{id}/unhide: a moderator shows a hidden post again. */
export async function unhidePost(ctx: AppContext, viewer: Viewer, id: number): Promise<string> {
  const { post, subject } = await loadPost(ctx.db, viewer, id);
  assertCanModerateConversation(viewer, subject);
  if (subject.archived) throw archivedSeason();
  if (!post.hidden_at) throw conflictOf('not_hidden', 'notHidden');
  await ctx.db.transaction().execute(async (trx) => {
    await mq.markPostShown(trx, id);
    // No label: the post is the target; its conversation is the topic (never shown as a name).
    await auditAction(trx, viewer, 'conversation.unhide', id, { topic: subject.topic });
  });
  return subject.topic;
}

/** When a mute asked for ends: a duration from now, or a date ahead (within MUTE_MAX_DAYS). */
function muteEnd(input: MuteInput, now: Date): Date {
  if (input.duration) return new Date(now.getTime() + MUTE_DURATION_MS[input.duration]);
  const until = new Date(input.until!);
  if (until <= now || until.getTime() - now.getTime() > MUTE_MAX_DAYS * 24 * 60 * 60_000) {
    throw badRequest((language) => t(language)('untilPast', { days: MUTE_MAX_DAYS }), 'until');
  }
  return until;
}

/**
 * POST /api/conversation-posts/{id}/mute: a moderator mutes the post's author where their mute
 * holds (platform/access/conversations.ts: club-wide, or the event's teams they manage).
 */
export async function muteAuthor(
  ctx: AppContext,
  viewer: Viewer,
  postId: number,
  input: MuteInput & { reason: string | null },
  now: Date,
): Promise<{ ids: number[]; until: Date; topic: string }> {
  const { post, subject } = await loadPost(ctx.db, viewer, postId);
  const scope = muteScopeOf(viewer, subject);
  if (!post.author_id) throw conflictOf('no_author', 'noAuthor');
  if (post.author_id === viewer.id) {
    throw badRequest((language) => t(language)('cannotMuteSelf'));
  }
  const until = muteEnd(input, now);
  const authorId = post.author_id;
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const made = await mq.insertMutes(trx, {
      contact_id: authorId,
      teams: scope === 'club' ? [null] : scope,
      until,
      reason: input.reason,
      muted_by: viewer.id,
    });
    for (const id of made) {
      await auditAction(trx, viewer, 'conversation.mute', id, {
        label: input.reason ?? subject.topic,
        member: { id: authorId, name: await mq.contactName(trx, authorId) },
        until: until.toISOString(),
      });
    }
    return made;
  });
  return { ids, until, topic: subject.topic };
}

/** DELETE /api/conversation-mutes/{id}: lifted early by one who may (its team's managers, admins). */
export async function unmute(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  now: Date,
): Promise<void> {
  const mute = await mq.findMute(ctx.db, id);
  if (!mute) throw notFound((language) => t(language)('muteNotFound'));
  assertCanLiftMute(viewer, mute);
  if (mute.lifted_at || mute.until <= now) throw conflictOf('mute_over', 'muteOver');
  await ctx.db.transaction().execute(async (trx) => {
    await mq.liftMute(trx, id, viewer.id, now);
    await auditAction(trx, viewer, 'conversation.unmute', id, {
      member: { id: mute.contact_id, name: await mq.contactName(trx, mute.contact_id) },
    });
  });
}

/** POST /api/conversation-posts/{id}/reports: whoever may read the post reports it, once. */
export async function reportPost(
  ctx: AppContext,
  viewer: Viewer,
  postId: number,
  reason: string | null,
): Promise<number> {
  const { post, subject } = await loadPost(ctx.db, viewer, postId);
  if (post.author_id === viewer.id) throw conflictOf('own_post', 'ownPost');
  // A hidden post the reader cannot read (or a deleted one) is not theirs to report.
  if (post.deleted_at)
    throw notFound((language) => conversationsCatalog.in(language)('postNotFound'));
  const authorId = post.author_id;
  return ctx.db.transaction().execute(async (trx) => {
    const id = await mq.insertReport(trx, { post_id: postId, reporter_id: viewer.id, reason });
    if (id === null) throw conflictOf('reported_already', 'reportedAlready');
    // As a hide is: the reason (if any) as its label, the post's author as the member concerned.
    await auditAction(trx, viewer, 'conversation.report', postId, {
      label: reason,
      topic: subject.topic,
      ...(authorId && { member: { id: authorId, name: await mq.contactName(trx, authorId) } }),
    });
    return id;
  });
}

/**
 * PUT /api/conversation-posts/{id}/reports: a moderator resolves the post's open reports by
 * hiding it (with a reason for its author, as any hide) or dismissing them.
 */
export async function resolvePostReports(
  ctx: AppContext,
  viewer: Viewer,
  postId: number,
  input: ResolveReportsInput,
  now: Date,
): Promise<string> {
  const { post, subject } = await loadPost(ctx.db, viewer, postId);
  assertCanModerateConversation(viewer, subject);
  if (subject.archived) throw archivedSeason();
  await ctx.db.transaction().execute(async (trx) => {
    const resolved = await mq.resolveReports(trx, postId, viewer.id, input.resolution, now);
    if (resolved === 0) throw conflictOf('no_open_reports', 'noOpenReports');
    if (input.resolution === 'hidden' && !post.deleted_at) {
      await q.markPostHidden(trx, postId, viewer.id, input.reason);
      await auditAction(trx, viewer, 'conversation.hide', postId, {
        label: input.reason,
        topic: subject.topic,
      });
    }
    await auditAction(trx, viewer, 'conversation.reportResolved', postId, {
      label: input.resolution,
      count: resolved,
      topic: subject.topic,
    });
  });
  return subject.topic;
}
