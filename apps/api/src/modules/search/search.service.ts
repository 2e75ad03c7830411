import { can, isAdmin, type SearchResults, type SearchableLinkInput } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { audienceKey, VersionedCache } from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { signContentLinks } from '../content/content-links';
import {
  listLinks,
  searchContacts,
  searchContent,
  searchEvents,
  searchLinks,
  type Viewer,
} from './search.queries';

export const SEARCH_LIMIT_PER_KIND = 10;

function viewerOf(member: Member): Viewer {
  return {
    id: member.id,
    admin: isAdmin(member),
    directory: can(member, 'contacts:view'),
    affiliationId: member.affiliationId,
    permissions: member.permissions,
  };
}

type ContactHit = Awaited<ReturnType<typeof searchContacts>>[number];

function contactOut(c: ContactHit): SearchResults['contacts'][number] {
  return {
    id: c.id,
    firstName: c.first_name,
    lastName: c.last_name,
    relationToPlayer: c.relation_to_player,
    relatedPlayer: { name: c.related_player_name },
    alternateDescription: c.alternate_description,
    hideContactFromOthers: c.hide_contact_from_others,
  };
}

/**
 * The global search (spec §3 Search result): contacts, content and events whose text holds the
 * search text, ignoring case and accents, and the links the member's permissions open, each kind
 * filtered by what the member may see.
 *
 * Everything but a non-admin's contacts depends only on the member's audience and permissions,
 * so it is kept per (class, exact text) until the shared data changes: the combobox asks for
 * "m", "ma", "mar" as families type the same names. A non-admin's contacts are looked up each
 * time, because a member always finds their own contact, hidden or not.
 */
export function createGlobalSearch(ctx: AppContext) {
  const shared = new VersionedCache<Omit<SearchResults, 'contacts'> & { contacts?: ContactHit[] }>(
    'search',
    ctx.caches,
    { maxAgeMs: 10 * 60_000, maxEntries: 2_000 },
  );
  const n = SEARCH_LIMIT_PER_KIND;

  return async (member: Member, text: string, version: string): Promise<SearchResults> => {
    const viewer = viewerOf(member);
    const classKey = [
      audienceKey(member),
      viewer.directory ? 'directory' : '',
      [...new Set(member.permissions)].sort().join(','),
      text,
    ].join('\u0000');
    const [common, memberContacts] = await Promise.all([
      shared.get(classKey, version, async () => {
        const [contacts, content, events, links] = await Promise.all([
          viewer.admin ? searchContacts(ctx.db, viewer, text, n) : undefined,
          searchContent(ctx.db, viewer, text, n),
          searchEvents(ctx.db, viewer, text, n),
          searchLinks(ctx.db, viewer, text, n),
        ]);
        return {
          ...(contacts ? { contacts } : {}),
          content: await Promise.all(
            content.map(async (c) => ({
              id: c.id,
              description: c.description,
              blobUrlAccessible: (await signContentLinks(ctx.blobs, c)).blobUrlAccessible,
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
      }),
      viewer.admin ? undefined : searchContacts(ctx.db, viewer, text, n),
    ]);
    const { contacts, ...rest } = common;
    return { ...rest, contacts: (memberContacts ?? contacts ?? []).map(contactOut) };
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

export async function allLinks(ctx: AppContext) {
  return (await listLinks(ctx.db)).map(linkOut);
}

export async function createLink(ctx: AppContext, input: Required<SearchableLinkInput>) {
  const row = await ctx.db
    .insertInto('searchable_links')
    .values({
      link_name: input.linkName,
      url: input.url,
      viewable_permissions: [...new Set(input.viewablePermissions)],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return linkOut(row);
}

export async function updateLink(
  ctx: AppContext,
  id: number,
  input: Required<SearchableLinkInput>,
) {
  const row = await ctx.db
    .updateTable('searchable_links')
    .set({
      link_name: input.linkName,
      url: input.url,
      viewable_permissions: [...new Set(input.viewablePermissions)],
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('The link');
  return linkOut(row);
}

export async function deleteLink(ctx: AppContext, id: number) {
  const row = await ctx.db
    .deleteFrom('searchable_links')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('The link');
}
