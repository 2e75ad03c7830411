import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactFormValues } from './contact-form-values';

/**
 * Admins editing a contact: whether they may sign in (the API's isSiteUser; the server checks
 * the access rules and audits the change). Sign-in needs an email, which is set on create only.
 */
export function ContactSignInSection({ hasEmail }: { hasEmail: boolean }) {
  const { t } = useTranslation('contacts');
  const ids = useId();
  const { register, watch } = useFormContext<ContactFormValues>();
  const on = !!watch('isSiteUser');
  const hint =
    !hasEmail && !on ? t('form.signIn.noEmail') : t(`form.signIn.${on ? 'on' : 'off'}Hint`);
  return (
    <fieldset className="contact-form__section">
      <legend className="contact-form__legend">{t('form.signIn.legend')}</legend>
      <label className="contact-form__check">
        <input
          type="checkbox"
          role="switch"
          aria-describedby={`${ids}-hint`}
          disabled={!hasEmail && !on}
          {...register('isSiteUser')}
        />
        {t('form.signIn.label')}
      </label>
      <p id={`${ids}-hint`} className="field__hint">
        {hint}
      </p>
    </fieldset>
  );
}
