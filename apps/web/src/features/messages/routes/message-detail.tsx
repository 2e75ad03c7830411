import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../lib/paths';
import { useMessage } from '../api/get-message';
import { DeliveryCounts } from '../components/delivery-counts';
import { MessageDeliveries } from '../components/message-deliveries';
import '../messages.css';
import { LedgerHeading } from '../components/ledger-heading';

/**
 * One message in the ledger, where the send's toast leads: each recipient's
 * status, looked at again every few seconds while any delivery is queued or sending
 * (useMessage), and no more once all are settled.
 */
export default function MessageDetailRoute() {
  const { t } = useTranslation('messages');
  const { id = '' } = useParams();
  const message = useMessage(id);
  const m = message.data;
  const live = m ? m.counts.queued + m.counts.sending > 0 : false;

  return (
    <Page
      className="message-detail"
      title={t('detail.title')}
      actions={
        <Link className="button button--secondary" to={paths.messages.ledger.href()}>
          {t('detail.back')}
        </Link>
      }
    >
      {m ? (
        <div className="ledger__item ledger__summary">
          <div className="ledger__row">
            <div className="ledger__heading">
              <LedgerHeading message={m} />
            </div>
            <DeliveryCounts counts={m.counts} />
          </div>
          <p className="ledger__muted ledger__live" role="status">
            {live ? t('detail.live') : t('detail.settled')}
          </p>
        </div>
      ) : null}
      <MessageDeliveries id={id} />
    </Page>
  );
}
