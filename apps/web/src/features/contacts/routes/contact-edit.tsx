import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCanEditContact } from '../../../components/contacts/contact-card';
import { ForbiddenPage } from '../../../components/errors/forbidden-page';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useVersionedContact } from '../../../lib/api/contacts';
import { ContactForm } from '../components/contact-form';
import '../contacts.css';

/** Spec route /contacts/edit/{id}: admins, the contact's owner, or a guardian of a child. */
export default function ContactEditRoute() {
  const { t } = useTranslation('contacts');
  const { id = '' } = useParams();
  const allowed = useCanEditContact({ id });
  const contact = useVersionedContact(allowed ? id : null);
  const { refetch } = contact;
  if (allowed === false) return <ForbiddenPage />;
  return (
    <Page title={t('edit.title')}>
      {/* Filled from this visit's answer, not the card's cached copy (its version may be older).
          Once loaded, the form stays: a later refetch (or its failure) never replaces it. */}
      {contact.data && contact.isFetchedAfterMount ? (
        <ContactForm
          key={contact.data.data.id}
          loaded={contact.data}
          refetch={() => {
            refetch();
          }}
        />
      ) : contact.isError ? (
        <p className="notice notice--error" role="alert">
          {contact.error.message}
        </p>
      ) : (
        <div className="contacts-status">
          <Spinner size="lg" label={t('edit.loading')} />
        </div>
      )}
    </Page>
  );
}
