import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../lib/config';
import { paths } from '../../lib/paths';

function isExternal(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  const { teamName, links } = useConfig();
  const termsExternal = isExternal(links.termsOfService);
  const newTab = <span className="visually-hidden"> {tc('newTab')}</span>;

  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            {termsExternal ? (
              <a href={links.termsOfService} target="_blank" rel="noopener noreferrer">
                {t('footer.terms')}
                {newTab}
              </a>
            ) : (
              // The portal's own page (TERMS_URL's default, /terms): no reload.
              <Link to={links.termsOfService}>{t('footer.terms')}</Link>
            )}
          </li>
          <li>
            {/* An external league page: a new tab, without giving it access to this window. */}
            <a href={links.privacyPolicy} target="_blank" rel="noopener noreferrer">
              {t('footer.privacy')}
              {newTab}
            </a>
          </li>
          <li>
            <Link to={paths.home.href()}>{t('footer.home')}</Link>
          </li>
          <li>
            <a href={`mailto:${links.contactEmail}`}>{t('footer.contact')}</a>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), team: teamName })}
      </p>
    </footer>
  );
}
