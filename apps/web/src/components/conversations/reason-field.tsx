import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDE_REASON_MAX_LENGTH } from '@dugout/shared';

/**
 * A moderation reason (hiding, reporting) with its length count. Focused when it appears: it is
 * opened by the member's own tap, and the reason is what they type next.
 */
export function ReasonField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('conversations');
  const id = useId();
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="field__input"
        maxLength={HIDE_REASON_MAX_LENGTH}
        value={props.value}
        aria-describedby={`${id}-count`}
        autoFocus
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="field__hint">
        {t('count', { length: props.value.length, max: HIDE_REASON_MAX_LENGTH })}
      </p>
    </>
  );
}
