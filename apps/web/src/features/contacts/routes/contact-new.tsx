import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { ContactForm } from '../components/contact-form';
import '../contacts.css';

/** Spec route /contacts/new (admins). */
export default function ContactNewRoute() {
  const { t } = useTranslation('contacts');
  return (
    <Page title={t('new.title')}>
      <ContactForm />
    </Page>
  );
}
