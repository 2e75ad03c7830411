import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AccessChanges, AuditLogEntry } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../lib/paths';
import { useContacts } from '../../../lib/api/contacts';
import { useAuditLog } from '../api/get-audit-log';
import '../admin.css';

const PERMISSION_KEYS = {
  'site:admin': 'siteAdmin',
  'IT:admin': 'itAdmin',
  'view:contacts': 'viewContacts',
  'view:jerseyform': 'viewJerseyForm',
} as const;

type Field = keyof AccessChanges;
const FIELDS: Field[] = ['permissions', 'affiliation', 'isSiteUser'];

/**
 * The Audit Log (issue 12, item 5; site and IT admins): who changed whose permissions,
 * affiliation or sign-in, before → after, newest first, for everyone or one member, with older
 * entries a "Load more" away. Below 40rem the table's rows stack into cards.
 */
export default function AuditLogRoute() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const memberId = params.get('member');
  const log = useAuditLog(memberId);
  const contacts = useContacts();
  const filterId = useId();

  const members = useMemo(
    () =>
      [...(contacts.data ?? [])]
        .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim() }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [contacts.data, i18n.language],
  );

  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const permissionName = (p: string) =>
    p in PERMISSION_KEYS
      ? t(`auditLog.permissionNames.${PERMISSION_KEYS[p as keyof typeof PERMISSION_KEYS]}`)
      : p;
  const describe = (field: Field, value: unknown, reason: AuditLogEntry['reason']): string => {
    if (value === null || value === undefined) {
      return reason === 'create' || reason === 'delete' || reason === 'startup'
        ? t('auditLog.noContact')
        : t('auditLog.none');
    }
    if (field === 'permissions') {
      const list = value as string[];
      return list.length ? list.map(permissionName).join(', ') : t('auditLog.none');
    }
    if (field === 'affiliation') return (value as { name: string }).name || t('auditLog.none');
    return value ? t('auditLog.signInOn') : t('auditLog.signInOff');
  };

  return (
    <Page title={t('auditLog.title')}>
      <p className="admin-tools__intro">{t('auditLog.intro')}</p>
      <div className="audit-log__filter">
        <label className="field__label" htmlFor={filterId}>
          {t('auditLog.filterLabel')}
        </label>
        <select
          id={filterId}
          value={memberId ?? ''}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('member', e.target.value);
            else next.delete('member');
            setParams(next, { replace: true });
          }}
        >
          <option value="">{t('auditLog.everyone')}</option>
          {memberId && !members.some((m) => m.id === memberId) ? (
            <option value={memberId}>{t('auditLog.unknown')}</option>
          ) : null}
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>

      {log.isPending ? <p className="admin-tools__intro">{t('auditLog.loading')}</p> : null}
      {log.isError ? (
        <p className="notice notice--error" role="alert">
          {log.error.message}
        </p>
      ) : null}
      {log.isSuccess && entries.length === 0 ? (
        <p className="admin-tools__intro">{t('auditLog.empty')}</p>
      ) : null}

      {entries.length > 0 ? (
        <table className="audit-log">
          <caption className="visually-hidden">{t('auditLog.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('auditLog.columns.when')}</th>
              <th scope="col">{t('auditLog.columns.who')}</th>
              <th scope="col">{t('auditLog.columns.whom')}</th>
              <th scope="col">{t('auditLog.columns.what')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td data-label={t('auditLog.columns.when')}>
                  <time dateTime={e.at}>{when(e.at)}</time>
                </td>
                <td data-label={t('auditLog.columns.who')}>
                  {e.actor ? (
                    e.actor.name || t('auditLog.unknown')
                  ) : (
                    <em>{t('auditLog.system')}</em>
                  )}
                </td>
                <td data-label={t('auditLog.columns.whom')}>
                  <Link to={paths.contacts.detail.href(e.subject.id)}>
                    {e.subject.name || t('auditLog.unknown')}
                  </Link>
                </td>
                <td data-label={t('auditLog.columns.what')}>
                  <div>
                    <span className="audit-log__reason">{t(`auditLog.reasons.${e.reason}`)}</span>
                    <ul className="audit-log__changes">
                      {FIELDS.filter((f) => e.changes[f]).map((f) => (
                        <li key={f}>
                          <strong>{t(`auditLog.fields.${f}`)}:</strong>{' '}
                          <span className="audit-log__before">
                            {describe(f, e.changes[f]!.before, e.reason)}
                          </span>{' '}
                          <span role="img" aria-label={t('auditLog.changedTo')}>
                            →
                          </span>{' '}
                          <span className="audit-log__after">
                            {describe(f, e.changes[f]!.after, e.reason)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {log.hasNextPage ? (
        <p className="audit-log__more">
          <button
            type="button"
            className="button button--secondary"
            disabled={log.isFetchingNextPage}
            aria-busy={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? t('auditLog.loadingMore') : t('auditLog.loadMore')}
          </button>
        </p>
      ) : entries.length > 0 ? (
        <p className="admin-tools__intro audit-log__more">{t('auditLog.end')}</p>
      ) : null}
    </Page>
  );
}
