import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** Catches what a route throws while rendering (or a lazy chunk that fails to load). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(error);
  return (
    <ErrorPage
      lead={t('errors.pageFailed')}
      message={message}
      onRetry={() => window.location.reload()}
    />
  );
}
