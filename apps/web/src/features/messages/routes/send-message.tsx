import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';

/** Route shell: the messages feature builds this page. */
export default function SendMessageRoute() {
  const { t } = useTranslation('messages');
  return <Page title={t('send.title')} />;
}
