import { contactNotFound } from '../../platform/access/contacts';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import {
  accessOf,
  assertAccessChangeAllowed,
  isActiveSiteAdmin,
  lastSiteAdmin,
  NO_ACCESS,
} from './contacts.access';
import { recordAccessChange } from './contacts.access-audit';
import { deleteProfilePhotoQuietly } from './contacts.photos';
import {
  countActiveSiteAdmins,
  deleteContact,
  findAccessForUpdate,
  lockSiteAdminChanges,
} from './contacts.queries';
import { loadContactRow } from './contacts.read';
import { contactsCatalog } from './contacts.locales';
import { writeAudit } from '../../platform/audit.queries';

/** DELETE /api/contact/:id (contacts:manage): never your own, never the last site admin. */
export async function removeContact(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<{ id: string }> {
  const row = await loadContactRow(ctx, id);
  if (row.id === member.id) {
    throw badRequest((language) => contactsCatalog.in(language)('refusal.deleteSelf'));
  }
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    await lockSiteAdminChanges(trx);
    const locked = await findAccessForUpdate(trx, row.id);
    if (!locked) throw contactNotFound();
    const before = accessOf(locked);
    assertAccessChangeAllowed(member, before, NO_ACCESS);
    const gone = await deleteContact(trx, row.id);
    if (!gone) throw contactNotFound();
    if (isActiveSiteAdmin(before) && (await countActiveSiteAdmins(trx)) === 0) {
      throw lastSiteAdmin(null);
    }
    await recordAccessChange(trx, member, {
      subjectId: row.id,
      subjectName: `${locked.first_name} ${locked.last_name}`,
      reason: 'delete',
      before,
      after: NO_ACCESS,
    });
    await writeAudit(trx, {
      actorId: member.id,
      entity: 'contact',
      action: 'contact.delete',
      entityId: row.id,
      detail: { name: `${row.first_name} ${row.last_name}` },
    });
    return gone;
  });
  await deleteProfilePhotoQuietly(ctx, deleted);
  return { id: deleted.id };
}
