import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';

/** Route shell: the profile feature builds this page. */
export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  return <Page title={t('title')} />;
}
