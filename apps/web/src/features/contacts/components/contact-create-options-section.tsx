import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactFormValues } from './contact-form-values';

/** Admins creating a contact: send the sign-in invitation, hide the contact from members. */
export function ContactCreateOptionsSection() {
  const { t } = useTranslation('contacts');
  const { register } = useFormContext<ContactFormValues>();
  return (
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
  );
}
