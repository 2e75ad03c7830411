import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, PHONE_CODE, type Contact } from '@dugout/shared';
import { PhoneVerifiedBadge } from '../../../components/contacts/phone-verified-badge';
import { useConfirmPhoneCode } from '../api/confirm-phone-code';
import { useRequestPhoneCode } from '../api/request-phone-code';
import './phone-verification-card.css';

/**
 * Confirming the member's phone number (security issue: texts go to a number, and its replies
 * count, only once whoever holds it enters the code texted to it). Unverified: send a code, then
 * enter it; verified: says so. Nothing without a phone, or when the server sent no state.
 */
export function PhoneVerificationCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation('profile');
  const ids = useId();
  const send = useRequestPhoneCode(contact.id);
  const confirm = useConfirmPhoneCode(contact.id);
  const [code, setCode] = useState('');
  // The number a code was texted to in this visit: a changed number asks for a new one.
  const sentTo = send.data?.phone === contact.phone ? send.data.phone : null;
  if (!contact.phone || contact.phoneVerified === undefined) return null;
  const phone = formatPhone(contact.phone);

  function onSend() {
    confirm.reset();
    setCode('');
    send.mutate();
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    confirm.mutate({ code: code.trim() });
  }

  const error = send.error ?? confirm.error;
  return (
    <section className="phone-card" aria-labelledby={`${ids}-title`}>
      <div className="phone-card__heading">
        <h2 id={`${ids}-title`}>{t('phone.title')}</h2>
        <PhoneVerifiedBadge verified={contact.phoneVerified} />
      </div>
      {contact.phoneVerified ? (
        <p>{t('phone.verified', { phone })}</p>
      ) : (
        <>
          <p>{t('phone.unverified', { phone })}</p>
          {sentTo ? (
            <form className="phone-card__form" onSubmit={onConfirm} noValidate>
              <p role="status">{t('phone.sent', { phone, minutes: PHONE_CODE.ttlMinutes })}</p>
              <div className="field phone-card__field">
                <label className="field__label" htmlFor={`${ids}-code`}>
                  {t('phone.code')}
                </label>
                <input
                  id={`${ids}-code`}
                  className="field__input phone-card__code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={PHONE_CODE.length}
                  pattern="[0-9]*"
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              </div>
              <div className="phone-card__actions">
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={code.length !== PHONE_CODE.length || confirm.isPending}
                  aria-busy={confirm.isPending}
                >
                  {t('phone.confirm')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={send.isPending}
                  onClick={onSend}
                >
                  {t('phone.sendAgain')}
                </button>
              </div>
            </form>
          ) : (
            <div className="phone-card__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={send.isPending}
                aria-busy={send.isPending}
                onClick={onSend}
              >
                {t('phone.send')}
              </button>
            </div>
          )}
        </>
      )}
      {error && !contact.phoneVerified ? (
        <p className="notice notice--error phone-card__error" role="alert">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}
