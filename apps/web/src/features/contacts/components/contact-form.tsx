import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { can, contactCreateSchema, contactUpdateSchema, type Contact } from '@dugout/shared';
import { DeletableFormActions } from '../../../components/forms/deletable-form-actions';
import { EditConflictNotice } from '../../../components/forms/form-notices';
import { formSubmit } from '../../../components/forms/form-submit';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { isVersionConflict, type Versioned } from '../../../lib/api-client';
import { useMember } from '../../../lib/auth/use-member';
import { useEditVersion } from '../../../lib/edit-version';
import { paths } from '../../../lib/paths';
import { useCreateContact } from '../api/create-contact';
import { useDeleteContact } from '../api/delete-contact';
import { useUpdateContact } from '../api/update-contact';
import { ContactAccessSection } from './contact-access-section';
import { ContactCreateOptionsSection } from './contact-create-options-section';
import { ContactDetailsSection } from './contact-details-section';
import { ContactHouseholdSection } from './contact-household-section';
import {
  contactFormValues,
  emptyContactValues,
  type ContactFormValues,
} from './contact-form-values';
import { ContactPhotoSection } from './contact-photo-section';
import { photoFailureMessage } from './photo-failure-message';
import { ContactPlayerLinkSection } from './contact-player-link-section';
import { ContactSignInSection } from './contact-sign-in-section';
import { ContactSocialsSection } from './contact-socials-section';

/**
 * The form's check, by the server's rules: a new contact is checked as a create, an existing one
 * as an update (the form always sends the names, so they are required there too). What passes
 * says which it is, so the save needs no second guess.
 */
const createCheck = contactCreateSchema.transform((input) => ({ kind: 'create' as const, input }));
const updateCheck = contactUpdateSchema
  .required({ firstName: true, lastName: true })
  .transform((input) => ({ kind: 'update' as const, input }));
type ContactSave = z.output<typeof createCheck> | z.output<typeof updateCheck>;
/** Either check reads what the form holds. */
type ContactCheck = z.ZodType<ContactSave, ContactFormValues>;

/**
 * The contact form, for create and edit. Admin-only sections are not rendered for the
 * owner; their loaded values still travel back unchanged, which the server accepts.
 *
 * Editing, the form is filled once from the version it was given (`loaded`); data that arrives
 * later never overwrites what the person typed or clicked (lib/edit-version.ts). The save sends
 * that version as If-Match; if someone else saved meanwhile, the form says so and offers to load
 * the newer version.
 */
export function ContactForm({
  loaded,
  refetch,
}: {
  loaded?: Versioned<Contact>;
  /** Loads the contact again (to offer the newer version after a conflict). */
  refetch?: () => void;
}) {
  const contact = loaded?.data;
  const { t } = useTranslation('contacts');
  const member = useMember();
  const navigate = useNavigate();
  const isEdit = !!contact;
  const isAdmin = can(member, 'contacts:manage');

  // The values it starts with; later versions come in through `version` below, never by props.
  const [defaults] = useState(() => (contact ? contactFormValues(contact) : emptyContactValues));
  const check: ContactCheck = isEdit ? updateCheck : createCheck;
  const form = useForm({ defaultValues: defaults, resolver: zodResolver(check) });
  const { handleSubmit, reset, getValues, setValue } = form;
  const version = useEditVersion(loaded, {
    valuesOf: contactFormValues,
    currentValues: () => getValues(),
    reset: (newer) => reset(contactFormValues(newer)),
    refetch: () => refetch?.(),
  });

  // Bumped after a create: the photo section starts over (no picked file, no cropper).
  const [photoKey, setPhotoKey] = useState(0);

  const create = useCreateContact({
    onSuccess: () => {
      // After a successful create the form resets.
      reset(emptyContactValues);
      setPhotoKey((k) => k + 1);
    },
  });
  /**
   * Why the last save with a new photo failed. The stored photo is untouched, so the section
   * shows it again and says why (instead of a toast).
   */
  const [photoFailure, setPhotoFailure] = useState<string | null>(null);
  const update = useUpdateContact(contact?.id ?? '', {
    showsFailure: (error, input) => !!input.newProfileImgBase64 && !isVersionConflict(error),
    onSuccess: (saved) => {
      version.saved(saved);
      const id = saved.data.id;
      navigate(id === member?.id ? paths.profile.href() : paths.contacts.detail.href(id));
    },
    onConflict: version.markConflict,
  });
  const remove = useDeleteContact(contact?.id ?? '', {
    onSuccess: () => {
      navigate('/Contacts/All');
    },
  });
  const saving = create.isPending || update.isPending;
  /** The photo's upload, 0–100, while a contact with a new photo is being saved. */
  const [progress, setProgress] = useState<number | null>(null);
  const canDelete = isEdit && isAdmin && contact.id !== member?.id;

  const onSubmit = formSubmit(
    handleSubmit((save) => {
      const withPhoto = !!save.input.newProfileImgBase64;
      const upload = withPhoto
        ? { onUploadProgress: (fraction: number) => setProgress(Math.round(fraction * 100)) }
        : {};
      const settled = { onSettled: () => setProgress(null) };
      setPhotoFailure(null);
      if (withPhoto) setProgress(0);
      if (save.kind === 'update') {
        update.mutate(
          { input: save.input, etag: version.etag, ...upload },
          {
            ...settled,
            onError: (error) => {
              if (!withPhoto || isVersionConflict(error)) return;
              // Sending the same photo again cannot help after a refusal: it is picked again.
              setValue('newProfileImgBase64', null);
              setPhotoFailure(photoFailureMessage(t, error));
            },
          },
        );
      } else {
        create.mutate({ input: save.input, ...upload }, settled);
      }
    }),
  );

  const name = contact ? `${contact.firstName} ${contact.lastName}` : '';

  return (
    <FormProvider {...form}>
      <form className="contact-form" onSubmit={onSubmit} noValidate>
        <EditConflictNotice
          version={version}
          message={t('conflict.message')}
          loadLabel={t('conflict.load')}
          className="contact-form__conflict"
        />
        <ContactPhotoSection key={photoKey} contact={contact} failure={photoFailure} />
        <ContactDetailsSection withEmail={!isEdit} smsOptOut={contact?.smsOptOut ?? null} />
        <ContactSocialsSection />
        {contact ? <ContactHouseholdSection contactId={contact.id} /> : null}
        {isAdmin ? (
          <>
            <ContactPlayerLinkSection />
            <ContactAccessSection current={contact?.affiliation ?? null} />
            {contact && contact.isSiteUser !== undefined ? (
              <ContactSignInSection hasEmail={!!contact.email} />
            ) : null}
            {!isEdit ? <ContactCreateOptionsSection /> : null}
          </>
        ) : null}

        <UploadProgress
          percent={progress}
          label={t('form.uploadingPhoto')}
          text={t('form.uploadProgress', { percent: progress })}
        />
        <DeletableFormActions
          submitLabel={isEdit ? t('form.save') : t('form.create')}
          busy={saving}
          busyLabel={t('form.saving')}
          deleteLabel={canDelete ? t('form.delete') : undefined}
          confirm={{
            title: t('form.confirmTitle'),
            cancel: t('form.cancel'),
            yes: t('form.yes'),
            busy: t('form.deleting'),
            body: t('form.confirmText', { name }),
          }}
          deleting={remove.isPending}
          onConfirmDelete={(close) => remove.mutate(undefined, { onSettled: close })}
        />
      </form>
    </FormProvider>
  );
}
