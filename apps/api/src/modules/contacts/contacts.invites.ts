import type { Language } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { inviteEmail } from './contacts.emails';

/**
 * Queues the invitation to sign in, in the creating transaction: it is sent only if the contact
 * is saved. The caller wakes the outbox after the commit.
 */
export async function enqueueInvite(
  ctx: AppContext,
  trx: Db,
  invite: {
    invitedBy: string;
    firstName: string;
    lastName: string;
    email: string;
    language: Language;
  },
): Promise<void> {
  const mail = inviteEmail(invite.language, {
    firstName: invite.firstName,
    team: ctx.config.TEAM_NAME,
    // In their language from the first page: the sign-in page reads `?lang=`.
    link: `${ctx.config.publicUrl}/login?lang=${invite.language}`,
    email: invite.email,
  });
  await ctx.outbox.enqueue(trx, {
    kind: 'invite',
    messageTypes: 'Email',
    subject: mail.subject,
    body: mail.text,
    createdBy: invite.invitedBy,
    deliveries: [
      {
        channel: 'email',
        recipient: invite.email,
        recipientLabel: `${invite.firstName} ${invite.lastName}`,
        language: invite.language,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      },
    ],
  });
}
