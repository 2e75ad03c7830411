import { useTranslation } from 'react-i18next';

/**
 * Whether a contact's phone was confirmed with the code texted to it (texts go to it, and its
 * replies count, only then). `named`: say "Phone" too, where no Phone label is beside it.
 */
export function PhoneVerifiedBadge({
  verified,
  named = false,
}: {
  verified: boolean;
  named?: boolean;
}) {
  const { t } = useTranslation('contactCard');
  const key = verified ? 'verified' : 'unverified';
  return (
    <span className={`phone-badge phone-badge--${key}`}>
      {t(named ? `phoneBadge.named.${key}` : `phoneBadge.${key}`)}
    </span>
  );
}
