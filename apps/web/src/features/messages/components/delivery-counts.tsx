import { useTranslation } from 'react-i18next';
import { DELIVERY_STATUSES, type MessageSummary } from '@dugout/shared';

/** A message's deliveries by status, as badges (those with none are left out). */
export function DeliveryCounts({ counts }: { counts: MessageSummary['counts'] }) {
  const { t } = useTranslation('messages');
  return (
    <div className="ledger__counts" aria-label={t('ledger.countsLabel')}>
      {DELIVERY_STATUSES.filter((s) => counts[s] > 0).map((s) => (
        <span key={s} className={`status-badge status-badge--${s}`}>
          {t(`statuses.${s}`)} {counts[s]}
        </span>
      ))}
    </div>
  );
}
