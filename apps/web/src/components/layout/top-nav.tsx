import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth/session';
import { useConfig } from '../../lib/config';
import { paths } from '../../lib/paths';
import { AuthButton } from './auth-button';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';
import { SearchSlot } from './search-slot';
import { TeamLogo } from './team-logo';
import { useMobileMenu } from './use-mobile-menu';
import { useNavTabs } from './use-nav-tabs';

const MOBILE_MENU_ID = 'mobile-menu';

export function TopNav() {
  const { t } = useTranslation('layout');
  const { teamName } = useConfig();
  const { status } = useSession();
  const tabs = useNavTabs();
  const menu = useMobileMenu();

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to={paths.home.href()}
          className="brand"
          aria-label={t('brandHome', { team: teamName })}
        >
          <TeamLogo />
          <span className="brand__name">{teamName}</span>
        </Link>

        <nav className="site-nav" aria-label={t('nav.label')}>
          <NavLinks tabs={tabs} className="site-nav__list" />
        </nav>

        {status === 'member' ? <SearchSlot /> : null}

        <div className="site-header__actions">
          <LanguageSwitcher className="desktop-only" />
          <AuthButton className="desktop-only" />
          <button
            ref={menu.toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menu.open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menu.open ? t('menu.close') : t('menu.open')}
            onClick={menu.toggle}
          >
            <span
              className={menu.open ? 'menu-icon menu-icon--open' : 'menu-icon'}
              aria-hidden="true"
            >
              <span />
              <span />
              <span />
            </span>
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} className="mobile-menu" hidden={!menu.open}>
        <nav aria-label={t('menu.label')}>
          <NavLinks tabs={tabs} className="mobile-menu__list" onNavigate={menu.close} />
        </nav>
        <div className="mobile-menu__footer">
          <LanguageSwitcher />
          <AuthButton className="button--block" />
        </div>
      </div>
    </header>
  );
}
