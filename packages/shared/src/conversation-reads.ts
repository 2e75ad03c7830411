import { z } from 'zod';

/*
 * Unread counts of conversations (issue 29): a member marks what they were shown as read, and
 * the event list and the home page show how many posts by others came since.
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

/** GET /api/conversations/unread: the member's unread posts in the events' conversations. */
export const unreadCountsSchema = z.object({
  /** Event id → posts by others, not deleted or hidden, above the member's mark (none: absent). */
  events: z.record(z.string(), z.number().int().positive()),
  /** Their sum. */
  total: z.number().int().nonnegative(),
  /** The event whose conversation has the newest unread post (null: nothing unread). */
  latestEventId: z.string().nullable(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
