import { relationFromInput, type SearchResults, type SearchableLinkInput } from '@dugout/shared';
import { viewerClassOf, viewerHasDirectory, viewerOf } from '../../platform/access/viewer';
import { isSelfOrHousehold, seesEveryContact } from '../../platform/access/contacts';
import type { Member } from '../../platform/auth/access-policy';
import {
  audienceKey,
  SIGNED_ANSWER_MAX_AGE_MS,
  toSharedJson,
  VersionedCache,
  type SharedJson,
} from '../../platform/cache/shared-json';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { signContentLinks } from '../content/index';
import {
  deleteLinkRow,
  insertLink,
  listLinks,
  searchContacts,
  searchContactIdsNotVisibleTo,
  searchContent,
  searchEvents,
  searchLinks,
  updateLinkRow,
} from './search.queries';
import { resultsSchema } from './search.schema';
import { searchCatalog } from './search.locales';

export const SEARCH_LIMIT_PER_KIND = 10;

type ContactHit = Awaited<ReturnType<typeof searchContacts>>[number];

function contactOut(c: ContactHit): SearchResults['contacts'][number] {
  return {
    id: c.id,
    firstName: c.first_name,
    lastName: c.last_name,
    // A code: the SPA shows its label in the reader's language (the answer is shared).
    relationToPlayer: relationFromInput(c.relation_to_player),
    relatedPlayer: { name: c.related_player_name },
    alternateDescription: c.alternate_description,
    hideContactFromOthers: c.hide_contact_from_others,
  };
}

interface SharedResults {
  /** Content, events and links: the same for the whole class. */
  kinds: Omit<SearchResults, 'contacts'>;
  /** Hidden matches, which a member finds only when one is their own contact. */
  hiddenMatchIds: ReadonlySet<string>;
  /**
   * The whole answer for everyone of the class who is not looked up alone (admins: every match;
   * members with the directory: the matches that are not hidden); null without the directory.
   */
  answer: SharedJson | null;
}

/**
 * The global search: contacts, content and events whose text holds the
 * search text, ignoring case and accents, and the links the member's permissions open, each kind
 * filtered by what the member may see.
 *
 * The answer depends on the member's audience and permissions, and on the member only through
 * their own contact and household's (always found, even hidden): so it is kept per (class, exact
 * text) until the shared data changes, since families type the same names ("mar", "mart"). A
 * member whose own or household's hidden contact matches, or who may not see the directory, gets their contacts looked up alone;
 * for everyone else the shared list is what that lookup would return.
 */
export function createGlobalSearch(ctx: AppContext) {
  const shared = new VersionedCache<SharedResults>('search', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 2_000,
  });
  const n = SEARCH_LIMIT_PER_KIND;

  return async (
    member: Member,
    text: string,
    version: string,
  ): Promise<SearchResults | SharedJson> => {
    const viewer = viewerOf(member);
    const directory = viewerHasDirectory(viewer);
    const seesAll = seesEveryContact(viewer);
    const classKey = [
      audienceKey(member),
      directory ? 'directory' : '',
      [...new Set(member.permissions)].sort().join(','),
      text,
    ].join('\u0000');
    const common = await shared.get(classKey, version, async () => {
      const [contacts, hidden, content, events, links] = await Promise.all([
        directory ? searchContacts(ctx.db, viewerClassOf(viewer), text, n) : null,
        seesAll || !directory
          ? []
          : searchContactIdsNotVisibleTo(ctx.db, viewerClassOf(viewer), text),
        searchContent(ctx.db, viewer, text, n),
        searchEvents(ctx.db, viewer, text, n),
        searchLinks(ctx.db, viewer, text, n),
      ]);
      const kinds = {
        content: await Promise.all(
          content.map(async (c) => ({
            id: c.id,
            description: c.description,
            blobUrlAccessible: (await signContentLinks(ctx.blobs, viewer, c)).blobUrlAccessible,
          })),
        ),
        events: events.map((e) => ({
          id: e.id,
          name: e.name,
          description: e.description,
          date: e.date ? new Date(e.date).toISOString() : null,
        })),
        searchableLinks: links.map(linkOut),
      };
      const answer = contacts
        ? toSharedJson(resultsSchema.parse({ ...kinds, contacts: contacts.map(contactOut) }))
        : null;
      return { kinds, hiddenMatchIds: new Set(hidden), answer };
    });
    // The shared list leaves out hidden matches; one that is the member's own or in their
    // household is theirs to find, so they get their contacts looked up alone.
    const ownHiddenMatch = [...common.hiddenMatchIds].some((id) => isSelfOrHousehold(viewer, id));
    if (common.answer && !ownHiddenMatch) return common.answer;
    const own = await searchContacts(ctx.db, viewer, text, n);
    return { ...common.kinds, contacts: own.map(contactOut) };
  };
}

function linkOut(l: {
  id: number;
  link_name: string;
  url: string;
  viewable_permissions: string[];
}) {
  return {
    id: l.id,
    linkName: l.link_name,
    url: l.url,
    viewablePermissions: l.viewable_permissions,
  };
}

function linkValues(input: Required<SearchableLinkInput>) {
  return {
    link_name: input.linkName,
    url: input.url,
    viewable_permissions: [...new Set(input.viewablePermissions)],
  };
}

export async function allLinks(ctx: AppContext) {
  return (await listLinks(ctx.db)).map(linkOut);
}

export async function createLink(
  ctx: AppContext,
  actor: Member,
  input: Required<SearchableLinkInput>,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertLink(trx, linkValues(input));
    await auditAction(trx, actor, 'link.create', row.id, { label: row.link_name });
    return linkOut(row);
  });
}

export async function updateLink(
  ctx: AppContext,
  actor: Member,
  id: number,
  input: Required<SearchableLinkInput>,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await updateLinkRow(trx, id, linkValues(input));
    if (!row) throw notFound((language) => searchCatalog.in(language)('linkNotFound'));
    await auditAction(trx, actor, 'link.update', id, { label: row.link_name });
    return linkOut(row);
  });
}

export async function deleteLink(ctx: AppContext, actor: Member, id: number) {
  await ctx.db.transaction().execute(async (trx) => {
    const name = await deleteLinkRow(trx, id);
    if (name === null) throw notFound((language) => searchCatalog.in(language)('linkNotFound'));
    await auditAction(trx, actor, 'link.delete', id, { label: name });
  });
}
