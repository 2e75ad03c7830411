import type { Language } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { inviteEmail } from './contacts.emails';
import { contactsCatalog } from './contacts.locales';

export interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}

/**
 * Queues the invitations to sign in, in the caller's transaction: they are sent only if it
 * commits. One message in the ledger, one delivery (one ledger row) per invitee, each email in
 * the invitee's language. The caller wakes the outbox after the commit.
 */
export async function enqueueInvites(
  ctx: AppContext,
  trx: Db,
  invitedBy: string,
  invitees: readonly Invitee[],
): Promise<void> {
  if (invitees.length === 0) return;
  const team = ctx.config.TEAM_NAME;
  const ledger = (language: Language) =>
    contactsCatalog.in(language)('invite.ledgerBody', { team, count: invitees.length });
  await ctx.outbox.enqueue(trx, {
    kind: 'invite',
    messageTypes: 'Email',
    subject: contactsCatalog.in('en')('invite.subject', { team }),
    body: ledger('en'),
    bodyEs: ledger('es'),
    createdBy: invitedBy,
    deliveries: invitees.map((invitee) => {
      const mail = inviteEmail(invitee.language, {
        firstName: invitee.firstName,
        team,
        // In their language from the first page: the sign-in page reads `?lang=`.
        link: `${ctx.config.publicUrl}/login?lang=${invitee.language}`,
        email: invitee.email,
      });
      return {
        channel: 'email' as const,
        recipient: invitee.email,
        recipientLabel: `${invitee.firstName} ${invitee.lastName}`,
        language: invitee.language,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      };
    }),
  });
}
