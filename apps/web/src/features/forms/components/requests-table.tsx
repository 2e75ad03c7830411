import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JerseyRequestRow } from '@dugout/shared';
import { ReportSeasonSelect } from '../../../components/seasons/report-season-select';
import { useDownloadRequestsCsv } from '../api/download-requests-csv';
import { useRequests } from '../api/get-requests';
import type { RequestKind } from '../api/requests';
import { useSetRequestStatus } from '../api/set-request-status';
import { useTeamTime } from '../../../lib/use-team-time';
import { TeamChips } from '../../../components/teams/team-chips';
import { useClubHasTeams } from '../../../lib/api/teams';

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
  | 'status'
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
  'status',
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

/**
 * The request admin table: click a header to sort; Download CSV saves the report; each
 * request is marked fulfilled (or open again) with its button. Below 40rem each
 * request is a card of labelled rows.
 */
export function RequestsTable({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation('forms');
  const requests = useRequests(kind);
  // A club of two or more teams: each order's team labelled, and a Team column in the report.
  const download = useDownloadRequestsCsv(kind, useClubHasTeams());
  // The report's season, chosen only once a season was archived (none: the current one).
  const [season, setSeason] = useState<number | undefined>(undefined);
  const setStatus = useSetRequestStatus(kind);
  const time = useTeamTime();
  const columnLabel = (c: Column) =>
    kind === 'gift' && c === 'jerseyName' ? t('giftColumns.jerseyName') : t(`columns.${c}`);
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
        <div className="requests-admin__report">
          <ReportSeasonSelect
            className="requests-admin__season"
            texts={{
              label: t('admin.reportSeason'),
              current: (name) => t('admin.currentSeason', { name }),
            }}
            value={season}
            onChange={setSeason}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={download.isPending}
            aria-busy={download.isPending}
            onClick={() => download.mutate(season)}
          >
            {t('admin.downloadCsv')}
          </button>
        </div>
      </div>
      {requests.isPending ? <p className="requests-admin__muted">{t('admin.loading')}</p> : null}
      {requests.isError ? (
        <p className="notice notice--error" role="alert">
          {requests.error.message}
        </p>
      ) : null}
      {requests.data ? (
        <div className="table-scroll">
          <table className="requests-table request-list">
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
                        {columnLabel(c)}
                        <span aria-hidden="true" className="requests-table__arrow">
                          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className="requests-table__plain">
                  {t('columns.action')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length + 1} className="requests-admin__muted">
                    {t('admin.empty')}
                  </td>
                </tr>
              ) : (
                rows.map((r) => {
                  const next = r.status === 'open' ? 'fulfilled' : 'open';
                  const busy = setStatus.isPending && setStatus.variables.id === r.id;
                  return (
                    <tr key={r.id}>
                      <td data-label={columnLabel('firstName')}>
                        {r.team ? (
                          // One grid item in the phone's card: the name with its team.
                          <span>
                            {r.firstName} <TeamChips ids={[r.team]} />
                          </span>
                        ) : (
                          r.firstName
                        )}
                      </td>
                      <td data-label={columnLabel('lastName')}>{r.lastName}</td>
                      <td data-label={columnLabel('jerseyName')}>{r.jerseyName}</td>
                      <td data-label={columnLabel('jerseyNumber')} className="requests-table__num">
                        {r.jerseyNumber}
                      </td>
                      <td data-label={columnLabel('jerseySize')}>{r.jerseySize}</td>
                      <td data-label={columnLabel('jerseyPosition')}>
                        {r.jerseyPosition === 0
                          ? t('form.adult')
                          : t('form.kid', { n: r.jerseyPosition })}
                      </td>
                      <td data-label={columnLabel('submittedBy')}>{r.submittedBy}</td>
                      <td data-label={columnLabel('submittedAt')}>
                        <time dateTime={r.submittedAt}>{time.dateTime(r.submittedAt)}</time>
                      </td>
                      <td data-label={columnLabel('status')}>
                        <div>
                          <span className="request-status" data-status={r.status}>
                            {t(`status.${r.status}`)}
                          </span>
                          {r.fulfilledAt ? (
                            <span className="request-list__note">
                              <time dateTime={r.fulfilledAt}>{time.dateTime(r.fulfilledAt)}</time>
                              {r.fulfilledBy
                                ? ` ${t('admin.fulfilledBy', { name: r.fulfilledBy })}`
                                : ''}
                            </span>
                          ) : null}
                        </div>
                      </td>
                      <td data-label={t('columns.action')}>
                        <button
                          type="button"
                          className={`button ${next === 'fulfilled' ? 'button--primary' : 'button--secondary'} request-status__toggle`}
                          disabled={busy}
                          aria-busy={busy}
                          // The visible words first, then whose request (WCAG 2.5.3 label in name).
                          aria-label={`${next === 'fulfilled' ? t('admin.markFulfilled') : t('admin.markOpen')} ${t('admin.forWhom', { name: `${r.firstName} ${r.lastName}` })}`}
                          onClick={() => setStatus.mutate({ id: r.id, status: next })}
                        >
                          {next === 'fulfilled' ? t('admin.markFulfilled') : t('admin.markOpen')}
                        </button>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
