import { useTranslation } from 'react-i18next';
import type { SignInState } from '@dugout/shared';

/** A day as the reader writes it ("Mar 3, 2026", "3 mar 2026"). */
export function useShortDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
}

/**
 * Admins: whether the contact was invited to sign in, and whether they have (packages/shared
 * signInStatus decides which).
 */
export function SignInBadge({ signIn }: { signIn: SignInState }) {
  const { t } = useTranslation('contactCard');
  const shortDate = useShortDate();
  const { status, invitedAt } = signIn;
  const text =
    status === 'invited'
      ? t('signInBadge.invited', { date: invitedAt ? shortDate(invitedAt) : '' })
      : t(`signInBadge.${status}`);
  return <span className={`sign-in-badge sign-in-badge--${status}`}>{text}</span>;
}
