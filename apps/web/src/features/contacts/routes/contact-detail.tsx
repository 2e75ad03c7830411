import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContactCard } from '../../../components/contacts/contact-card';
import { useContact } from '../../../lib/api/contacts';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import '../contacts.css';

/** Spec route /contacts/{id}: the full contact card. */
export default function ContactDetailRoute() {
  const { t } = useTranslation('contacts');
  const { id = '' } = useParams();
  const contact = useContact(id);
  const name = contact.data ? `${contact.data.firstName} ${contact.data.lastName}` : '';
  return (
    <Page title={name || t('detail.title')} heading={t('detail.title')}>
      <Link className="contacts-back" to={paths.contacts.all.href()}>
        ← {t('detail.back')}
      </Link>
      {contact.isPending ? (
        <div className="contacts-status">
          <Spinner size="lg" label={t('detail.loading')} />
        </div>
      ) : contact.isError ? (
        <p className="notice notice--error" role="alert">
          {contact.error.message}
        </p>
      ) : (
        <ContactCard contact={contact.data} />
      )}
    </Page>
  );
}
