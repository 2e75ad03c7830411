import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { can, isAdmin } from '@dugout/shared';
import { ContactCard } from '../../../components/contacts/contact-card';
import { MessagePreferencesCard } from '../../../components/message-preferences/message-preferences-card';
import { AccessHelp } from '../../../components/errors/access-help';
import { useContact } from '../../../lib/api/contacts';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useMember } from '../../../lib/auth/use-member';
import { paths } from '../../../lib/paths';
import { ContactSignInPanel } from '../components/contact-sign-in-panel';
import '../contacts.css';

const isForbidden = (error: Error) => error instanceof ApiRequestError && error.status === 403;

/** Spec route /contacts/{id}: the full contact card. */
export default function ContactDetailRoute() {
  const { t } = useTranslation(['contacts', 'common']);
  const member = useMember();
  const seesDirectory = can(member, 'contacts:view');
  const { id = '' } = useParams();
  const contact = useContact(id);
  const name = contact.data ? `${contact.data.firstName} ${contact.data.lastName}` : '';
  return (
    <Page title={name || t('detail.title')} heading={t('detail.title')}>
      {seesDirectory ? (
        <Link className="contacts-back" to={paths.contacts.all.href()}>
          ← {t('detail.back')}
        </Link>
      ) : null}
      {contact.isPending ? (
        <div className="contacts-status">
          <Spinner size="lg" label={t('detail.loading')} />
        </div>
      ) : contact.isError && isForbidden(contact.error) ? (
        // The server's refusal, in the directory's fixed wording, and what to do next.
        <>
          <p className="notice notice--error" role="alert">
            {t('common:forbidden.message')}
          </p>
          {seesDirectory ? null : <AccessHelp />}
        </>
      ) : contact.isError ? (
        <p className="notice notice--error" role="alert">
          {contact.error.message}
        </p>
      ) : (
        <>
          <ContactCard contact={contact.data}>
            {can(member, 'contacts:manage') ? <ContactSignInPanel contact={contact.data} /> : null}
          </ContactCard>
          {/* Admins see (not change) the contact's message choices. */}
          {member && isAdmin(member) ? (
            <MessagePreferencesCard contactId={contact.data.id} />
          ) : null}
        </>
      )}
    </Page>
  );
}
