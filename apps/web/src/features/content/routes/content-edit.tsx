import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';

/** Route shell: the content feature builds this page. */
export default function ContentEditRoute() {
  const { t } = useTranslation('content');
  return <Page title={t('edit.title')} />;
}
