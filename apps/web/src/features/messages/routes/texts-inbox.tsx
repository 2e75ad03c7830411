import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, type TextConversationSummary } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { useTextInbox } from '../../../lib/api/texts-inbox';
import { paths } from '../../../lib/paths';
import { TextWhen } from '../components/text-when';
import '../texts-inbox.css';

/**
 * The office's inbox of texts: one row per number that texted the team, newest
 * first, with who it is, the event it most likely answers, the last text and the unread count.
 */
export default function TextsInboxRoute() {
  const { t } = useTranslation('messages');
  const inbox = useTextInbox();

  return (
    <Page
      title={t('texts.title')}
      actions={
        <Link className="button button--secondary" to={paths.messages.ledger.href()}>
          {t('send.toLedger')}
        </Link>
      }
    >
      <p className="ledger__muted">{t('texts.intro')}</p>
      {inbox.isPending ? <p className="ledger__muted">{t('texts.loading')}</p> : null}
      {inbox.isError ? (
        <p className="notice notice--error" role="alert">
          {inbox.error.message}
        </p>
      ) : null}
      {inbox.data && inbox.data.conversations.length === 0 ? (
        <p className="ledger__muted">{t('texts.empty')}</p>
      ) : null}
      <ul className="texts" aria-label={t('texts.conversations')}>
        {inbox.data?.conversations.map((c) => (
          <ConversationRow key={c.id} conversation={c} />
        ))}
      </ul>
    </Page>
  );
}

function ConversationRow({ conversation: c }: { conversation: TextConversationSummary }) {
  const { t } = useTranslation('messages');
  const who = c.contact?.name || formatPhone(c.phone);
  return (
    <li className={c.unread > 0 ? 'texts__item texts__item--unread' : 'texts__item'}>
      <div className="texts__head">
        {c.contact ? (
          <Link className="texts__who" to={paths.contacts.detail.href(c.contact.id)}>
            {c.contact.name}
          </Link>
        ) : (
          <span className="texts__who">{t('texts.unknownSender')}</span>
        )}
        <span className="texts__phone">{formatPhone(c.phone)}</span>
        {c.unread > 0 ? (
          <span className="texts__unread">{t('texts.unread', { count: c.unread })}</span>
        ) : null}
        <TextWhen className="texts__when" at={c.last.at} />
      </div>
      {c.event ? (
        <p className="texts__event">
          {t('texts.aboutEvent')}:{' '}
          <Link to={paths.events.detail.href(c.event.id)}>{c.event.name}</Link>
        </p>
      ) : null}
      <div className="texts__foot">
        <p className="texts__last">
          {c.last.direction === 'out'
            ? t('texts.lastFromOffice', { body: c.last.body })
            : c.last.body}
        </p>
        <Link className="button button--primary texts__open" to={paths.messages.text.href(c.id)}>
          {t('texts.open')}
          <span className="visually-hidden"> · {who}</span>
        </Link>
      </div>
    </li>
  );
}
