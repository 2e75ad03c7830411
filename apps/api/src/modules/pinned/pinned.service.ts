import type { pinnedPostInputSchema } from '@dugout/shared';
import {
  PINNED_LINK_MAX_LENGTH,
  PINNED_POSTS_MAX,
  PINNED_TEXT_MAX_LENGTH,
  PINNED_TITLE_MAX_LENGTH,
  type ManagedPinnedPost,
  type PinnedPost,
  type PinnedPostOrder,
} from '@dugout/shared';
import type { z } from 'zod';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Viewer } from '../../platform/access/viewer';
import { notFound, tooMany } from '../../platform/errors';
import { assertTeamsToName } from '../../platform/team-refusals';
import { fieldInputError } from '../../platform/field-input-error';
import { pickLanguage } from '../../platform/i18n/language';
import { updateAtVersion, type IfMatch, type Versioned } from '../../platform/row-version';
import { pinnedCatalog } from './pinned.locales';
import {
  countPinnedPosts,
  deletePinnedPost,
  findPinnedPost,
  insertPinnedPost,
  listPinnedPosts,
  lockPinnedPostOrder,
  replacePinnedPostTeams,
  setPinnedPostSortOrder,
  updatePinnedPost,
  type PinnedPostRow,
  type PinnedPostValues,
} from './pinned.queries';
import { auditOf } from '../../platform/audit.queries';

type PinnedPostFields = z.output<typeof pinnedPostInputSchema>;

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs some 0.2 ms, on every
 * pinned-posts read (the home page's), which the bench's Saturday spike showed among the server's
 * busiest functions.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day it is at `now` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Today in the team's time zone, as YYYY-MM-DD: the day that decides which posts are shown. */
export const teamToday = (ctx: AppContext) => dayIn(ctx.config.TEAM_TIME_ZONE);

/**
 * GET /api/pinnedpost/getall: the posts still shown today in the team's time zone (a post
 * whose last day is Nov 30 is shown through Nov 30 there), in the reader's language: the Spanish
 * title and text when the post has a Spanish title, else the English post.
 */
export async function listShownPinnedPosts(
  ctx: AppContext,
  viewer: Pick<Viewer, 'id' | 'permissions' | 'teams'>,
  language: unknown,
  today = teamToday(ctx),
): Promise<PinnedPost[]> {
  const spanish = pickLanguage(language) === 'es';
  // Club-wide posts and those of the viewer's teams (platform/access).
  const rows = await listPinnedPosts(ctx.db, today, viewer);
  return rows.map((r) => {
    const inSpanish = spanish && r.title_es !== '';
    return {
      id: r.id,
      postLink: r.post_link,
      postName: inSpanish ? r.title_es : r.post_name,
      postSubName: inSpanish ? r.text_es : r.post_sub_name,
      // Only on a post of teams: a club-wide post answers as before teams.
      ...(r.teams.length ? { teams: r.teams } : {}),
    };
  });
}

function managed(row: PinnedPostRow, today: string): ManagedPinnedPost {
  return {
    id: row.id,
    titleEn: row.post_name,
    textEn: row.post_sub_name,
    titleEs: row.title_es,
    textEs: row.text_es,
    link: row.post_link,
    expiresOn: row.expires_on,
    expired: row.expires_on !== null && row.expires_on < today,
    sortOrder: row.sort_order,
    version: row.version,
    ...(row.teams.length ? { teams: row.teams } : {}),
  };
}

/** Every post, expired ones too, for the admins' page. */
export async function listManagedPinnedPosts(ctx: AppContext): Promise<ManagedPinnedPost[]> {
  const today = teamToday(ctx);
  return (await listPinnedPosts(ctx.db)).map((row) => managed(row, today));
}

const postNotFound = () => notFound((language) => pinnedCatalog.in(language)('notFound'));
const audit = auditOf('pinned_post');

function values(input: PinnedPostFields): PinnedPostValues {
  return {
    post_name: input.titleEn,
    post_sub_name: input.textEn,
    post_link: input.link,
    title_es: input.titleEs,
    text_es: input.textEs,
    expires_on: input.expiresOn,
  };
}

/**
 * The post's teams, each one there and active (an inactive one only if the post already has it),
 * else a 400 naming them; left out: kept.
 */
async function checkTeams(
  ctx: AppContext,
  teams: readonly number[] | undefined,
  postId: number | null = null,
): Promise<void> {
  if (!teams?.length) return;
  const had = postId === null ? [] : ((await findPinnedPost(ctx.db, postId))?.teams ?? []);
  await assertTeamsToName(ctx.db, teams, had, {
    unknown: (ids) => (language) => pinnedCatalog.in(language)('unknownTeam', { ids }),
    inactive: (names) => (language) => pinnedCatalog.in(language)('inactiveTeam', { names }),
  });
}

async function read(ctx: AppContext, id: number): Promise<Versioned<ManagedPinnedPost>> {
  const row = await findPinnedPost(ctx.db, id);
  if (!row) throw postNotFound();
  return { item: managed(row, teamToday(ctx)), version: row.version };
}

export async function createPinnedPost(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  input: PinnedPostFields,
): Promise<Versioned<ManagedPinnedPost>> {
  await checkTeams(ctx, input.teams);
  const id = await ctx.db.transaction().execute(async (trx) => {
    if ((await countPinnedPosts(trx)) >= PINNED_POSTS_MAX) {
      throw tooMany((language) => pinnedCatalog.in(language)('tooMany', { max: PINNED_POSTS_MAX }));
    }
    const id = await insertPinnedPost(trx, values(input));
    if (input.teams) await replacePinnedPostTeams(trx, id, input.teams);
    await audit(trx, actor, 'pinned.create', id, { titleEn: input.titleEn });
    return id;
  });
  return read(ctx, id);
}

/** An update with If-Match is applied only while the post is still at a version it names. */
export async function editPinnedPost(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  id: number,
  input: PinnedPostFields,
  ifMatch: IfMatch,
): Promise<Versioned<ManagedPinnedPost>> {
  await checkTeams(ctx, input.teams, id);
  await updateAtVersion(ctx.db, ifMatch, {
    find: (db) => findPinnedPost(db, id),
    update: async (trx, expected) => {
      if (!(await updatePinnedPost(trx, id, values(input), expected))) return false;
      if (input.teams) await replacePinnedPostTeams(trx, id, input.teams);
      return true;
    },
    audit: (trx) => audit(trx, actor, 'pinned.update', id, { titleEn: input.titleEn }),
    notFound: postNotFound,
  });
  return read(ctx, id);
}

export async function removePinnedPost(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findPinnedPost(trx, id);
    if (!row || !(await deletePinnedPost(trx, id))) throw postNotFound();
    await audit(trx, actor, 'pinned.delete', id, { titleEn: row.post_name });
  });
}

/**
 * The posts in the order given, in one transaction. Posts the list leaves out (added by someone
 * else meanwhile) keep their order after the listed ones; an id that names no post is a 404.
 */
export async function reorderPinnedPosts(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  order: PinnedPostOrder,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockPinnedPostOrder(trx);
    const known = new Set(current);
    if (order.ids.some((id) => !known.has(id))) throw postNotFound();
    const listed = new Set(order.ids);
    const next = [...order.ids, ...current.filter((id) => !listed.has(id))];
    for (const [index, id] of next.entries()) {
      await setPinnedPostSortOrder(trx, id, index + 1);
    }
    await audit(trx, actor, 'pinned.reorder', null, { ids: next, count: next.length });
  });
}

/** A request the route's schema refused, told in the admin's language with the field it is about. */
export const pinnedInputError = fieldInputError(
  pinnedCatalog,
  {
    titleEn: PINNED_TITLE_MAX_LENGTH,
    textEn: PINNED_TEXT_MAX_LENGTH,
    titleEs: PINNED_TITLE_MAX_LENGTH,
    textEs: PINNED_TEXT_MAX_LENGTH,
    link: PINNED_LINK_MAX_LENGTH,
  },
  ['expiresOn', 'ids', 'id', 'teams'],
);
