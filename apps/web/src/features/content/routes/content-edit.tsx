import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useContentItem } from '../api/get-content-item';
import { ContentForm } from '../components/content-form';
import '../content.css';

/** Spec route /content/edit/{id}: 'Edit Content', loaded by id. */
export default function ContentEditRoute() {
  const { t } = useTranslation('content');
  const { id = '' } = useParams();
  const { data, isPending, error } = useContentItem(id);
  return (
    <Page title={t('edit.title')}>
      {isPending ? (
        <Spinner label={t('edit.loading')} />
      ) : error ? (
        <div className="notice notice--error" role="alert">
          <p>{error.message}</p>
        </div>
      ) : (
        // Keyed by id: another item gets a fresh form.
        <ContentForm key={data.id} item={data} />
      )}
    </Page>
  );
}
