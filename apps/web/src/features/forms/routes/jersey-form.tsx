import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { OwnRequests } from '../components/own-requests';
import { RequestForm } from '../components/request-form';
import '../forms.css';

/** /jerseyform, with the member's own requests below it. */
export default function JerseyFormRoute() {
  const { t } = useTranslation('forms');
  return (
    <Page title={t('jersey.title')}>
      <RequestForm kind="jersey" />
      <OwnRequests kind="jersey" />
    </Page>
  );
}
