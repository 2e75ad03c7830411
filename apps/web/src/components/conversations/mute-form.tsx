import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { HIDE_REASON_MAX_LENGTH, MUTE_DURATIONS, type MuteDuration } from '@dugout/shared';
import { useModerationChange } from './moderation-api';

type Choice = MuteDuration | 'until';
const LABEL = { hour: 'muteHour', day: 'muteDay', week: 'muteWeek', until: 'muteUntil' } as const;

/**
 * A manager mutes a post's author: for an hour, a day, a week, or until a date (the day's end in
 * the reader's own clock), with an optional reason the member will read.
 */
export function MuteForm({
  postId,
  name,
  timeText,
  onDone,
}: {
  postId: number;
  name: string;
  timeText: (iso: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('conversationModeration');
  const change = useModerationChange();
  const id = useId();
  const [choice, setChoice] = useState<Choice>('day');
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const ready = choice !== 'until' || date !== '';
  return (
    <form
      className="composer post__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        const when =
          choice === 'until'
            ? { until: new Date(`${date}T23:59:59`).toISOString() }
            : { duration: choice };
        change.mutate(
          { kind: 'mute', postId, input: { ...when, reason: reason.trim() || null } },
          {
            onSuccess: (answer) => {
              const until = (answer as { until: string }).until;
              toast.success(t('mutedDone', { name, until: timeText(until) }));
              onDone();
            },
            onError: (err) => toast.error(err.message),
          },
        );
      }}
    >
      <fieldset className="mute-form__choices">
        <legend className="field__label">{t('muteFor', { name })}</legend>
        {[...MUTE_DURATIONS, 'until' as const].map((c) => (
          <label key={c} className="mute-form__choice">
            <input
              type="radio"
              name={`${id}-for`}
              value={c}
              checked={choice === c}
              onChange={() => setChoice(c)}
            />{' '}
            {t(LABEL[c])}
          </label>
        ))}
      </fieldset>
      {choice === 'until' ? (
        <>
          <label className="field__label" htmlFor={`${id}-date`}>
            {t('muteUntilDate')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="field__input"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </>
      ) : null}
      <label className="field__label" htmlFor={`${id}-reason`}>
        {t('muteReason')}
      </label>
      <input
        id={`${id}-reason`}
        className="field__input"
        maxLength={HIDE_REASON_MAX_LENGTH}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="composer__actions">
        <button
          type="submit"
          className="button button--danger"
          disabled={change.isPending || !ready}
        >
          {t('muteSend')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
