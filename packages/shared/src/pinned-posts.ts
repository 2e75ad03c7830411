import { z } from 'zod';
import { LANGUAGES } from './constants';
import { teamIdsSchema } from './team-ids';

/*
 * Pinned posts that admins manage: the home page's banners, in English and
 * optionally Spanish, ordered, with an optional last day in the team's time zone. The members'
 * read keeps the spec's shape (pinnedPostSchema in content.ts).
 */

export const PINNED_TITLE_MAX_LENGTH = 120;
export const PINNED_TEXT_MAX_LENGTH = 300;
export const PINNED_LINK_MAX_LENGTH = 2000;
export const PINNED_POSTS_MAX = 50;

/** A portal page ('/events/all') or a web address (https://…); empty for a banner without a link. */
export function isPinnedLink(link: string): boolean {
  if (link === '') return true;
  if (link.startsWith('/')) return !link.startsWith('//') && !/[\s\\]/.test(link);
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const text = (max: number) => z.string().trim().max(max);

/** What an admin writes: POST /api/pinnedpost/new and PUT /api/pinnedpost/update/{id}. */
export const pinnedPostInputSchema = z.object({
  titleEn: text(PINNED_TITLE_MAX_LENGTH).min(1).meta({ description: 'The title in English' }),
  textEn: text(PINNED_TEXT_MAX_LENGTH).default('').meta({ description: 'The line under it' }),
  titleEs: text(PINNED_TITLE_MAX_LENGTH)
    .default('')
    .meta({ description: 'The title in Spanish; empty: Spanish readers see the English post' }),
  textEs: text(PINNED_TEXT_MAX_LENGTH).default(''),
  link: text(PINNED_LINK_MAX_LENGTH)
    .default('')
    .refine(isPinnedLink)
    .meta({ description: 'A portal path (/events/all), an http(s) address, or empty' }),
  expiresOn: z.string().refine(isCalendarDay).nullable().default(null).meta({
    description: "The last day it is shown (YYYY-MM-DD, in the team's time zone); null: always",
  }),
  teams: teamIdsSchema.optional().meta({
    description:
      "The teams it is for: none, club-wide; left out, a new post is club-wide and an update keeps the post's teams",
  }),
});
export type PinnedPostInput = z.input<typeof pinnedPostInputSchema>;

/** One post as admins manage it (GET /api/pinnedpost/manage). */
export const managedPinnedPostSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  textEn: z.string(),
  titleEs: z.string(),
  textEs: z.string(),
  link: z.string(),
  expiresOn: z.string().nullable(),
  /** Past its last day in the team's time zone: members no longer see it. */
  expired: z.boolean(),
  sortOrder: z.number().int(),
  /** The row's version, sent back as If-Match: "v{version}" with an update. */
  version: z.number().int(),
  /** The ids of the teams it is for; only on a post of teams (absent: club-wide). */
  teams: z.array(z.number().int()).optional(),
});
export type ManagedPinnedPost = z.infer<typeof managedPinnedPostSchema>;
export const managedPinnedPostListSchema = z.array(managedPinnedPostSchema);

/** PUT /api/pinnedpost/updateSortOrder: every post's id, in the new order. */
export const pinnedPostOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length),
});
export type PinnedPostOrder = z.infer<typeof pinnedPostOrderSchema>;

/** GET /api/pinnedpost/getall?language=es: the reader's language (else the member's own). */
export const pinnedPostsQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });
