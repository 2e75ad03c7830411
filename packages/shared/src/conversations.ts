import { z } from 'zod';

/*
 * Conversations (issue 29): members who may see an event, a pinned post or a content item talk
 * under it. Replies are one level deep; a poster edits or deletes their own post for
 * POST_EDIT_MINUTES, then may only delete it. Text is plain text (never HTML), in any language.
 */

export const CONVERSATION_KINDS = ['event', 'pinned', 'content'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const POST_MAX_LENGTH = 2000;
/** How long a poster may still edit their post; after it they may only delete it. */
export const POST_EDIT_MINUTES = 15;
/** Posts a member may write a minute, across every conversation (a runaway script, a flood). */
export const POSTS_PER_MINUTE_MAX = 10;
/** Members one post may mention (a post naming the whole team is a staff message instead). */
export const MENTIONS_MAX = 10;

/** Whether a post written at `createdAt` may still be edited by its author at `now`. */
export function withinEditWindow(createdAt: Date | string, now: Date = new Date()): boolean {
  const written = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return now.getTime() - written.getTime() < POST_EDIT_MINUTES * 60_000;
}

/** What a member writes: POST /api/conversations/{kind}/{id}/posts, PUT /api/conversation-posts/{id}. */
export const postInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1)
    .max(POST_MAX_LENGTH)
    .meta({ description: 'Plain text; links are shown clickable, nothing else is formatted' }),
});

/** A new post, or a reply to a top-level post (one level: a reply to a reply is refused). */
export const newPostInputSchema = postInputSchema.extend({
  parentId: z.number().int().positive().nullable().default(null),
  /** Members the post mentions, by contact id (issue 29); one who cannot read it is dropped. */
  mentions: z.array(z.uuid()).max(MENTIONS_MAX).default([]),
});
export type NewPostInput = z.input<typeof newPostInputSchema>;

/** GET /api/conversations/{kind}/{id}/follow and its PUT's body. */
export const conversationFollowSchema = z.object({ following: z.boolean() });
export type ConversationFollow = z.infer<typeof conversationFollowSchema>;

/** GET /api/conversations/{kind}/{id}/mentionable?q=: members who may read it, named. */
export const mentionableQuerySchema = z.object({ q: z.string().trim().max(60).default('') });
export const mentionableSchema = z.object({
  members: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Mentionable = z.infer<typeof mentionableSchema>;

export const conversationPostSchema = z.object({
  id: z.number().int(),
  /** null: a top-level post; else the post it answers. */
  parentId: z.number().int().nullable(),
  /** null: a member the reader may not see in the directory, or a contact since deleted. */
  authorId: z.string().nullable(),
  authorName: z.string(),
  /** '' when the post was deleted (its replies stay) or hidden by a manager. */
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  /** The reader wrote it: they may edit it within the window and delete it. */
  mine: z.boolean(),
  /** A manager hid it: the others read nothing of it (body ''); its author and the managers do. */
  hidden: z.boolean(),
  /** The manager's reason, shown to the author and the managers only (else null). */
  hiddenReason: z.string().nullable(),
});
export type ConversationPost = z.infer<typeof conversationPostSchema>;

/** GET /api/conversations/{kind}/{id}: the posts, oldest first, replies after their post. */
export const conversationSchema = z.object({
  kind: z.enum(CONVERSATION_KINDS),
  subjectId: z.string(),
  /** Locked by a manager, or the event is a past season's: read only. */
  readOnly: z.boolean(),
  /** A manager locked it (readOnly too): "This conversation is locked". */
  locked: z.boolean(),
  /** The reader may hide posts and lock it (the subject's managers, the admins). */
  canModerate: z.boolean(),
  posts: z.array(conversationPostSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const HIDE_REASON_MAX_LENGTH = 200;

/** PUT /api/conversation-posts/{id}/hide: a manager hides a post; the author is told why. */
export const hidePostInputSchema = z.object({
  reason: z.string().trim().min(1).max(HIDE_REASON_MAX_LENGTH),
});
export type HidePostInput = z.infer<typeof hidePostInputSchema>;

/** PUT /api/conversations/{kind}/{id}/lock: a manager locks (no new posts) or unlocks it. */
export const lockInputSchema = z.object({ locked: z.boolean() });
export type LockInput = z.infer<typeof lockInputSchema>;
