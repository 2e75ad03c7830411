import { useId, useMemo, useState } from 'react';
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
  const { fetchNextPage } = log;
  const setMember = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('member', id);
    else next.delete('member');
    setParams(next, { replace: true });
  };
  const contacts = useContacts();
  const filterId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');

  const members = useMemo(
    () =>
      [...(contacts.data ?? [])]
        .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim() }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [contacts.data, i18n.language],
  );

  // Typing narrows the member list (accents and case aside), so a team of hundreds is one word away.
  const fold = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(i18n.language);
  const needle = fold(search.trim());
  const shown = needle ? members.filter((m) => fold(m.name).includes(needle)) : members;

  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <Page title={t('auditLog.title')}>
      <p className="admin-tools__intro">{t('auditLog.intro')}</p>
      <div className="audit-log__filter">
        <div className="audit-log__field">
          <label className="field__label" htmlFor={searchId}>
            {t('auditLog.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            value={search}
            placeholder={t('auditLog.searchPlaceholder')}
            autoComplete="off"
            onChange={(e) => {
              setSearch(e.target.value);
              const hits = fold(e.target.value.trim());
              const only = hits ? members.filter((m) => fold(m.name).includes(hits)) : [];
              // One member left: show theirs at once (one tap fewer).
              if (only.length === 1) setMember(only[0]!.id);
            }}
          />
        </div>
        <div className="audit-log__field">
          <label className="field__label" htmlFor={filterId}>
            {t('auditLog.filterLabel')}
          </label>
          <select id={filterId} value={memberId ?? ''} onChange={(e) => setMember(e.target.value)}>
            <option value="">{t('auditLog.everyone')}</option>
            {memberId && !members.some((m) => m.id === memberId) ? (
              <option value={memberId}>{t('auditLog.unknown')}</option>
            ) : null}
            {memberId &&
            !shown.some((m) => m.id === memberId) &&
            members.some((m) => m.id === memberId) ? (
              <option value={memberId}>{members.find((m) => m.id === memberId)!.name}</option>
            ) : null}
            {shown.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        {/* Always there, so a screen reader hears the count change as one types. */}
        <p className="audit-log__matches" aria-live="polite">
          {needle ? t('auditLog.matches', { count: shown.length }) : ''}
        </p>
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
            onClick={() => {
              fetchNextPage();
            }}
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
