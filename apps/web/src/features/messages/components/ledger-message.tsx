import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageSummary } from '@dugout/shared';
import { paths } from '../../../lib/paths';
import { DeliveryCounts } from './delivery-counts';
import { MessageDeliveries } from './message-deliveries';
import { ledgerBody } from '../ledger-body';
import { LedgerHeading } from './ledger-heading';

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
          <LedgerHeading message={m} />
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
