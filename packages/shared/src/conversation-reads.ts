import { z } from 'zod';

/*
 * Unread counts of conversations (issue 29): a member marks what they were shown as read, and
 * the event list, the home page (its events and pinned posts) and the content list show how many
 * posts by others came since.
 */

/** POST /api/conversations/{kind}/{id}/read: the newest post the member was shown. */
export const markReadInputSchema = z.object({
  lastPostId: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .meta({ description: 'A post of this conversation; a mark never moves back' }),
});
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

/** Subject id → posts by others, not deleted or hidden, above the member's mark (none: absent). */
const countsById = z.record(z.string(), z.number().int().positive());

/**
 * GET /api/conversations/unread: the member's unread posts in the conversations of the events,
 * pinned posts and content items they may see.
 */
export const unreadCountsSchema = z.object({
  /** Event id → its conversation's unread posts. */
  events: countsById,
  /** Pinned post id (as its routes spell it) → its conversation's unread posts. */
  pinned: countsById,
  /** Content item id → its conversation's unread posts. */
  content: countsById,
  /** Their sum, of every kind. */
  total: z.number().int().nonnegative(),
  /** The event whose conversation has the newest unread post (null: nothing unread in events). */
  latestEventId: z.string().nullable(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
