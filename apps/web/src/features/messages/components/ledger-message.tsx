import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGE_TYPES, type MessageSummary, type MessageType } from '@dugout/shared';
import { paths } from '../../../lib/paths';
import { DeliveryCounts } from './delivery-counts';
import { MessageDeliveries } from './message-deliveries';
import { ledgerBody } from '../ledger-body';

const isMessageType = (value: string): value is MessageType =>
  (MESSAGE_TYPES as readonly string[]).includes(value);

/** One message of the ledger: when, what kind, its text, its deliveries by status, Open, Retry. */
export function LedgerMessage({
  message: m,
  expanded,
  onToggle,
  onRetry,
  retrying,
}: {
  message: MessageSummary;
  expanded: boolean;
  onToggle: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  const detailId = `ledger-detail-${m.id}`;
  return (
    <li className="ledger__item">
      <div className="ledger__row">
        <button
          type="button"
          className="ledger__toggle"
          aria-expanded={expanded}
          aria-controls={detailId}
          onClick={onToggle}
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
          {m.staffSubject ? <span className="ledger__subject">{m.staffSubject}</span> : null}
          <span className="ledger__excerpt">{ledgerBody(m, i18n.language)}</span>
        </button>
        <DeliveryCounts counts={m.counts} />
        <Link className="ledger__open" to={paths.messages.detail.href(m.id)}>
          {t('ledger.open')}
          <span className="visually-hidden"> · {ledgerBody(m, i18n.language).slice(0, 60)}</span>
        </Link>
        {m.retryable > 0 ? (
          <button
            type="button"
            className="button button--secondary ledger__retry"
            disabled={retrying}
            onClick={onRetry}
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
}
