import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { contactNameSchema, type ContactName } from '@dugout/shared';
import { FormActions } from '../../../components/forms/form-actions';
import { FormField } from '../../../components/forms/form-field';
import { FormErrorNotice } from '../../../components/forms/form-notices';
import { formSubmit } from '../../../components/forms/form-submit';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useMe } from '../../../lib/api/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveOwnName } from '../api/save-own-name';
import '../profile.css';

/**
 * Shown instead of any page while the server says no one chose the member's name (ADMIN_EMAILS
 * made their card from an address, so the home page said "Welcome, coach!"). When /api/me cannot
 * be read the page shows as usual: the question comes again at the next page load.
 */
export default function NameRequest({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  const me = useMe();
  if (me.isPending) return <LoadingScreen message={t('nameRequest.checking')} />;
  if (!me.data?.needsName) return children;
  return <NameRequestForm contactId={me.data.id} />;
}

function NameRequestForm({ contactId }: { contactId: string }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('nameRequest.title'));
  const ids = useId();
  const save = useSaveOwnName(contactId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactName>({
    defaultValues: { firstName: '', lastName: '' },
    resolver: zodResolver(contactNameSchema),
  });
  const onSubmit = handleSubmit(async (name) => {
    // What the server refuses shows from the mutation's error.
    await save.mutateAsync(name).catch(() => {});
  });
  return (
    <div className="page name-request">
      <form className="name-request__form" noValidate onSubmit={formSubmit(onSubmit)}>
        <h1 className="page__title">{t('nameRequest.title')}</h1>
        <p className="name-request__intro">{t('nameRequest.intro')}</p>
        <FormErrorNotice message={save.error?.message ?? null} />
        <FormField
          id={`${ids}-first`}
          label={t('nameRequest.firstName')}
          registration={register('firstName')}
          error={errors.firstName?.message}
          errorClassName="field__error"
          options={{ required: true }}
        />
        <FormField
          id={`${ids}-last`}
          label={t('nameRequest.lastName')}
          registration={register('lastName')}
          error={errors.lastName?.message}
          errorClassName="field__error"
          options={{ required: true }}
        />
        <FormActions
          submitLabel={t('nameRequest.save')}
          busy={save.isPending}
          busyLabel={t('nameRequest.saving')}
        />
      </form>
    </div>
  );
}
