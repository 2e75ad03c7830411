import { useId } from 'react';
import type { Language } from '@dugout/shared';
import { SmsSegmentHint } from './sms-segment-hint';

/**
 * A message's text box: its label, the textarea, an optional hint and, while it goes out as a
 * text (`texted`), the SMS segments it takes; the hints describe the box.
 */
export function MessageTextField({
  label,
  value,
  onChange,
  rows,
  maxLength,
  hint,
  lang,
  texted,
  staffMessageIn,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  hint?: string;
  lang?: string;
  texted: boolean;
  /** Counted as a staff text in this language goes out (team name and opt-out line included). */
  staffMessageIn?: Language;
}) {
  const id = useId();
  const hintId = useId();
  const segmentsId = useId();
  const describedBy =
    [hint ? hintId : null, texted ? segmentsId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="message-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input message-textarea"
        rows={rows}
        maxLength={maxLength}
        aria-describedby={describedBy}
        lang={lang}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {texted ? (
        <SmsSegmentHint id={segmentsId} text={value} staffMessageIn={staffMessageIn} />
      ) : null}
    </div>
  );
}
