import { useTranslation } from 'react-i18next';
import type { RsvpStatus } from '@dugout/shared';

/**
 * Yes and No as pressed buttons: the current answer is pressed. `groupLabel` names the group
 * (whose answer it is) and `label` each button ("Yes for Mia Pemberton").
 */
export function StatusButtons({
  current,
  onChoose,
  busy,
  label,
  groupLabel,
}: {
  current: RsvpStatus | null;
  onChoose: (s: RsvpStatus) => void;
  busy: boolean;
  label: (s: RsvpStatus) => string;
  groupLabel?: string;
}) {
  const { t } = useTranslation('events');
  return (
    <div className="rsvp-buttons" role="group" aria-label={groupLabel}>
      {(['yes', 'no'] as const).map((s) => (
        <button
          key={s}
          type="button"
          className={`button ${current === s ? `button--primary rsvp--${s}` : 'button--secondary'}`}
          aria-pressed={current === s}
          aria-label={label(s)}
          disabled={busy}
          onClick={() => onChoose(s)}
        >
          {t(`rsvp.${s}`)}
        </button>
      ))}
    </div>
  );
}
