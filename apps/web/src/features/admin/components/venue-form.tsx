import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
  VENUE_NOTES_MAX_LENGTH,
  type ManagedVenue,
  type VenueInput,
} from '@dugout/shared';
import { formSubmit } from '../../../components/forms/form-submit';
import { ManagedItemForm, useManagedItemForm } from './managed-item-form';
import type { ManagedFormProps } from './managed-list-page';

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
  onSubmit,
  ...frame
}: Omit<ManagedFormProps<ManagedVenue, VenueInput>, 'item'> & {
  /** null: a new venue. */
  venue: ManagedVenue | null;
}) {
  const { t } = useTranslation('venues');
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
  const { form, field, ids, headingRef } = useManagedItemForm(venue, valuesOf, schema);

  const coordinate = (v: string) => (v.trim() === '' ? null : Number(v.trim()));
  const submit = formSubmit(
    form.handleSubmit((values) =>
      onSubmit({
        ...values,
        latitude: coordinate(values.latitude),
        longitude: coordinate(values.longitude),
      }),
    ),
  );

  return (
    <ManagedItemForm
      {...frame}
      t={(word) => t(`admin.form.${word}`)}
      editing={venue !== null}
      ids={ids}
      headingRef={headingRef}
      onSubmit={submit}
      english={
        <>
          {field('name', t('admin.form.name'), { required: true, lang: 'en' })}
          {field('notes', t('admin.form.notes'), {
            multiline: true,
            lang: 'en',
            hint: t('admin.form.notesHint'),
          })}
        </>
      }
      spanish={
        <>
          {field('nameEs', t('admin.form.name'), { hint: t('admin.form.spanishHint'), lang: 'es' })}
          {field('notesEs', t('admin.form.notes'), { multiline: true, lang: 'es' })}
        </>
      }
    >
      {field('address', t('admin.form.address'), { hint: t('admin.form.addressHint') })}
      <fieldset className="pinned-form__language venue-form__coordinates">
        <legend>{t('admin.form.coordinates')}</legend>
        <p className="field__hint">{t('admin.form.coordinatesHint')}</p>
        <div className="venue-form__pair">
          {field('latitude', t('admin.form.latitude'), { inputMode: 'decimal' })}
          {field('longitude', t('admin.form.longitude'), { inputMode: 'decimal' })}
        </div>
      </fieldset>
    </ManagedItemForm>
  );
}
