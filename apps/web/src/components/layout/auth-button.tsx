import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/session';
import { paths } from '../../lib/paths';

/** Log In (forced prompt, back to /) for guests, Log Out (back to the origin) for members. */
export function AuthButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { status, login, logout } = useSession();
  if (status === 'loading') return null;
  if (status === 'member') {
    return (
      <button
        type="button"
        className={`button button--ghost ${className}`}
        onClick={() => logout()}
      >
        {t('actions.logOut')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`button button--primary ${className}`}
      onClick={() => login(paths.home.href())}
    >
      {t('actions.logIn')}
    </button>
  );
}
