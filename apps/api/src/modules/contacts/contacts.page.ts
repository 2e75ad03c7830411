import {
  directoryPageSchema,
  relationFromInput,
  type DirectoryPage,
  type DirectoryQuery,
} from '@dugout/shared';
import {
  assertCanOpenDirectory,
  assertCanSeeSignIns,
  canSeeEveryContactsPrivateFields,
  canSeeSignIns,
} from '../../platform/access/contacts';
import type { Viewer } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import { toSharedJson, type SharedJson } from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { assertTeamFilter } from '../../platform/team-refusals';
import { directoryClass, type DirectoryCache } from './contacts.directory';
import { contactsCatalog } from './contacts.locales';
import { signInStateOf } from './contacts.mapping';
import {
  countDirectory,
  directoryPage,
  type DirectoryFilters,
  type DirectoryKeys,
} from './contacts.page.queries';

const PHOTO_URL_TTL_SECONDS = 86_400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badCursor = () =>
  badRequest((language) => contactsCatalog.in(language)('refusal.badCursor'), 'cursor');

/** The cursor: the last row's keys as base64url JSON. Opaque to clients; checked when read. */
export function encodeCursor(keys: DirectoryKeys): string {
  return Buffer.from(JSON.stringify([keys.first, keys.last, keys.id])).toString('base64url');
}

export function decodeCursor(cursor: string): DirectoryKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !parsed.every((v) => typeof v === 'string') ||
    !UUID.test(parsed[2] as string)
  ) {
    throw badCursor();
  }
  const [first, last, id] = parsed as [string, string, string];
  return { first, last, id };
}

/**
 * GET /api/contact/page: a page of the directory the member may see, by the same
 * rule as getall (platform/access), with only what the list shows; the count with the first page
 * only. As getall's, the answers a class shares (admins; members whose household has no hidden
 * contact) go out as bytes kept per data version and query, so members scrolling share them.
 */
export async function contactDirectoryPage(
  ctx: AppContext,
  cache: DirectoryCache,
  member: Member,
  query: DirectoryQuery,
  version: string,
): Promise<SharedJson> {
  assertCanOpenDirectory(member);
  if (query.signIn) assertCanSeeSignIns(member);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filters: DirectoryFilters = {
    words: (query.q ?? '').split(/\s+/).filter(Boolean),
    relation: query.relation,
    affiliation: query.affiliation,
    signIn: query.signIn,
    team: query.team,
  };
  await assertTeamFilter(ctx.db, query.team, {
    unknown: (language) => contactsCatalog.in(language)('refusal.unknownTeam'),
    inactive: (language) => contactsCatalog.in(language)('refusal.inactiveTeam'),
  });
  const shared = await directoryClass(ctx, cache, member, version);
  // Checked as the shared ones are: these bytes skip Fastify's serializer too.
  if (!shared) {
    return toSharedJson(
      directoryPageSchema.parse(await buildPage(ctx, member, filters, after, query.limit)),
    );
  }
  const key = `${shared.key}:${JSON.stringify([filters, query.cursor ?? null, query.limit])}`;
  return cache.pages.get(key, version, () =>
    buildPage(ctx, shared.viewer, filters, after, query.limit),
  );
}

async function buildPage(
  ctx: AppContext,
  viewer: Viewer,
  filters: DirectoryFilters,
  after: DirectoryKeys | null,
  limit: number,
): Promise<DirectoryPage> {
  // One row more than asked tells whether there is a next page.
  const [rows, total] = await Promise.all([
    directoryPage(ctx.db, viewer, filters, after, limit + 1),
    after ? null : countDirectory(ctx.db, viewer, filters),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const seesPrivate = canSeeEveryContactsPrivateFields(viewer);
  const seesSignIns = canSeeSignIns(viewer);
  return {
    contacts: await Promise.all(
      page.map(async (row) => {
        const photoKey = row.profile_thumb_key ?? row.profile_image_key;
        return {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          profileImageURL: photoKey
            ? await ctx.blobs.signedUrl(photoKey, { ttlSeconds: PHOTO_URL_TTL_SECONDS })
            : null,
          relatedPlayer:
            row.related_player_id !== null
              ? {
                  id: row.related_player_id,
                  name: row.related_player_name ?? '',
                  playerCoach: row.related_player_is_coach
                    ? ('coach' as const)
                    : ('player' as const),
                }
              : null,
          relationToPlayer: relationFromInput(row.relation_to_player),
          alternateDescription: row.alternate_description,
          isConnectedToPlayer: row.is_connected_to_player,
          hideContactFromOthers: row.hide_contact_from_others,
          affiliation:
            row.affiliation_id !== null
              ? { id: row.affiliation_id, name: row.affiliation_name ?? '' }
              : null,
          // Admins see who gets texts; the admins' pages are a class of their own.
          ...(seesPrivate ? { phoneVerified: row.phone_verified } : {}),
          // Without the latest sign-in, which raises no data version (migration 0084).
          ...(seesSignIns ? { signIn: signInStateOf(row) } : {}),
        };
      }),
    ),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ first: last.first_key, last: last.last_key, id: last.id })
        : null,
    total,
  };
}
