import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactFormValues } from './contact-form-values';
import { FieldError } from './field-error';

const SOCIALS = ['twitter', 'insta', 'tikTok'] as const;

/** The social handles. */
export function ContactSocialsSection() {
  const { t } = useTranslation('contacts');
  const ids = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  return (
    <fieldset className="contact-form__section contact-form__grid">
      <legend className="contact-form__legend">{t('form.socials')}</legend>
      {SOCIALS.map((k) => (
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
          <FieldError message={errors.socials?.[k]?.message} />
        </div>
      ))}
    </fieldset>
  );
}
