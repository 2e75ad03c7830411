import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Page } from '../layout/page';

/** The Error page: the title "Error" and the error message. */
export function ErrorPage({
  lead,
  message,
  onRetry,
  retryLabel,
}: {
  /** A short line saying what failed ("Login failed"). */
  lead?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Page title={t('errors.title')} className="status-page">
      <div role="alert" className="status-page__body">
        {lead ? <p className="status-page__lead">{lead}</p> : null}
        <p className="status-page__message">{message}</p>
      </div>
      <div className="status-page__actions">
        {onRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {retryLabel ?? t('actions.tryAgain')}
          </button>
        ) : null}
        <Link className="button button--secondary" to={paths.home.href()}>
          {t('actions.goHome')}
        </Link>
      </div>
    </Page>
  );
}
