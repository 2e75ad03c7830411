import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DELIVERY_STATUSES, type DeliveryStatusName, type MessageSummary } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../lib/paths';
import { useMessages } from '../api/get-messages';
import { useRetryFailed } from '../api/retry-failed';
import { AutomaticGroup } from '../components/automatic-group';
import { LedgerMessage } from '../components/ledger-message';
import { groupLedger } from '../ledger-groups';
import '../messages.css';

const isStatus = (value: string | null): value is DeliveryStatusName =>
  (DELIVERY_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The delivery ledger (beyond the spec): sent messages, their deliveries, and retrying failures;
 * filtered by a delivery status (kept in the address), automatic messages grouped between the
 * staff's sends.
 */
export default function MessageLedgerRoute() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const messages = useMessages(status);
  const retry = useRetryFailed();
  const [open, setOpen] = useState<string | null>(null);
  const filterId = useId();

  const onRetry = (m: MessageSummary) =>
    retry.mutate(m.id, {
      onSuccess: (r) => toast.success(t('toasts.requeued', { count: r.requeued })),
      onError: (e) => toast.error(t('toasts.retryFailed', { message: e.message })),
    });

  const row = (m: MessageSummary) => (
    <LedgerMessage
      key={m.id}
      message={m}
      expanded={open === m.id}
      onToggle={() => setOpen(open === m.id ? null : m.id)}
      onRetry={() => onRetry(m)}
      retrying={retry.isPending}
    />
  );

  return (
    <Page
      title={t('ledger.title')}
      actions={
        <Link className="button button--primary" to={paths.messages.send.href()}>
          {t('ledger.newMessage')}
        </Link>
      }
    >
      <p className="ledger__muted">{t('ledger.intro')}</p>
      <div className="ledger__filter">
        <label className="field__label" htmlFor={filterId}>
          {t('ledger.filterLabel')}
        </label>
        <select
          id={filterId}
          className="field__input"
          value={status ?? ''}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('status', e.target.value);
            else next.delete('status');
            setParams(next, { replace: true });
          }}
        >
          <option value="">{t('ledger.filterAll')}</option>
          {DELIVERY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`ledger.filterBy.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {messages.isPending ? <p className="ledger__muted">{t('ledger.loading')}</p> : null}
      {messages.isError ? (
        <p className="notice notice--error" role="alert">
          {messages.error.message}
        </p>
      ) : null}
      {messages.data && messages.data.length === 0 ? (
        <p className="ledger__muted">{status ? t('ledger.emptyFiltered') : t('ledger.empty')}</p>
      ) : null}
      <ul className="ledger">
        {groupLedger(messages.data ?? []).map((line) =>
          line.kind === 'message' ? (
            row(line.message)
          ) : (
            <AutomaticGroup key={line.id} id={line.id} messages={line.messages}>
              {(list) => list.map(row)}
            </AutomaticGroup>
          ),
        )}
      </ul>
    </Page>
  );
}
