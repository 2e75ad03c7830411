import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { RequestsTable } from '../components/requests-table';
import '../forms.css';

/** /jerseyadmin: every request, sortable, with its CSV report. */
export default function JerseyAdminRoute() {
  const { t } = useTranslation('forms');
  return (
    <Page title={t('jerseyAdmin.title')}>
      <RequestsTable kind="jersey" />
    </Page>
  );
}
