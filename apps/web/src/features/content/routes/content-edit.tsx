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
  const { data, error, refetch } = useContentItem(id);
  return (
    <Page title={t('edit.title')}>
      {data ? (
        // Keyed by id: another item gets a fresh form. Once loaded, the form stays: a later
        // refetch (or its failure) never replaces it.
        <ContentForm
          key={data.data.id}
          loaded={data}
          refetch={() => {
            refetch();
          }}
        />
      ) : error ? (
        <div className="notice notice--error" role="alert">
          <p>{error.message}</p>
        </div>
      ) : (
        <Spinner label={t('edit.loading')} />
      )}
    </Page>
  );
}
