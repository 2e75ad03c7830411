import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';

/** Route shell: the content feature builds this page. */
export default function ContentListRoute() {
  const { t } = useTranslation('content');
  return <Page title={t('list.title')} />;
}
