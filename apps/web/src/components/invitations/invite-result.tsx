import { useTranslation } from 'react-i18next';
import type { ContactInviteResult } from '@dugout/shared';

/** What an invitation to many did: how many were sent, and who was left out and why. */
export function InviteResult({ result }: { result: ContactInviteResult }) {
  const { t } = useTranslation('invitations');
  const skipped = result.outcomes.filter((o) => !o.invited);
  return (
    <div className="invite-result" role="status">
      <p className="invite-result__sent">
        {result.invited > 0 ? t('result.invited', { count: result.invited }) : t('result.none')}
      </p>
      {skipped.length > 0 ? (
        <>
          <p className="invite-result__skipped">{t('result.skipped', { count: skipped.length })}</p>
          <ul className="invite-result__list">
            {skipped.map((o) => (
              <li key={o.id}>
                {t('result.skippedLine', {
                  name: o.name || t('result.unknown'),
                  reason: o.skipped?.reason ?? '',
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
