import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../lib/paths';
import '../home.css';

// Its own chunk: guests never download it.
const MemberHomeSections = lazy(() => import('../components/member-home-sections'));

/** Spec route "/": the welcome and Log In for guests; the members' home when signed in. */
export default function HomeRoute() {
  const { t } = useTranslation(['home', 'common']);
  const { status, member, login } = useSession();
  const { teamName } = useConfig();
  useDocumentTitle(t('title'));

  if (status !== 'member' || !member) {
    return (
      <div className="page guest-home">
        <h1 className="guest-home__title">{t('guest.heading', { team: teamName })}</h1>
        <p className="guest-home__text">{t('guest.text')}</p>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => login(paths.home.href())}
        >
          {t('common:actions.logIn')}
        </button>
      </div>
    );
  }

  const firstName = member.name?.trim().split(/\s+/)[0];
  return (
    <div className="page member-home">
      <h1 className="page__title">
        {firstName ? t('member.heading', { name: firstName }) : t('member.headingNoName')}
      </h1>
      {/* The main area is a screen tall (layout.css): nothing below moves when these arrive. */}
      <Suspense fallback={null}>
        <MemberHomeSections />
      </Suspense>
    </div>
  );
}
