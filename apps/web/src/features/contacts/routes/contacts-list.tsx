import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { useConfig } from '../../../lib/config';

/** Route shell: the contacts feature builds this page. */
export default function ContactsListRoute() {
  const { t } = useTranslation('contacts');
  const { teamName } = useConfig();
  return <Page title={t('list.title', { team: teamName })} />;
}
