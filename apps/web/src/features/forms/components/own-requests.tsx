import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnRequests } from '../api/get-own-requests';
import type { RequestKind } from '../api/requests';
import { useTeamTime } from '../../../lib/use-team-time';

/**
 * "Your requests" under a request form: what the member asked for, when (in the
 * team's time zone) and whether it has been fulfilled. A table on wide screens, one card per
 * item below 40rem.
 */
export function OwnRequests({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation('forms');
  const requests = useOwnRequests(kind);
  const time = useTeamTime();
  const headingId = useId();
  const columns = {
    who: t('history.columns.who'),
    what: t('history.columns.what'),
    size: t('history.columns.size'),
    when: t('history.columns.when'),
    status: t('history.columns.status'),
  };

  return (
    <section className="own-requests" aria-labelledby={headingId}>
      <h2 id={headingId} className="own-requests__title">
        {t('history.title')}
      </h2>
      {requests.isPending ? <p className="requests-admin__muted">{t('history.loading')}</p> : null}
      {requests.isError ? (
        <p className="notice notice--error" role="alert">
          {requests.error.message}
        </p>
      ) : null}
      {requests.data?.length === 0 ? (
        <p className="requests-admin__muted">{t('history.empty')}</p>
      ) : null}
      {requests.data && requests.data.length > 0 ? (
        <>
          <table className="request-list">
            <caption className="visually-hidden">{t('history.title')}</caption>
            <thead>
              <tr>
                {Object.entries(columns).map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {requests.data.map((r) => (
                <tr key={r.id}>
                  <td data-label={columns.who}>
                    <div>
                      {r.firstName} {r.lastName}
                      <span className="request-list__note">
                        {r.jerseyPosition === 0
                          ? t('form.adult')
                          : t('form.kid', { n: r.jerseyPosition })}
                      </span>
                    </div>
                  </td>
                  <td data-label={columns.what}>
                    <div>
                      {r.jerseyName} <span className="request-list__number">#{r.jerseyNumber}</span>
                    </div>
                  </td>
                  <td data-label={columns.size}>{r.jerseySize}</td>
                  <td data-label={columns.when}>
                    <time dateTime={r.submittedAt}>{time.dateTime(r.submittedAt)}</time>
                  </td>
                  <td data-label={columns.status}>
                    <div>
                      <span className="request-status" data-status={r.status}>
                        {t(`status.${r.status}`)}
                      </span>
                      {r.fulfilledAt ? (
                        <span className="request-list__note">
                          <time dateTime={r.fulfilledAt}>
                            {t('history.fulfilledOn', { date: time.date(r.fulfilledAt) })}
                          </time>
                        </span>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {time.timeZone ? (
            <p className="request-list__zone">{t('history.timeZone', { zone: time.timeZone })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
