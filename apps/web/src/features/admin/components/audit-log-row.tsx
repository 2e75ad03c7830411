import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditLogEntry } from '@dugout/shared';
import { paths } from '../../../lib/paths';
import { ActionChange } from './audit-log-action';
import { ContactChanges } from './audit-log-contact-changes';
import { HouseholdChange } from './audit-log-household-change';

/**
 * The contact an entry is about, by the name they had then; null: a household's own change, or
 * an action on no member (an event, a post).
 */
function concerned(entry: AuditLogEntry): { id: string; name: string } | null {
  if (entry.kind === 'contact') return entry.subject;
  if (entry.kind === 'action') return entry.member;
  return 'contact' in entry.change ? entry.change.contact : null;
}

/** One entry of the Audit Log: when, who, whom (a contact, else the household), what happened. */
export function AuditLogRow({ entry }: { entry: AuditLogEntry }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Date(entry.at).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const system =
    entry.kind === 'household' && entry.source === 'seed'
      ? t('auditLog.systemSeed')
      : t('auditLog.system');
  const whom = concerned(entry);

  return (
    <tr>
      <td data-label={t('auditLog.columns.when')}>
        <time dateTime={entry.at}>{when}</time>
      </td>
      <td data-label={t('auditLog.columns.who')}>
        {entry.actor ? entry.actor.name || t('auditLog.unknown') : <em>{system}</em>}
      </td>
      <td data-label={t('auditLog.columns.whom')}>
        {whom ? (
          <Link to={paths.contacts.detail.href(whom.id)}>{whom.name || t('auditLog.unknown')}</Link>
        ) : entry.kind === 'household' ? (
          entry.household.name
        ) : null}
      </td>
      <td data-label={t('auditLog.columns.what')}>
        <div>
          {entry.kind === 'contact' ? (
            <ContactChanges entry={entry} />
          ) : entry.kind === 'action' ? (
            <ActionChange entry={entry} />
          ) : (
            <HouseholdChange entry={entry} />
          )}
        </div>
      </td>
    </tr>
  );
}
