import type { Db } from '../../platform/db/database';
import {
  accessChanges,
  accessOf,
  findAccessForUpdate,
  findContactIdByEmail,
  hasChanges,
  insertContact,
  lockSiteAdminChanges,
  updateContact,
  type Access,
} from '../contacts/index';
import { writeAccessChange } from '../../platform/access-audit.queries';

/**
 * ADMIN_EMAILS names the first admins of a new deployment: at every start each is made a site
 * admin who can sign in (created if missing, marked as needing a name: the portal asks them for
 * theirs at their first sign-in). What that changes is written to the audit log with
 * the system as the actor; a start that changes nothing writes nothing. Each
 * address in one transaction under the site-admin lock, so replicas starting together agree.
 */
export async function ensureAdmins(db: Db, emails: string[]): Promise<void> {
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!email) continue;
    await db.transaction().execute(async (trx) => {
      await lockSiteAdminChanges(trx);
      const id = await findContactIdByEmail(trx, email);
      const locked = id ? await findAccessForUpdate(trx, id) : undefined;
      let before: Access | null = null;
      let subjectId: string;
      let subjectName: string;
      if (locked) {
        before = accessOf(locked);
        subjectId = locked.id;
        subjectName = `${locked.first_name} ${locked.last_name}`;
        if (before.isSiteUser && before.permissions.includes('site:admin')) return;
        await updateContact(trx, locked.id, {
          is_site_user: true,
          permissions: [...new Set([...locked.permissions, 'site:admin'])],
        });
      } else {
        const firstName = email.split('@')[0] || 'Admin';
        subjectId = (
          await insertContact(trx, {
            first_name: firstName,
            last_name: '',
            email,
            language: 'en',
            is_site_user: true,
            permissions: ['site:admin'],
            // A name made from the address: the portal asks them for theirs at sign-in.
            needs_name: true,
          })
        ).id;
        subjectName = firstName;
      }
      const after = await findAccessForUpdate(trx, subjectId);
      const changes = accessChanges(before, after ? accessOf(after) : null);
      if (!hasChanges(changes)) return;
      await writeAccessChange(trx, {
        actorId: null,
        subjectId,
        detail: { reason: 'startup', actorName: null, subjectName: subjectName.trim(), changes },
      });
    });
  }
}
