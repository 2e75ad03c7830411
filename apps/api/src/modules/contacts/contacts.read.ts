import type { Affiliation, Contact } from '@dugout/shared';
import {
  assertCanOpenDirectory,
  assertCanSeeContact,
  canEditContact,
  contactNotFound,
  isSelfOrHousehold,
} from '../../platform/access/contacts';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import { smsOptOutOf } from '../../platform/outbox/sms-opt-outs.queries';
import type { Versioned } from '../../platform/row-version';
import { toContact, toEditableContact, type ContactRow } from './contacts.mapping';
import { findContact, listAffiliations } from './contacts.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contact's row, or 404 (also for an id that is not a uuid). */
export async function loadContactRow(ctx: AppContext, id: string): Promise<ContactRow> {
  if (!UUID.test(id)) throw contactNotFound();
  const row = await findContact(ctx.db, id);
  if (!row) throw contactNotFound();
  return row;
}

export async function getContact(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<Versioned<Contact>> {
  // Without view:contacts only your own contact and your household's exist for you: refuse
  // before looking.
  if (!isSelfOrHousehold(member, id)) assertCanOpenDirectory(member);
  const row = await loadContactRow(ctx, id);
  assertCanSeeContact(member, row);
  // Private fields (sign-in, permissions, a STOP to texts) go to those who may edit the contact.
  const canEdit = canEditContact(member, row);
  const contact = canEdit ? await toEditableContact(ctx, row) : await toContact(ctx, row, false);
  if (canEdit && row.phone) {
    const optOut = await smsOptOutOf(ctx.db, row.phone);
    contact.smsOptOut = optOut
      ? { source: optOut.source, optedOutAt: optOut.optedOutAt.toISOString() }
      : null;
  }
  return { item: contact, version: row.version };
}

export async function contactAffiliations(ctx: AppContext): Promise<Affiliation[]> {
  return listAffiliations(ctx.db);
}
