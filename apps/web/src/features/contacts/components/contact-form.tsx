import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { can, contactCreateSchema, contactUpdateSchema, type Contact } from '@dugout/shared';
import { FormActions } from '../../../components/forms/form-actions';
import { formSubmit } from '../../../components/forms/form-submit';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
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

  const [confirming, setConfirming] = useState(false);
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
        {version.conflict ? (
          <div
            ref={version.noticeRef}
            className="notice notice--error contact-form__conflict"
            role="alert"
          >
            <p>{t('conflict.message')}</p>
            <button type="button" className="button button--secondary" onClick={version.loadNewer}>
              {t('conflict.load')}
            </button>
          </div>
        ) : null}
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

        {progress !== null ? (
          <UploadProgress
            percent={progress}
            label={t('form.uploadingPhoto')}
            text={t('form.uploadProgress', { percent: progress })}
          />
        ) : null}
        <FormActions
          submitLabel={isEdit ? t('form.save') : t('form.create')}
          busy={saving}
          busyLabel={t('form.saving')}
          deleteLabel={canDelete ? t('form.delete') : undefined}
          onDelete={() => setConfirming(true)}
        />

        {confirming ? (
          <ConfirmDialog
            title={t('form.confirmTitle')}
            cancelLabel={t('form.cancel')}
            confirmLabel={t('form.yes')}
            busyLabel={t('form.deleting')}
            busy={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            <p>{t('form.confirmText', { name })}</p>
          </ConfirmDialog>
        ) : null}
      </form>
    </FormProvider>
  );
}
