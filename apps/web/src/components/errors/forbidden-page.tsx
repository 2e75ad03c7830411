import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccessHelp } from './access-help';

/** Shown to a signed-in member who lacks the permission a page needs (the server refuses too). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forbidden.title'));
  return (
    <div className="page status-page">
      <div className="page__header">
        <h1 className="page__title">{t('forbidden.message')}</h1>
      </div>
      <AccessHelp />
      <div className="status-page__actions">
        <Link className="button button--secondary" to={paths.home.href()}>
          {t('actions.goHome')}
        </Link>
      </div>
    </div>
  );
}
