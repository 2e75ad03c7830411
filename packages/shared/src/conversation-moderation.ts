import { z } from 'zod';
import { HIDE_REASON_MAX_LENGTH } from './conversations';

/*
 * The rest of conversation moderation (issue 29): managers mute a member for a time, members
 * report a post, managers resolve the reports by hiding the post or dismissing them.
 */

/** How long a mute lasts, unless a date is given instead. */
export const MUTE_DURATIONS = ['hour', 'day', 'week'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
export const MUTE_DURATION_MS: Record<MuteDuration, number> = {
  hour: 60 * 60_000,
  day: 24 * 60 * 60_000,
  week: 7 * 24 * 60 * 60_000,
};
/** A mute given as a date ends at most this far ahead (a longer one is a removal, not a mute). */
export const MUTE_MAX_DAYS = 365;

const optionalReason = z
  .string()
  .trim()
  .max(HIDE_REASON_MAX_LENGTH)
  .nullable()
  .default(null)
  .transform((r) => (r ? r : null));

/** POST /api/conversation-posts/{id}/mute: mute the post's author, for a duration or until a date. */
export const muteInputSchema = z
  .object({
    duration: z.enum(MUTE_DURATIONS).optional(),
    /** ISO 8601; instead of a duration. */
    until: z.iso.datetime({ offset: true }).optional(),
    reason: optionalReason,
  })
  // Either a duration or a date: the route words the refusal as about the duration.
  .refine((m) => (m.duration === undefined) !== (m.until === undefined), { path: ['duration'] });
export type MuteInput = z.input<typeof muteInputSchema>;

/** POST /api/conversation-posts/{id}/reports: a member reports a post, once. */
export const reportInputSchema = z.object({ reason: optionalReason });
export type ReportInput = z.input<typeof reportInputSchema>;

/** PUT /api/conversation-posts/{id}/reports: a moderator resolves the post's open reports. */
export const resolveReportsInputSchema = z.discriminatedUnion('resolution', [
  z.object({
    resolution: z.literal('hidden'),
    /** The hide's reason, shown to the author as any hide's. */
    reason: z.string().trim().min(1).max(HIDE_REASON_MAX_LENGTH),
  }),
  z.object({ resolution: z.literal('dismissed') }),
]);
export type ResolveReportsInput = z.infer<typeof resolveReportsInputSchema>;

/**
 * GET /api/conversations/{kind}/{id}/moderation: what of moderation the reader may read there —
 * their own mute, the posts they reported, and to its moderators the mutes and open reports.
 */
export const conversationModerationSchema = z.object({
  /** ISO 8601: the reader may not post here until then (null: they may). */
  mutedUntil: z.string().nullable(),
  mutedReason: z.string().nullable(),
  /** The posts of this conversation the reader reported (a second report is refused). */
  reportedPostIds: z.array(z.number().int()),
  /** Moderators only (else []): the members muted here now. */
  mutes: z.array(
    z.object({
      id: z.number().int(),
      /** The muted member's post authorId, to match it to their posts. */
      contactId: z.string(),
      name: z.string(),
      until: z.string(),
      reason: z.string().nullable(),
      /** The reader may lift it (a club-wide mute: the admins; a team's: its managers). */
      canLift: z.boolean(),
    }),
  ),
  /** Moderators only (else []): posts with open reports, most reported first. */
  reports: z.array(
    z.object({
      postId: z.number().int(),
      count: z.number().int(),
      reasons: z.array(z.string()),
      excerpt: z.string(),
      authorName: z.string(),
    }),
  ),
});
export type ConversationModeration = z.infer<typeof conversationModerationSchema>;
