import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGE_TYPES, type MessageSummary, type MessageType } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../lib/paths';
import { useMessages } from '../api/get-messages';
import { useRetryFailed } from '../api/retry-failed';
import { DeliveryCounts } from '../components/delivery-counts';
import { MessageDeliveries } from '../components/message-deliveries';
import '../messages.css';

const isMessageType = (value: string): value is MessageType =>
  (MESSAGE_TYPES as readonly string[]).includes(value);

/** The delivery ledger (beyond the spec): sent messages, their deliveries, and retrying failures. */
export default function MessageLedgerRoute() {
  const { t, i18n } = useTranslation('messages');
  const messages = useMessages();
  const retry = useRetryFailed();
  const [open, setOpen] = useState<string | null>(null);

  const onRetry = (m: MessageSummary) =>
    retry.mutate(m.id, {
      onSuccess: (r) => toast.success(t('toasts.requeued', { count: r.requeued })),
      onError: (e) => toast.error(t('toasts.retryFailed', { message: e.message })),
    });

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
      {messages.isPending ? <p className="ledger__muted">{t('ledger.loading')}</p> : null}
      {messages.isError ? (
        <p className="notice notice--error" role="alert">
          {messages.error.message}
        </p>
      ) : null}
      {messages.data && messages.data.length === 0 ? (
        <p className="ledger__muted">{t('ledger.empty')}</p>
      ) : null}
      <ul className="ledger">
        {messages.data?.map((m) => {
          const expanded = open === m.id;
          const detailId = `ledger-detail-${m.id}`;
          return (
            <li key={m.id} className="ledger__item">
              <div className="ledger__row">
                <button
                  type="button"
                  className="ledger__toggle"
                  aria-expanded={expanded}
                  aria-controls={detailId}
                  onClick={() => setOpen(expanded ? null : m.id)}
                >
                  <span className="ledger__when">
                    {new Date(m.createdAt).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </span>
                  <span className="ledger__kind">
                    {t(`kinds.${m.kind}`, { defaultValue: m.kind })} ·{' '}
                    {isMessageType(m.messageTypes) ? t(`types.${m.messageTypes}`) : m.messageTypes}
                  </span>
                  {m.staffSubject ? (
                    <span className="ledger__subject">{m.staffSubject}</span>
                  ) : null}
                  <span className="ledger__excerpt">{m.body}</span>
                </button>
                <DeliveryCounts counts={m.counts} />
                <Link className="ledger__open" to={paths.messages.detail.href(m.id)}>
                  {t('ledger.open')}
                  <span className="visually-hidden"> · {m.body.slice(0, 60)}</span>
                </Link>
                {m.retryable > 0 ? (
                  <button
                    type="button"
                    className="button button--secondary ledger__retry"
                    disabled={retry.isPending}
                    onClick={() => onRetry(m)}
                  >
                    {t('ledger.retry')}
                  </button>
                ) : null}
              </div>
              {expanded ? (
                <div id={detailId}>
                  <MessageDeliveries id={m.id} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
