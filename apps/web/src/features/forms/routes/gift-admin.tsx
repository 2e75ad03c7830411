import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { RequestsTable } from '../components/requests-table';
import '../forms.css';

/** /giftadmin: every request, sortable, with its CSV report. */
export default function GiftAdminRoute() {
  const { t } = useTranslation('forms');
  return (
    <Page title={t('giftAdmin.title')}>
      <RequestsTable kind="gift" />
    </Page>
  );
}
