import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactImportResult } from '@dugout/shared';
import { InviteContactsButton } from '../../../components/invitations/invite-contacts-button';
import '../import-invite.css';

/**
 * After an import: the invitation of the contacts it created with an email, by the ids the
 * confirm answered (a child without one is named, not counted as a family). Nothing when there
 * is no one to invite.
 */
export function ImportInvite({ result }: { result: ContactImportResult }) {
  const { t } = useTranslation('invitations');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = result.invitableIds.length;
  const withoutEmail = result.createdIds.length - count;
  if (count === 0) return null;
  return (
    <section className="import-invite" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('imported.heading')}
      </h2>
      <p>{t('imported.intro')}</p>
      {withoutEmail > 0 && <p>{t('imported.withoutEmail', { count: withoutEmail })}</p>}
      <InviteContactsButton
        label={t('imported.invite', { count })}
        count={count}
        ids={() => Promise.resolve(result.invitableIds)}
      />
    </section>
  );
}
