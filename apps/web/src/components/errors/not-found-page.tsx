import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Page } from '../layout/page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} className="status-page">
      <p className="status-page__message">{t('notFound.message')}</p>
      <div className="status-page__actions">
        <Link className="button button--primary" to={paths.home.href()}>
          {t('actions.goHome')}
        </Link>
      </div>
    </Page>
  );
}
