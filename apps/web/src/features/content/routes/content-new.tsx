import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { ContentForm } from '../components/content-form';
import '../content.css';

/** Spec route /content/new: 'Add Content'. */
export default function ContentNewRoute() {
  const { t } = useTranslation('content');
  return (
    <Page title={t('new.title')}>
      <ContentForm />
    </Page>
  );
}
