import {
  type ContactInviteOutcome,
  type ContactInviteResult,
  type InviteSkipReason,
  type Language,
} from '@dugout/shared';
import { canEditContact, contactNotFound } from '../../platform/access/contacts';
import type { Member } from '../../platform/auth/access-policy';
import { writeAuditRows } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import { accessOf, assertAccessChangeAllowed, type Access } from './contacts.access';
import { recordAccessChange } from './contacts.access-audit';
import { inviteesForUpdate, markInvited, type InviteeRow } from './contacts.invite.queries';
import { enqueueInvites } from './contacts.invites';
import { contactsCatalog } from './contacts.locales';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const nameOf = (row: InviteeRow) => `${row.first_name} ${row.last_name}`.trim();
const withSignIn = (before: Access): Access => ({ ...before, isSiteUser: true });

/** Why a contact cannot be invited, as the single call refuses it; null when it can. */
function whyNot(
  member: Member,
  row: InviteeRow | undefined,
): { code: InviteSkipReason; error: AppError } | null {
  // Admins may edit every contact; asked of the access layer all the same.
  if (!row || !canEditContact(member, row)) return { code: 'not_found', error: contactNotFound() };
  if (!row.email) {
    const error = badRequest(
      (language) => contactsCatalog.in(language)('refusal.inviteNeedsEmail'),
      'email',
    );
    return { code: 'no_email', error };
  }
  const before = accessOf(row);
  try {
    // An IT admin's sign-in is turned on by an IT admin only.
    assertAccessChangeAllowed(member, before, withSignIn(before));
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 403)
      return { code: 'it_admin_only', error: err };
    throw err;
  }
  return null;
}

/**
 * Invites contacts that exist to sign in, all in
 * one transaction: turns their sign-in on where it was off (audited as an access change, under
 * the same rules as the contact form), remembers when they were invited, and queues one email
 * each, in their language. `strict` (one contact): a contact that cannot be invited is refused
 * with the status the form would get; otherwise it is left out and said why, in `language`.
 */
async function invite(
  ctx: AppContext,
  member: Member,
  ids: readonly string[],
  language: Language,
  strict: boolean,
): Promise<ContactInviteResult> {
  const outcomes = await ctx.db.transaction().execute(async (trx) => {
    const rows = new Map((await inviteesForUpdate(trx, ids)).map((r) => [r.id, r]));
    const outcomes: ContactInviteOutcome[] = [];
    const invitees: InviteeRow[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      const skip = whyNot(member, row);
      if (skip && strict) throw skip.error;
      if (skip) {
        const reason = contactsCatalog.in(language)(`inviteSkipped.${skip.code}`);
        outcomes.push({
          id,
          name: row ? nameOf(row) : '',
          invited: false,
          skipped: { code: skip.code, reason },
        });
        continue;
      }
      invitees.push(row!);
      outcomes.push({ id, name: nameOf(row!), invited: true, skipped: null });
    }
    await markInvited(
      trx,
      invitees.map((r) => r.id),
    );
    for (const row of invitees) {
      const before = accessOf(row);
      await recordAccessChange(trx, member, {
        subjectId: row.id,
        subjectName: nameOf(row),
        reason: 'invite',
        before,
        after: withSignIn(before),
      });
    }
    await writeAuditRows(
      trx,
      invitees.map((row) => ({
        actorId: member.id,
        action: 'contact.invite',
        entity: 'contact',
        entityId: row.id,
        detail: { signInTurnedOn: !row.is_site_user },
      })),
    );
    await enqueueInvites(
      ctx,
      trx,
      member.id,
      invitees.map((row) => ({
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email!,
        language: pickLanguage(row.language),
      })),
    );
    return outcomes;
  });
  const invited = outcomes.filter((o) => o.invited).length;
  if (invited > 0) ctx.outbox.notify();
  return { invited, skipped: outcomes.length - invited, outcomes };
}

/** POST /api/contacts/:id/invite: 404 for no such contact, 400 without an email. */
export async function inviteContact(
  ctx: AppContext,
  member: Member,
  id: string,
  language: Language,
): Promise<ContactInviteResult> {
  if (!UUID.test(id)) throw contactNotFound();
  return invite(ctx, member, [id.toLowerCase()], language, true);
}

/** POST /api/contacts/invite: each contact invited, or left out with the reason. */
export async function inviteContacts(
  ctx: AppContext,
  member: Member,
  ids: readonly string[],
  language: Language,
): Promise<ContactInviteResult> {
  return invite(ctx, member, [...new Set(ids.map((id) => id.toLowerCase()))], language, false);
}
