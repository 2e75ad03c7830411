import { can, isAdmin, type SearchResults, type SearchableLinkInput } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
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

/**
 * The global search (spec §3 Search result): contacts, content, events and links whose text
 * holds the search text, ignoring case and accents, each kind filtered by what the member may see.
 */
export async function globalSearch(
  ctx: AppContext,
  member: Member,
  text: string,
): Promise<SearchResults> {
  const viewer = viewerOf(member);
  const n = SEARCH_LIMIT_PER_KIND;
  const [contacts, content, events, links] = await Promise.all([
    searchContacts(ctx.db, viewer, text, n),
    searchContent(ctx.db, viewer, text, n),
    searchEvents(ctx.db, viewer, text, n),
    searchLinks(ctx.db, viewer, text, n),
  ]);
  return {
    contacts: contacts.map((c) => ({
      id: c.id,
      firstName: c.first_name,
      lastName: c.last_name,
      relationToPlayer: c.relation_to_player,
      relatedPlayer: { name: c.related_player_name },
      alternateDescription: c.alternate_description,
      hideContactFromOthers: c.hide_contact_from_others,
    })),
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
    searchableLinks: links.map((l) => ({
      id: l.id,
      linkName: l.link_name,
      url: l.url,
      viewablePermissions: l.viewable_permissions,
    })),
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
