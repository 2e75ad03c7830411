import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@dugout/shared';
import { useMember } from '../../../lib/auth/use-member';
import { paths } from '../../../lib/paths';
import { useOwnRequestCounts, type ProfileRequestKind } from '../api/get-own-request-counts';

const FORMS: { kind: ProfileRequestKind; to: string }[] = [
  { kind: 'jersey', to: paths.forms.jersey.href() },
  { kind: 'gift', to: paths.forms.gift.href() },
];

function RequestLink({ kind, to }: { kind: ProfileRequestKind; to: string }) {
  const { t } = useTranslation('profile');
  const counts = useOwnRequestCounts(kind, true);
  const status = counts.data
    ? counts.data.open + counts.data.fulfilled === 0
      ? t('requests.none')
      : t('requests.counts', { open: counts.data.open, fulfilled: counts.data.fulfilled })
    : null;
  return (
    <li>
      <Link className="requests-card__link" to={to}>
        <span className="requests-card__label">{t(`requests.${kind}`)}</span>
        <span className="requests-card__hint">{status ?? t(`requests.${kind}Hint`)}</span>
      </Link>
    </li>
  );
}

/**
 * "Your requests" on the profile: both request forms one tap away (the jersey form was once found
 * only by searching for it), each with how many of the member's items are open or ready.
 */
export function RequestsCard() {
  const { t } = useTranslation('profile');
  const member = useMember();
  if (!can(member, 'forms:submit')) return null;
  return (
    <section className="requests-card" aria-labelledby="profile-requests-title">
      <h2 id="profile-requests-title">{t('requests.title')}</h2>
      <p>{t('requests.intro')}</p>
      <ul className="requests-card__links">
        {FORMS.map((f) => (
          <RequestLink key={f.kind} {...f} />
        ))}
      </ul>
    </section>
  );
}
