import type { ContactUpdateInput } from '@dugout/shared';
import { AppError } from '../../platform/errors';
import { blank, type ContactRow } from './contacts.mapping';

/** The owner may not change these; sending the stored value back (the whole form) is fine. */
export function assertOwnerLeavesLockedFieldsAlone(
  row: ContactRow,
  body: ContactUpdateInput,
): void {
  const locked = (field: string, label: string) =>
    new AppError(403, 'forbidden', `Only an administrator can change the ${label}`, field);
  const sameText = (a: string | null | undefined, b: string | null) => blank(a) === blank(b);
  if (body.permissions !== undefined) {
    const a = [...new Set(body.permissions)].sort().join(',');
    const b = [...new Set(row.permissions)].sort().join(',');
    if (a !== b) throw locked('permissions', 'permissions');
  }
  if (body.affiliation !== undefined && (body.affiliation?.id ?? null) !== row.affiliation_id) {
    throw locked('affiliation', 'affiliation');
  }
  if (
    body.isConnectedToPlayer !== undefined &&
    body.isConnectedToPlayer !== row.is_connected_to_player
  ) {
    throw locked('isConnectedToPlayer', 'player link');
  }
  if (
    body.relatedPlayer !== undefined &&
    (body.relatedPlayer?.id ?? null) !== row.related_player_id
  ) {
    throw locked('relatedPlayer', 'player link');
  }
  if (
    body.relationToPlayer !== undefined &&
    !sameText(body.relationToPlayer, row.relation_to_player)
  ) {
    throw locked('relationToPlayer', 'relation to the player');
  }
  if (
    body.alternateDescription !== undefined &&
    !sameText(body.alternateDescription, row.alternate_description)
  ) {
    throw locked('alternateDescription', 'description');
  }
  if (
    body.hideContactFromOthers !== undefined &&
    body.hideContactFromOthers !== row.hide_contact_from_others
  ) {
    throw locked('hideContactFromOthers', 'hide flag');
  }
  if (body.isSiteUser !== undefined && body.isSiteUser !== row.is_site_user) {
    throw locked('isSiteUser', 'site user flag');
  }
}
