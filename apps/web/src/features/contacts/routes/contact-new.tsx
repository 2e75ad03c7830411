import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';

/** Route shell: the contacts feature builds this page. */
export default function ContactNewRoute() {
  const { t } = useTranslation('contacts');
  return <Page title={t('new.title')} />;
}
