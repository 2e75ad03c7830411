import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JerseyRequestRow } from '@dugout/shared';
import { useDownloadRequestsCsv } from '../api/download-requests-csv';
import { useRequests } from '../api/get-requests';
import type { RequestKind } from '../api/requests';

type Column = keyof Pick<
  JerseyRequestRow,
  | 'firstName'
  | 'lastName'
  | 'jerseyName'
  | 'jerseyNumber'
  | 'jerseySize'
  | 'jerseyPosition'
  | 'submittedBy'
  | 'submittedAt'
>;
const COLUMNS: Column[] = [
  'firstName',
  'lastName',
  'jerseyName',
  'jerseyNumber',
  'jerseySize',
  'jerseyPosition',
  'submittedBy',
  'submittedAt',
];

export function sortRows(rows: JerseyRequestRow[], column: Column, direction: 'asc' | 'desc') {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const sorted = [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    const c =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y));
    return c !== 0 ? c : a.id.localeCompare(b.id);
  });
  return direction === 'asc' ? sorted : sorted.reverse();
}

/** The request admin table (spec §2): click a header to sort; Download CSV saves the report. */
export function RequestsTable({ kind }: { kind: RequestKind }) {
  const { t, i18n } = useTranslation('forms');
  const requests = useRequests(kind);
  const download = useDownloadRequestsCsv(kind);
  const [sort, setSort] = useState<{ column: Column; direction: 'asc' | 'desc' }>({
    column: 'submittedAt',
    direction: 'desc',
  });
  const rows = useMemo(
    () => sortRows(requests.data ?? [], sort.column, sort.direction),
    [requests.data, sort],
  );

  const onSort = (column: Column) =>
    setSort((s) =>
      s.column === column
        ? { column, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );

  return (
    <div className="requests-admin">
      <div className="requests-admin__bar">
        <p className="requests-admin__count" aria-live="polite">
          {requests.data ? t('admin.count', { count: requests.data.length }) : ''}
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('admin.downloadCsv')}
        </button>
      </div>
      {requests.isPending ? <p className="requests-admin__muted">{t('admin.loading')}</p> : null}
      {requests.isError ? (
        <p className="notice notice--error" role="alert">
          {requests.error.message}
        </p>
      ) : null}
      {requests.data ? (
        <div className="table-scroll">
          <table className="requests-table">
            <caption className="visually-hidden">{t(`${kind}Admin.title`)}</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => {
                  const active = sort.column === c;
                  return (
                    <th
                      key={c}
                      scope="col"
                      aria-sort={
                        active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                      }
                    >
                      <button
                        type="button"
                        className="requests-table__sort"
                        onClick={() => onSort(c)}
                      >
                        {t(`columns.${c}`)}
                        <span aria-hidden="true" className="requests-table__arrow">
                          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="requests-admin__muted">
                    {t('admin.empty')}
                  </td>
                </tr>
              ) : (
                rows.map((r) => (
                  <tr key={r.id}>
                    <td>{r.firstName}</td>
                    <td>{r.lastName}</td>
                    <td>{r.jerseyName}</td>
                    <td className="requests-table__num">{r.jerseyNumber}</td>
                    <td>{r.jerseySize}</td>
                    <td>
                      {r.jerseyPosition === 0
                        ? t('form.adult')
                        : t('form.kid', { n: r.jerseyPosition })}
                    </td>
                    <td>{r.submittedBy}</td>
                    <td>
                      <time dateTime={r.submittedAt}>
                        {new Date(r.submittedAt).toLocaleString(i18n.language, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })}
                      </time>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
