import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { useContacts } from '../../../lib/api/contacts';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogRow } from '../components/audit-log-row';
import '../admin.css';

/**
 * The Audit Log (site and IT admins): who changed whose
 * permissions, affiliation, sign-in, name or email, and which households changed and who joined
 * or left them, before → after with the names people had then, newest first, for everyone or one
 * member, with older entries a "Load more" away. Below 40rem the table's rows stack into cards.
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
              <AuditLogRow key={e.id} entry={e} />
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
