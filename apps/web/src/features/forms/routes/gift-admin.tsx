import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';

/** Route shell: the forms feature builds this page. */
export default function GiftAdminRoute() {
  const { t } = useTranslation('forms');
  return <Page title={t('giftAdmin.title')} />;
}
