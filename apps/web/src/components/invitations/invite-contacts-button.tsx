import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../modal/confirm-dialog';
import { useInviteContacts } from '../../lib/api/invite-contacts';
import { InviteResult } from './invite-result';
import './invitations.css';

/**
 * Invites many contacts to sign in, after a confirmation (emails go out): the directory's "Not
 * yet invited" and an import's new families. `ids` finds them when the admin confirms.
 */
export function InviteContactsButton({
  label,
  count,
  ids,
}: {
  label: string;
  /** How many the button names (the confirmation says it again). */
  count: number;
  ids: () => Promise<readonly string[]>;
}) {
  const { t } = useTranslation('invitations');
  const [confirming, setConfirming] = useState(false);
  const invite = useInviteContacts();
  return (
    <div className="invite-contacts">
      {/* Once sent, the result stays and the button goes: a second click would mail them again. */}
      {count > 0 && !invite.isSuccess ? (
        <button
          type="button"
          className="button button--primary"
          disabled={invite.isPending}
          onClick={() => {
            invite.reset();
            setConfirming(true);
          }}
        >
          {label}
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('confirm.title')}
          cancelLabel={t('confirm.cancel')}
          confirmLabel={t('confirm.send', { count })}
          busyLabel={t('confirm.sending')}
          busy={invite.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => invite.mutate(ids, { onSettled: () => setConfirming(false) })}
        >
          <p>{t('confirm.text', { count })}</p>
        </ConfirmDialog>
      ) : null}
      {invite.data ? <InviteResult result={invite.data} /> : null}
      {invite.error ? (
        <p className="notice notice--error" role="alert">
          {invite.error.message}
        </p>
      ) : null}
    </div>
  );
}
