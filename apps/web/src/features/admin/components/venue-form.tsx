import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
  VENUE_NOTES_MAX_LENGTH,
  type ManagedVenue,
  type VenueInput,
} from '@dugout/shared';
import { FormActions } from '../../../components/forms/form-actions';
import { FormField, type FormFieldOptions } from '../../../components/forms/form-field';
import { formSubmit } from '../../../components/forms/form-submit';

interface VenueFormValues {
  name: string;
  nameEs: string;
  address: string;
  /** Text as typed; '' for none. */
  latitude: string;
  longitude: string;
  notes: string;
  notesEs: string;
}

const valuesOf = (venue: ManagedVenue | null): VenueFormValues => ({
  name: venue?.name ?? '',
  nameEs: venue?.nameEs ?? '',
  address: venue?.address ?? '',
  latitude: venue?.latitude === null || venue?.latitude === undefined ? '' : String(venue.latitude),
  longitude:
    venue?.longitude === null || venue?.longitude === undefined ? '' : String(venue.longitude),
  notes: venue?.notes ?? '',
  notesEs: venue?.notesEs ?? '',
});

/** A coordinate field: empty, or a number within ±`limit` degrees. */
const inRange = (limit: number) => (v: string) => {
  if (v.trim() === '') return true;
  const n = Number(v.trim());
  return Number.isFinite(n) && Math.abs(n) <= limit;
};

/**
 * Adds or edits one venue: the name and notes in English and optionally Spanish,
 * the street address, and optional coordinates. The rules are the server's (packages/shared
 * venues.ts), worded here in the page's language.
 */
export function VenueForm({
  venue,
  busy,
  serverError,
  onLoadNewer,
  onSubmit,
  onCancel,
}: {
  /** null: a new venue. */
  venue: ManagedVenue | null;
  busy: boolean;
  serverError: string | null;
  onLoadNewer?: () => void;
  onSubmit: (input: VenueInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('venues');
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => {
    const tooLong = (max: number) => t('admin.form.errors.tooLong', { max });
    const name = t('admin.form.errors.name', { max: VENUE_NAME_MAX_LENGTH });
    return z
      .object({
        name: z.string().trim().min(1, name).max(VENUE_NAME_MAX_LENGTH, name),
        nameEs: z.string().trim().max(VENUE_NAME_MAX_LENGTH, tooLong(VENUE_NAME_MAX_LENGTH)),
        address: z.string().trim().max(VENUE_ADDRESS_MAX_LENGTH, tooLong(VENUE_ADDRESS_MAX_LENGTH)),
        latitude: z.string().refine(inRange(90), t('admin.form.errors.latitude')),
        longitude: z.string().refine(inRange(180), t('admin.form.errors.longitude')),
        notes: z.string().trim().max(VENUE_NOTES_MAX_LENGTH, tooLong(VENUE_NOTES_MAX_LENGTH)),
        notesEs: z.string().trim().max(VENUE_NOTES_MAX_LENGTH, tooLong(VENUE_NOTES_MAX_LENGTH)),
      })
      .refine((v) => (v.latitude.trim() === '') === (v.longitude.trim() === ''), {
        path: ['longitude'],
        message: t('admin.form.errors.pair'),
      });
  }, [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: valuesOf(venue), resolver: zodResolver(schema) });

  useEffect(() => {
    reset(valuesOf(venue));
    headingRef.current?.focus();
  }, [venue, reset]);

  const coordinate = (v: string) => (v.trim() === '' ? null : Number(v.trim()));
  const submit = formSubmit(
    handleSubmit((values) =>
      onSubmit({
        ...values,
        latitude: coordinate(values.latitude),
        longitude: coordinate(values.longitude),
      }),
    ),
  );

  const field = (name: keyof VenueFormValues, label: string, options: FormFieldOptions = {}) => (
    <FormField
      id={`${ids}-${name}`}
      label={label}
      registration={register(name)}
      error={errors[name]?.message}
      errorClassName="pinned-form__error"
      options={options}
    />
  );

  return (
    <form className="pinned-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1} className="pinned-form__heading">
        {venue ? t('admin.form.editTitle') : t('admin.form.newTitle')}
      </h2>
      <div className="pinned-form__languages">
        <fieldset className="pinned-form__language">
          <legend>{t('admin.form.english')}</legend>
          {field('name', t('admin.form.name'), { required: true, lang: 'en' })}
          {field('notes', t('admin.form.notes'), {
            multiline: true,
            lang: 'en',
            hint: t('admin.form.notesHint'),
          })}
        </fieldset>
        <fieldset className="pinned-form__language">
          <legend>{t('admin.form.spanish')}</legend>
          {field('nameEs', t('admin.form.name'), { hint: t('admin.form.spanishHint'), lang: 'es' })}
          {field('notesEs', t('admin.form.notes'), { multiline: true, lang: 'es' })}
        </fieldset>
      </div>
      {field('address', t('admin.form.address'), { hint: t('admin.form.addressHint') })}
      <fieldset className="pinned-form__language venue-form__coordinates">
        <legend>{t('admin.form.coordinates')}</legend>
        <p className="field__hint">{t('admin.form.coordinatesHint')}</p>
        <div className="venue-form__pair">
          {field('latitude', t('admin.form.latitude'), { inputMode: 'decimal' })}
          {field('longitude', t('admin.form.longitude'), { inputMode: 'decimal' })}
        </div>
      </fieldset>
      {serverError ? (
        <div className="pinned-form__server">
          <p className="pinned-form__error pinned-form__error--server" role="alert">
            {serverError}
          </p>
          {onLoadNewer ? (
            <button type="button" className="button button--secondary" onClick={onLoadNewer}>
              {t('admin.form.loadNewer')}
            </button>
          ) : null}
        </div>
      ) : null}
      <FormActions
        submitLabel={venue ? t('admin.form.save') : t('admin.form.create')}
        busy={busy}
        busyLabel={t('admin.form.saving')}
        before={
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('admin.form.cancel')}
          </button>
        }
      />
    </form>
  );
}
