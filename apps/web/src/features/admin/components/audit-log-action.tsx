import { useTranslation } from 'react-i18next';
import type { ActionAuditEntry } from '@dugout/shared';

const COUNTED = ['message', 'event', 'content', 'contact', 'team'] as const;
/** What an action's count counts, by its entity (deliveries of a message, contacts imported). */
const countKey = (action: string): (typeof COUNTED)[number] | 'report' | 'other' => {
  // A resolution counts the post's reports it closed.
  if (action === 'conversation.reportResolved') return 'report';
  const entity = action.slice(0, action.indexOf('.'));
  return COUNTED.find((c) => c === entity) ?? 'other';
};

/** A manager's action: what they did, to what (by the name it had then), and how many it reached. */
export function ActionChange({ entry }: { entry: ActionAuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <span className="audit-log__reason">{t(`auditLog.actions.${entry.action}`)}</span>
      {entry.target.label ? (
        <span className="audit-log__target">
          {entry.action === 'conversation.reportResolved'
            ? // Its label is how the reports were resolved: a word of ours, not a name.
              t(`auditLog.resolutions.${entry.target.label}`, { defaultValue: entry.target.label })
            : entry.target.label}
        </span>
      ) : null}
      {entry.status ? (
        <span className="audit-log__detail">
          {t('auditLog.requestStatus', { status: t(`auditLog.statuses.${entry.status}`) })}
        </span>
      ) : null}
      {entry.count !== null ? (
        <span className="audit-log__detail">
          {t(`auditLog.counts.${countKey(entry.action)}`, { count: entry.count })}
        </span>
      ) : null}
    </>
  );
}
