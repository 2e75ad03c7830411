import { relationFromInput, type ContactUpdateInput } from '@dugout/shared';
import { localizedError } from '../../platform/errors';
import { blank, type ContactRow } from './contacts.mapping';
import { contactsCatalog } from './contacts.locales';

type LockedLabel = keyof (typeof contactsCatalog.locales.en)['refusal']['adminOnly'];

/** The owner may not change these; sending the stored value back (the whole form) is fine. */
export function assertOwnerLeavesLockedFieldsAlone(
  row: ContactRow,
  body: ContactUpdateInput,
): void {
  const locked = (field: string, label: LockedLabel) =>
    localizedError(
      403,
      'forbidden',
      (language) => contactsCatalog.in(language)(`refusal.adminOnly.${label}`),
      field,
    );
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
    throw locked('isConnectedToPlayer', 'playerLink');
  }
  if (
    body.relatedPlayer !== undefined &&
    (body.relatedPlayer?.id ?? null) !== row.related_player_id
  ) {
    throw locked('relatedPlayer', 'playerLink');
  }
  if (
    body.relationToPlayer !== undefined &&
    // The form sends the code back; an old client the English word: the same relation.
    (relationFromInput(body.relationToPlayer) ?? blank(body.relationToPlayer)) !==
      row.relation_to_player
  ) {
    throw locked('relationToPlayer', 'relation');
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
    throw locked('hideContactFromOthers', 'hideFlag');
  }
  if (body.isSiteUser !== undefined && body.isSiteUser !== row.is_site_user) {
    throw locked('isSiteUser', 'siteUser');
  }
}
