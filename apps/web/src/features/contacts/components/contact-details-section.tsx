import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Contact } from '@dugout/shared';
import type { ContactFormValues } from './contact-form-values';
import { FieldError } from './field-error';

/**
 * Name, email (only when creating: it is the sign-in address), phone and language; under the
 * phone, read-only, whether the number replied STOP to texts.
 */
export function ContactDetailsSection({
  withEmail,
  smsOptOut = null,
}: {
  withEmail: boolean;
  smsOptOut?: Contact['smsOptOut'];
}) {
  const { t, i18n } = useTranslation('contacts');
  const ids = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  return (
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
        <FieldError message={errors.firstName?.message} />
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
        <FieldError message={errors.lastName?.message} />
      </div>
      {withEmail ? (
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
          <FieldError message={errors.email?.message} />
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
        <p className="field__hint">{t('form.phoneVerifyHint')}</p>
        {smsOptOut ? (
          <p className="field__hint contact-form__sms-opt-out">
            {t(`form.smsOptOut.${smsOptOut.source}`, {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                new Date(smsOptOut.optedOutAt),
              ),
            })}
          </p>
        ) : null}
        <FieldError message={errors.phone?.message} />
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
  );
}
