import { useTranslation } from 'react-i18next';
import { formatPhone } from '@dugout/shared';
import { useMessage } from '../api/get-message';
import { deliveryReason } from '../delivery-reason';

/** One message's deliveries: per recipient and channel, the status and, if any, the reason. */
export function MessageDeliveries({ id }: { id: string }) {
  const { t } = useTranslation('messages');
  const detail = useMessage(id);
  if (detail.isPending) return <p className="ledger__muted">{t('ledger.loading')}</p>;
  if (detail.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {detail.error.message}
      </p>
    );
  }
  const m = detail.data;
  return (
    <div className="ledger__detail">
      <p className="ledger__body">{m.body}</p>
      {m.bodyEs ? (
        <p className="ledger__body" lang="es">
          {m.bodyEs}
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="ledger-table">
          <caption className="visually-hidden">{t('ledger.deliveriesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ledger.recipient')}</th>
              <th scope="col">{t('ledger.channel')}</th>
              <th scope="col">{t('ledger.address')}</th>
              <th scope="col">{t('ledger.status')}</th>
              <th scope="col">{t('ledger.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {m.deliveries.map((d) => (
              <tr key={d.id}>
                <td>{d.recipientLabel ?? '—'}</td>
                <td>{t(`channels.${d.channel}`)}</td>
                <td className="ledger__address">
                  {/* A push goes to the member's browsers: its recipient is their id, not shown. */}
                  {(d.channel === 'sms'
                    ? formatPhone(d.recipient)
                    : d.channel === 'push'
                      ? null
                      : d.recipient) || '—'}
                </td>
                <td>
                  <span className={`status-badge status-badge--${d.status}`}>
                    {t(`statuses.${d.status}`)}
                  </span>
                </td>
                <td className="ledger__reason">{d.reason ? deliveryReason(d, t) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
