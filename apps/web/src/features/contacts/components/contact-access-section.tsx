import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Affiliation } from '@dugout/shared';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { useAffiliations } from '../../../lib/api/affiliations';
import type { ContactFormValues } from './contact-form-values';

/** i18next reads ':' as a namespace separator, so the labels are keyed by plain names. */
const PERMISSION_LABEL_KEYS = {
  'site:admin': 'form.permissionNames.siteAdmin',
  'view:jerseyform': 'form.permissionNames.viewJerseyform',
  'IT:admin': 'form.permissionNames.itAdmin',
  'view:contacts': 'form.permissionNames.viewContacts',
} as const satisfies Record<(typeof PERMISSIONS)[number], string>;

/** Admins: the contact's permissions and affiliation (what they may do and see). */
export function ContactAccessSection({ current }: { current: Affiliation | null }) {
  const { t } = useTranslation('contacts');
  const affiliationLabel = useAffiliationLabel();
  const ids = useId();
  const { register, control } = useFormContext<ContactFormValues>();
  const affiliations = useAffiliations();
  // Until the list arrives, the contact's own affiliation is the one choice besides none.
  const choices = affiliations.data ?? (current ? [current] : []);
  return (
    <fieldset className="contact-form__section contact-form__grid">
      <div className="field">
        <span className="field__label" id={`${ids}-permissions`}>
          {t('form.permissions')}
        </span>
        <div className="contact-form__checks" role="group" aria-labelledby={`${ids}-permissions`}>
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
              {choices.map((a) => (
                <option key={a.id} value={a.id}>
                  {affiliationLabel(a.name)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
    </fieldset>
  );
}
