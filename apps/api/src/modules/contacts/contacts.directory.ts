import { z } from 'zod';
import { contactSchema, directoryPageSchema } from '@dugout/shared';
import {
  assertCanOpenDirectory,
  canSeeEveryContactsPrivateFields,
  seesEveryContact,
} from '../../platform/access/contacts';
import { viewerClassOf, type Viewer } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import {
  SharedJsonCache,
  SIGNED_ANSWER_MAX_AGE_MS,
  VersionedCache,
  type SharedJson,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { toContact } from './contacts.mapping';
import { contactIdsNotVisibleTo, listContacts } from './contacts.queries';

const contactListSchema = z.array(contactSchema);

/** The directory's answers, as bytes per viewer class; who is hidden, per data version. */
export interface DirectoryCache {
  answers: SharedJsonCache;
  hiddenIds: VersionedCache<ReadonlySet<string>>;
  /** GET /api/contact/page's answers a class shares, as bytes, per query (contacts.page.ts). */
  pages: SharedJsonCache;
}

/** One per app (registered with Empty Cache), made when the routes are. */
export function createDirectoryCache(ctx: AppContext): DirectoryCache {
  return {
    answers: new SharedJsonCache('directory', ctx.caches, {
      maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
      maxEntries: 50,
      schema: contactListSchema,
    }),
    hiddenIds: new VersionedCache<ReadonlySet<string>>('directory-hidden', ctx.caches, {
      maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
      maxEntries: 1,
    }),
    pages: new SharedJsonCache('directory-pages', ctx.caches, {
      maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
      maxEntries: 200,
      schema: directoryPageSchema,
    }),
  };
}

/**
 * Whose directory `member` sees, for answers shared by a class: 'admin' (every contact),
 * 'member' (every contact not hidden: what each member with the directory sees, built for none
 * of them in particular), or null when the member's own contact, or someone of their household,
 * is hidden: they see it too, so an answer of their own.
 */
export async function directoryClass(
  ctx: AppContext,
  cache: DirectoryCache,
  member: Member,
  version: string,
): Promise<{ key: 'admin' | 'member'; viewer: Viewer } | null> {
  if (seesEveryContact(member)) return { key: 'admin', viewer: member };
  // Every member here has the directory and is no admin: one class, one set of hidden contacts.
  const hidden = await cache.hiddenIds.get(
    'all',
    version,
    async () => new Set(await contactIdsNotVisibleTo(ctx.db, viewerClassOf(member))),
  );
  if (hidden.has(member.id) || member.household?.members.some((m) => hidden.has(m.contactId))) {
    return null;
  }
  return { key: 'member', viewer: viewerClassOf(member) };
}

/**
 * The contacts `viewer` may see, as the bytes of the answer (built a slice at a time: see
 * toSharedJsonList). `withAccess`: whether the answer carries who may sign in and with which
 * permissions; only the admins' directory does, members see theirs on their
 * own card.
 */
function buildDirectory(
  ctx: AppContext,
  cache: DirectoryCache,
  key: string,
  version: string,
  viewer: Viewer,
  withAccess: boolean,
): Promise<SharedJson> {
  return cache.answers.getList(
    key,
    version,
    () => listContacts(ctx.db, viewer),
    (row) => toContact(ctx, row, withAccess, 'thumb'),
  );
}

/**
 * The directory for `GET /api/contact/getall`. Every member of a class (admins; everyone
 * else) gets the same bytes, built once per data version (see platform/cache/shared-json.ts),
 * so a change on any replica is seen on the next request. Signed photo links inside expire,
 * hence the age limit.
 */
export async function contactDirectory(
  ctx: AppContext,
  cache: DirectoryCache,
  member: Member,
  version: string,
): Promise<SharedJson> {
  assertCanOpenDirectory(member);
  const shared = await directoryClass(ctx, cache, member, version);
  // Rare: a member whose own contact, or someone of whose household, is hidden.
  if (!shared) return buildDirectory(ctx, cache, `self:${member.id}`, version, member, false);
  const withAccess = canSeeEveryContactsPrivateFields(shared.viewer);
  return buildDirectory(ctx, cache, shared.key, version, shared.viewer, withAccess);
}
