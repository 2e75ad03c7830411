import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Select from 'react-select';
import type { z } from 'zod';
import {
  can,
  contactCreateSchema,
  contactUpdateSchema,
  LANGUAGES,
  PERMISSIONS,
  type Contact,
  type ContactCreateInput,
} from '@dugout/shared';
import { ContactAvatar } from '../../../components/contacts/contact-avatar';
import type { Versioned } from '../../../lib/api-client';
import { useAffiliations } from '../../../lib/api/affiliations';
import { useMember } from '../../../lib/auth/use-member';
import { useEditVersion } from '../../../lib/edit-version';
import { paths } from '../../../lib/paths';
import { useCreateContact } from '../api/create-contact';
import { useDeleteContact } from '../api/delete-contact';
import { useRoster } from '../api/get-roster';
import { useUpdateContact } from '../api/update-contact';
import { ConfirmDialog } from './confirm-dialog';
import { PhotoCropper } from './photo-cropper';

type FormValues = z.input<typeof contactCreateSchema>;

/** i18next reads ':' as a namespace separator, so the labels are keyed by plain names. */
const PERMISSION_LABEL_KEYS = {
  'site:admin': 'form.permissionNames.siteAdmin',
  'view:jerseyform': 'form.permissionNames.viewJerseyform',
  'IT:admin': 'form.permissionNames.itAdmin',
  'view:contacts': 'form.permissionNames.viewContacts',
} as const satisfies Record<(typeof PERMISSIONS)[number], string>;

interface PlayerOption {
  value: number;
  label: string;
  coach: boolean;
}

const emptyValues: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  language: 'en',
  socials: { twitter: '', insta: '', tikTok: '' },
  isConnectedToPlayer: false,
  relatedPlayer: null,
  relationToPlayer: '',
  alternateDescription: '',
  permissions: [],
  affiliation: null,
  invite: false,
  hideContactFromOthers: false,
  newProfileImgBase64: null,
};

function valuesFrom(contact: Contact): FormValues {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    language: contact.language,
    socials: {
      twitter: contact.socials.twitter ?? '',
      insta: contact.socials.insta ?? '',
      tikTok: contact.socials.tikTok ?? '',
    },
    isConnectedToPlayer: contact.isConnectedToPlayer,
    relatedPlayer: contact.relatedPlayer,
    relationToPlayer: contact.relationToPlayer ?? '',
    alternateDescription: contact.alternateDescription ?? '',
    permissions: (contact.permissions ?? []).filter((p): p is (typeof PERMISSIONS)[number] =>
      (PERMISSIONS as readonly string[]).includes(p),
    ),
    affiliation: contact.affiliation,
    hideContactFromOthers: contact.hideContactFromOthers,
    newProfileImgBase64: null,
  };
}

/**
 * Spec §2 "Contact form", for create and edit. Admin-only fields are not rendered for the owner;
 * their loaded values still travel back unchanged, which the server accepts.
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
  const ids = useId();

  // The values it starts with; later versions come in through `version` below, never by props.
  const [defaults] = useState(() => (contact ? valuesFrom(contact) : emptyValues));
  const resolver = zodResolver(
    isEdit ? contactUpdateSchema : contactCreateSchema,
  ) as unknown as Resolver<FormValues>;
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: defaults, resolver });
  const version = useEditVersion(loaded, {
    valuesOf: valuesFrom,
    currentValues: () => getValues(),
    reset: (newer) => reset(valuesFrom(newer)),
    refetch: () => refetch?.(),
  });

  const [pickedSrc, setPickedSrc] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const newPhoto = useWatch({ control, name: 'newProfileImgBase64' });
  const connected = useWatch({ control, name: 'isConnectedToPlayer' });

  useEffect(
    () => () => {
      if (pickedSrc) URL.revokeObjectURL(pickedSrc);
    },
    [pickedSrc],
  );

  const roster = useRoster(isAdmin);
  const affiliations = useAffiliations(isAdmin);
  const playerOptions = useMemo<PlayerOption[]>(
    () =>
      (roster.data?.roster ?? []).map((e) => ({
        value: e.person.id,
        label: e.person.fullName,
        coach: !e.position,
      })),
    [roster.data],
  );

  const create = useCreateContact({
    onSuccess: () => {
      // Spec §2: after a successful create the form resets.
      reset(emptyValues);
      setPickedSrc(null);
      setFileKey((k) => k + 1);
    },
  });
  const update = useUpdateContact(contact?.id ?? '', {
    onSuccess: (saved) => {
      version.saved(saved);
      const id = saved.data.id;
      void navigate(id === member?.id ? paths.profile.href() : paths.contacts.detail.href(id));
    },
    onConflict: version.markConflict,
  });
  const remove = useDeleteContact(contact?.id ?? '', {
    onSuccess: () => void navigate('/Contacts/All'),
  });
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    if (isEdit) {
      const { invite: _invite, ...rest } = values as ContactCreateInput;
      update.mutate({ input: rest, etag: version.etag });
    } else {
      create.mutate(values as ContactCreateInput);
    }
  });

  const fieldError = (message?: string) =>
    message ? (
      <p className="contact-form__error" role="alert">
        {message}
      </p>
    ) : null;

  const name = contact ? `${contact.firstName} ${contact.lastName}` : '';

  return (
    <form className="contact-form" onSubmit={(e) => void onSubmit(e)} noValidate>
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
      <fieldset className="contact-form__section">
        <legend className="contact-form__legend">{t('form.photo')}</legend>
        <div className="contact-form__photo">
          {newPhoto ? (
            <img
              className="contact-avatar contact-avatar--lg"
              src={newPhoto}
              alt={t('form.newPhoto')}
            />
          ) : contact ? (
            <ContactAvatar contact={contact} size="lg" />
          ) : null}
          <div>
            <label className="button button--secondary contact-form__file">
              {newPhoto || contact?.profileImageURL ? t('form.changePhoto') : t('form.choosePhoto')}
              <input
                key={fileKey}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="visually-hidden"
                data-testid="photo-input"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  setPhotoError(!file.type.startsWith('image/'));
                  if (file.type.startsWith('image/')) setPickedSrc(URL.createObjectURL(file));
                }}
              />
            </label>
            {newPhoto ? <p className="field__hint">{t('form.newPhoto')}</p> : null}
            {photoError ? <p className="contact-form__error">{t('form.photoUnreadable')}</p> : null}
          </div>
        </div>
        {pickedSrc ? (
          <PhotoCropper
            src={pickedSrc}
            onCancel={() => {
              setPickedSrc(null);
              setFileKey((k) => k + 1);
            }}
            onDone={(jpeg) => {
              setValue('newProfileImgBase64', jpeg, { shouldDirty: true });
              setPickedSrc(null);
              setFileKey((k) => k + 1);
            }}
          />
        ) : null}
        {fieldError(errors.newProfileImgBase64?.message)}
      </fieldset>

      <fieldset className="contact-form__section contact-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-first`}>
            {t('form.firstName')}
          </label>
          <input
            id={`${ids}-first`}
            className="field__input"
            autoComplete="given-name"
            {...register('firstName')}
          />
          {fieldError(errors.firstName?.message)}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-last`}>
            {t('form.lastName')}
          </label>
          <input
            id={`${ids}-last`}
            className="field__input"
            autoComplete="family-name"
            {...register('lastName')}
          />
          {fieldError(errors.lastName?.message)}
        </div>
        {!isEdit ? (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-email`}>
              {t('form.email')}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              className="field__input"
              autoComplete="off"
              {...register('email')}
            />
            {fieldError(errors.email?.message)}
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-phone`}>
            {t('form.phone')}
          </label>
          <input
            id={`${ids}-phone`}
            type="tel"
            className="field__input"
            autoComplete="tel"
            {...register('phone')}
          />
          <p className="field__hint">{t('form.phoneHint')}</p>
          {fieldError(errors.phone?.message)}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-language`}>
            {t('form.language')}
          </label>
          <select id={`${ids}-language`} className="field__input" {...register('language')}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`form.languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset className="contact-form__section contact-form__grid">
        <legend className="contact-form__legend">{t('form.socials')}</legend>
        {(['twitter', 'insta', 'tikTok'] as const).map((k) => (
          <div className="field" key={k}>
            <label className="field__label" htmlFor={`${ids}-${k}`}>
              {t(`form.${k}`)}
            </label>
            <input
              id={`${ids}-${k}`}
              className="field__input"
              placeholder="@"
              {...register(`socials.${k}`)}
            />
            {fieldError(errors.socials?.[k]?.message)}
          </div>
        ))}
      </fieldset>

      {isAdmin ? (
        <>
          <fieldset className="contact-form__section">
            <label className="contact-form__check">
              <input
                type="checkbox"
                {...register('isConnectedToPlayer', {
                  onChange: (e: { target: { checked: boolean } }) => {
                    // Spec §2: unchecking clears the related player and the relation.
                    if (!e.target.checked) {
                      setValue('relatedPlayer', null);
                      setValue('relationToPlayer', '');
                    }
                  },
                })}
              />
              {t('form.connected')}
            </label>
            <div className="contact-form__grid">
              <div className="field">
                <label className="field__label" htmlFor={`${ids}-player`}>
                  {t('form.player')}
                </label>
                <Controller
                  control={control}
                  name="relatedPlayer"
                  render={({ field }) => (
                    <Select<PlayerOption>
                      inputId={`${ids}-player`}
                      classNamePrefix="player-select"
                      isClearable
                      isDisabled={!connected}
                      isLoading={roster.isPending}
                      options={playerOptions}
                      placeholder={t('form.playerPlaceholder')}
                      loadingMessage={() => t('form.playerLoading')}
                      noOptionsMessage={() => t('form.noPlayers')}
                      formatOptionLabel={(o) =>
                        o.coach ? `${o.label} (${t('form.coach')})` : o.label
                      }
                      value={
                        field.value
                          ? (playerOptions.find((o) => o.value === field.value!.id) ?? {
                              value: field.value.id,
                              label: field.value.name ?? String(field.value.id),
                              coach: field.value.playerCoach === 'coach',
                            })
                          : null
                      }
                      onChange={(o) =>
                        field.onChange(
                          o
                            ? {
                                id: o.value,
                                name: o.label,
                                playerCoach: o.coach ? 'coach' : 'player',
                              }
                            : null,
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  )}
                />
                {fieldError(errors.relatedPlayer?.message)}
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`${ids}-relation`}>
                  {t('form.relation')}
                </label>
                <input
                  id={`${ids}-relation`}
                  className="field__input"
                  disabled={!connected}
                  placeholder={t('form.relationPlaceholder')}
                  {...register('relationToPlayer')}
                />
                {fieldError(errors.relationToPlayer?.message)}
              </div>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-description`}>
                {t('form.description')}
              </label>
              <input
                id={`${ids}-description`}
                className="field__input"
                {...register('alternateDescription')}
              />
              <p className="field__hint">{t('form.descriptionHint')}</p>
              {fieldError(errors.alternateDescription?.message)}
            </div>
          </fieldset>

          <fieldset className="contact-form__section contact-form__grid">
            <div className="field">
              <span className="field__label" id={`${ids}-permissions`}>
                {t('form.permissions')}
              </span>
              <div
                className="contact-form__checks"
                role="group"
                aria-labelledby={`${ids}-permissions`}
              >
                {PERMISSIONS.map((p) => (
                  <label key={p} className="contact-form__check">
                    <input type="checkbox" value={p} {...register('permissions')} />
                    {t(PERMISSION_LABEL_KEYS[p])}
                  </label>
                ))}
              </div>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-affiliation`}>
                {t('form.affiliation')}
              </label>
              <Controller
                control={control}
                name="affiliation"
                render={({ field }) => (
                  <select
                    id={`${ids}-affiliation`}
                    className="field__input"
                    value={field.value ? String(field.value.id) : ''}
                    onChange={(e) => {
                      const id = Number(e.target.value);
                      const found = affiliations.data?.find((a) => a.id === id);
                      field.onChange(found ? { id: found.id, name: found.name } : null);
                    }}
                    onBlur={field.onBlur}
                  >
                    <option value="">{t('form.noAffiliation')}</option>
                    {(affiliations.data ?? (contact?.affiliation ? [contact.affiliation] : [])).map(
                      (a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ),
                    )}
                  </select>
                )}
              />
            </div>
          </fieldset>

          {!isEdit ? (
            <fieldset className="contact-form__section">
              <label className="contact-form__check">
                <input type="checkbox" {...register('invite')} />
                {t('form.invite')}
              </label>
              <label className="contact-form__check">
                <input type="checkbox" {...register('hideContactFromOthers')} />
                {t('form.hide')}
              </label>
            </fieldset>
          ) : null}
        </>
      ) : null}

      <div className="contact-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={saving}
          aria-busy={saving}
        >
          {saving ? t('form.saving') : isEdit ? t('form.save') : t('form.create')}
        </button>
        {isEdit && isAdmin && contact && contact.id !== member?.id ? (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
          >
            {t('form.delete')}
          </button>
        ) : null}
      </div>

      {confirming ? (
        <ConfirmDialog
          text={t('form.confirmText', { name })}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </form>
  );
}
