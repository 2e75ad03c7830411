import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { RequestForm } from '../components/request-form';
import '../forms.css';

/** Spec §2 /giftform. */
export default function GiftFormRoute() {
  const { t } = useTranslation('forms');
  return (
    <Page title={t('gift.title')}>
      <RequestForm kind="gift" />
    </Page>
  );
}
