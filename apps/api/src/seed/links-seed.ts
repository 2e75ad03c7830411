import type { Db } from '../platform/db/database';

/**
 * The searchable links of the demo team (found by the global search box; admins edit them at
 * /api/admin/links). All fictional. A link shows to members holding one of its permissions.
 */
export const DEMO_LINKS = [
  {
    link_name: 'League Rules and Policies',
    url: 'https://www.milb.com/about/official-rules',
    viewable_permissions: ['site:admin', 'IT:admin', 'view:contacts', 'view:jerseyform'],
  },
  {
    link_name: 'Ticket Office: Family Tickets',
    url: 'https://tickets.riverhawks.test/families',
    viewable_permissions: ['site:admin', 'IT:admin', 'view:contacts', 'view:jerseyform'],
  },
  {
    link_name: 'Jersey Request Form',
    url: '/jerseyform',
    viewable_permissions: ['site:admin', 'IT:admin', 'view:jerseyform'],
  },
  {
    link_name: 'Season Gift Jacket Form',
    url: '/giftform',
    viewable_permissions: ['site:admin', 'IT:admin', 'view:jerseyform'],
  },
  {
    link_name: 'Send a Message to Families',
    url: '/message/send',
    viewable_permissions: ['site:admin', 'IT:admin'],
  },
  {
    link_name: 'Jersey Request Reports',
    url: '/jerseyadmin',
    viewable_permissions: ['site:admin', 'IT:admin'],
  },
];

export async function seedLinks(trx: Db): Promise<void> {
  const existing = await trx.selectFrom('searchable_links').select('id').limit(1).execute();
  if (existing.length) return;
  await trx.insertInto('searchable_links').values(DEMO_LINKS).execute();
}
