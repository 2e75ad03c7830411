import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { RequestForm } from '../components/request-form';
import '../forms.css';

/** Spec §2 /jerseyform. */
export default function JerseyFormRoute() {
  const { t } = useTranslation('forms');
  return (
    <Page title={t('jersey.title')}>
      <RequestForm kind="jersey" />
    </Page>
  );
}
