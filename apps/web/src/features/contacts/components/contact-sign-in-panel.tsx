import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@dugout/shared';
import { SignInBadge, useShortDate } from '../../../components/contacts/sign-in-badge';
import { Spinner } from '../../../components/ui/spinner';
import { useInviteContact } from '../../../lib/api/invite-contacts';

/**
 * Admins, on a contact's card: where they stand with signing in, and the invitation, sent (or
 * sent again) one at a time. It turns sign-in on when it is off; the server audits that.
 */
export function ContactSignInPanel({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const shortDate = useShortDate();
  const headingId = useId();
  const invite = useInviteContact(contact.id);
  const signIn = contact.signIn;
  if (!signIn) return null;
  const send = () =>
    invite.mutate(undefined, {
      onSuccess: () => toast.success(t('detail.signIn.sent', { email: contact.email })),
      onError: (error) => toast.error(error.message),
    });
  return (
    <section className="contact-sign-in" aria-labelledby={headingId}>
      <h3 id={headingId} className="contact-sign-in__title">
        {t('detail.signIn.title')}
      </h3>
      <div className="contact-sign-in__state">
        <SignInBadge signIn={signIn} />
        {signIn.lastSignedInAt ? (
          <span>{t('detail.signIn.lastSignedIn', { date: shortDate(signIn.lastSignedInAt) })}</span>
        ) : null}
        {signIn.invitedAt && signIn.status !== 'invited' ? (
          <span>{t('detail.signIn.invitedOn', { date: shortDate(signIn.invitedAt) })}</span>
        ) : null}
      </div>
      {contact.email ? (
        <div className="contact-sign-in__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={send}
            disabled={invite.isPending}
            aria-busy={invite.isPending}
          >
            {invite.isPending ? <Spinner size="sm" label={t('detail.signIn.inviting')} /> : null}
            {signIn.invitedAt ? t('detail.signIn.inviteAgain') : t('detail.signIn.invite')}
          </button>
          {contact.isSiteUser ? null : <p className="field__hint">{t('detail.signIn.turnsOn')}</p>}
        </div>
      ) : (
        <p className="field__hint">{t('detail.signIn.noEmail')}</p>
      )}
    </section>
  );
}
