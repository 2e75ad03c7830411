import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  megabytes,
  profilePhotoRefusal,
  PROFILE_PHOTO_PICK_MAX_BYTES,
  type Contact,
} from '@dugout/shared';
import { ContactAvatar } from '../../../components/contacts/contact-avatar';
import type { ContactFormValues } from './contact-form-values';
import { FieldError } from './field-error';
import { PhotoCropper } from './photo-cropper';

/**
 * The photo: the current one (or the newly cropped one), a file picker, and the cropper for a
 * picked image. The cropped JPEG goes into the form as `newProfileImgBase64`.
 */
export function ContactPhotoSection({ contact }: { contact?: Contact }) {
  const { t } = useTranslation('contacts');
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const newPhoto = useWatch({ control, name: 'newProfileImgBase64' });
  const ids = useId();
  const [pickedSrc, setPickedSrc] = useState<string | null>(null);
  /** One specific message for the picked file (type, size, unreadable), or null. */
  const [photoError, setPhotoError] = useState<string | null>(null);
  // A new key empties the file input, so picking the same file again fires onChange.
  const [fileKey, setFileKey] = useState(0);

  useEffect(
    () => () => {
      if (pickedSrc) URL.revokeObjectURL(pickedSrc);
    },
    [pickedSrc],
  );

  const closeCropper = () => {
    setPickedSrc(null);
    setFileKey((k) => k + 1);
  };

  return (
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
              aria-invalid={photoError ? true : undefined}
              aria-describedby={`${ids}-hint${photoError ? ` ${ids}-error` : ''}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                // Checked before the photo is read or sent (the rule in shared).
                const refusal = profilePhotoRefusal(file);
                if (refusal || !file.type.startsWith('image/')) {
                  setPhotoError(
                    refusal?.reason === 'size'
                      ? t('form.photoTooLarge', {
                          name: file.name,
                          size: megabytes(file.size),
                          max: refusal.maxMb,
                        })
                      : refusal?.reason === 'empty'
                        ? t('form.photoEmpty', { name: file.name })
                        : refusal
                          ? t('form.photoTypeRefused', {
                              name: file.name,
                              allowed: 'JPEG, PNG, WebP',
                            })
                          : t('form.photoUnreadable'),
                  );
                  setFileKey((k) => k + 1); // the input no longer holds the refused file
                  return;
                }
                setPhotoError(null);
                setPickedSrc(URL.createObjectURL(file));
              }}
            />
          </label>
          {newPhoto ? <p className="field__hint">{t('form.newPhoto')}</p> : null}
          <p id={`${ids}-hint`} className="field__hint">
            {t('form.photoHint', { max: megabytes(PROFILE_PHOTO_PICK_MAX_BYTES) })}
          </p>
          {photoError ? (
            <p id={`${ids}-error`} className="contact-form__error" role="alert">
              {photoError}
            </p>
          ) : null}
        </div>
      </div>
      {pickedSrc ? (
        <PhotoCropper
          src={pickedSrc}
          onCancel={closeCropper}
          onDone={(jpeg) => {
            setValue('newProfileImgBase64', jpeg, { shouldDirty: true });
            closeCropper();
          }}
        />
      ) : null}
      <FieldError message={errors.newProfileImgBase64?.message} />
    </fieldset>
  );
}
