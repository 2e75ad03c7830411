import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { OwnRequests } from '../components/own-requests';
import { RequestForm } from '../components/request-form';
import '../forms.css';

/** /giftform, with the member's own requests below it. */
export default function GiftFormRoute() {
  const { t } = useTranslation('forms');
  return (
    <Page title={t('gift.title')}>
      <RequestForm kind="gift" />
      <OwnRequests kind="gift" />
    </Page>
  );
}
