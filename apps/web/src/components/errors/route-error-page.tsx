import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

/** What a page threw while rendering (or a lazy chunk that failed to load), with a retry. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorPage
      lead={t('errors.pageFailed')}
      message={message}
      onRetry={() => window.location.reload()}
    />
  );
}
