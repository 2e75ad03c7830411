import { can, canForTeams, isAdmin, POST_EDIT_MINUTES, withinEditWindow } from '@dugout/shared';
import { forbidden, localizedError } from '../errors';
import { canSeeContact } from './contacts';
import { conversationsAccessCatalog } from './conversations.locales';
import type { Viewer } from './viewer';

/**
 * Conversations under an event, a pinned post or a content item. Who reads and posts is who may
 * see the subject: its own rule (audience and teams), checked by whoever loads it, so a
 * conversation is never wider than its subject. Here: what a reader may do with posts.
 */

export type ConversationSubjectKind = 'event' | 'pinned' | 'content';

/**
 * Who moderates a conversation: whoever may change its subject — the managers of every team of
 * an event (as for editing it) and the admins; content and pinned posts, their publishers.
 */
export function canModerateConversation(
  viewer: Viewer,
  subject: { kind: ConversationSubjectKind; teams: readonly number[] },
): boolean {
  return subject.kind === 'event'
    ? canForTeams(viewer, 'events:publish', subject.teams)
    : can(viewer, 'content:publish');
}

/** Hiding a post, locking a conversation: its moderators only (403 with why). */
export function assertCanModerateConversation(
  viewer: Viewer,
  subject: { kind: ConversationSubjectKind; teams: readonly number[] },
): void {
  if (!canModerateConversation(viewer, subject)) {
    throw forbidden((language) => conversationsAccessCatalog.in(language)('notModerator'));
  }
}

interface PostFacts {
  author_id: string | null;
  created_at: Date;
}

const isAuthor = (viewer: Viewer, post: PostFacts) => post.author_id === viewer.id;

/** Editing: the author only, within POST_EDIT_MINUTES of writing (then 409: delete it instead). */
export function assertCanEditPost(viewer: Viewer, post: PostFacts, now: Date): void {
  if (!isAuthor(viewer, post)) {
    throw forbidden((language) => conversationsAccessCatalog.in(language)('notYourPost'));
  }
  if (!withinEditWindow(post.created_at, now)) {
    throw localizedError(409, 'edit_window_over', (language) =>
      conversationsAccessCatalog.in(language)('editWindowOver', { minutes: POST_EDIT_MINUTES }),
    );
  }
}

/** Deleting: the author at any time (moderators hide a post instead, with a reason). */
export function assertCanDeletePost(viewer: Viewer, post: PostFacts): void {
  if (!isAuthor(viewer, post)) {
    throw forbidden((language) => conversationsAccessCatalog.in(language)('notYourPost'));
  }
}

/** A poster is named as the directory would show them to the reader; else "A member". */
export function canNamePoster(
  viewer: Viewer,
  author: { id: string; hide_contact_from_others: boolean },
): boolean {
  return canSeeContact(viewer, { id: author.id, hidden: author.hide_contact_from_others });
}

/**
 * Where a moderator's mute holds: an admin's (and a content publisher's, who moderates club-wide
 * subjects) over the whole club ('club'); a team manager's over the teams of the event they
 * manage, so it never reaches a team that is not theirs. Only for a subject they moderate.
 */
export function muteScopeOf(
  viewer: Viewer,
  subject: { kind: ConversationSubjectKind; teams: readonly number[] },
): 'club' | number[] {
  assertCanModerateConversation(viewer, subject);
  if (isAdmin(viewer) || subject.kind !== 'event' || subject.teams.length === 0) return 'club';
  return subject.teams.filter((team) => canForTeams(viewer, 'events:publish', [team]));
}

/** Lifting a mute early: a club-wide one the admins; a team's, that team's managers. */
export function canLiftMute(viewer: Viewer, mute: { team_id: number | null }): boolean {
  return mute.team_id === null
    ? isAdmin(viewer) || can(viewer, 'content:publish')
    : canForTeams(viewer, 'events:publish', [mute.team_id]);
}

export function assertCanLiftMute(viewer: Viewer, mute: { team_id: number | null }): void {
  if (!canLiftMute(viewer, mute)) {
    throw forbidden((language) => conversationsAccessCatalog.in(language)('notModerator'));
  }
}
