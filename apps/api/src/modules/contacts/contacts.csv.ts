import { formatPhone, relationLabel, toCsv, type Language } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { listContacts } from './contacts.queries';
import type { Viewer } from '../../platform/access/viewer';

const HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Language',
  'Affiliation',
  'Relation To Player',
  'Player',
  'Player Or Coach',
  'Description',
  'Site User',
  'Connected To Player',
  'Hidden From Others',
  'Permissions',
  'Twitter',
  'Instagram',
  'TikTok',
];

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * contact-report.csv: UTF-8 with a BOM (Excel shows accents), formulas neutralised. The relation
 * is written as the reader sees it on a card, in `language` (the import reads both).
 */
export async function contactsCsv(
  ctx: AppContext,
  viewer: Viewer,
  language: Language,
): Promise<string> {
  const rows = await listContacts(ctx.db, viewer);
  const records = rows.map((r) => [
    r.first_name,
    r.last_name,
    r.email ?? '',
    formatPhone(r.phone),
    r.language,
    r.affiliation_name ?? '',
    r.relation_to_player ? relationLabel(r.relation_to_player, language) : '',
    r.related_player_name ?? '',
    r.related_player_id === null ? '' : r.related_player_is_coach ? 'Coach' : 'Player',
    r.alternate_description ?? '',
    yesNo(r.is_site_user),
    yesNo(r.is_connected_to_player),
    yesNo(r.hide_contact_from_others),
    r.permissions.join(' '),
    r.twitter ?? '',
    r.insta ?? '',
    r.tiktok ?? '',
  ]);
  // Neutralised and quoted cell by cell (a line break inside a name stays in its cell).
  return toCsv([HEADER, ...records]);
}
