import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPhone, TEXT_ANSWER_MAX_LENGTH, type TextMessage } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../lib/paths';
import { useAnswerText } from '../api/answer-text';
import { useTextConversation } from '../api/get-text-conversation';
import { useMarkTextsRead } from '../api/mark-texts-read';
import { MessageSubmit } from '../components/message-submit';
import { MessageTextField } from '../components/message-text-field';
import { TextWhen } from '../components/text-when';
import '../messages.css';
import '../texts-inbox.css';

/**
 * One number's texts with the office: the thread, oldest first, and the answer
 * box. Opening it marks read the texts it shows (not one that arrives after).
 */
export default function TextConversationRoute() {
  const { t } = useTranslation('messages');
  const { id = '' } = useParams();
  const conversation = useTextConversation(id);
  const markRead = useMarkTextsRead();
  const c = conversation.data;

  const unreadThrough = c?.messages.findLast((m) => m.direction === 'in' && !m.read)?.at ?? null;
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (unreadThrough) markReadMutate({ id, through: unreadThrough });
  }, [id, unreadThrough, markReadMutate]);

  const name = c ? c.contact?.name || formatPhone(c.phone) : '';
  return (
    <Page
      className="text-conversation"
      title={c ? t('texts.thread', { name }) : t('texts.title')}
      actions={
        <Link className="button button--secondary" to={paths.messages.texts.href()}>
          {t('texts.back')}
        </Link>
      }
    >
      {conversation.isPending ? <p className="ledger__muted">{t('texts.loading')}</p> : null}
      {conversation.isError ? (
        <p className="notice notice--error" role="alert">
          {conversation.error.message}
        </p>
      ) : null}
      {c ? (
        <>
          <dl className="texts__facts">
            <div>
              <dt>{t('texts.fromContact')}</dt>
              <dd>
                {c.contact ? (
                  <Link to={paths.contacts.detail.href(c.contact.id)}>{c.contact.name}</Link>
                ) : (
                  t('texts.unknownSender')
                )}{' '}
                <span className="texts__phone">{formatPhone(c.phone)}</span>
              </dd>
            </div>
            {c.event ? (
              <div>
                <dt>{t('texts.aboutEvent')}</dt>
                <dd>
                  <Link to={paths.events.detail.href(c.event.id)}>{c.event.name}</Link>
                </dd>
              </div>
            ) : null}
          </dl>
          <ol className="thread" aria-label={t('texts.thread', { name })}>
            {c.messages.map((m) => (
              <ThreadMessage key={m.id} message={m} />
            ))}
          </ol>
          <AnswerBox id={id} phone={formatPhone(c.phone)} optedOut={c.optedOut} />
        </>
      ) : null}
    </Page>
  );
}

function ThreadMessage({ message: m }: { message: TextMessage }) {
  const { t } = useTranslation('messages');
  const out = m.direction === 'out';
  return (
    <li className={out ? 'thread__text thread__text--out' : 'thread__text thread__text--in'}>
      <p className="thread__body">{m.body}</p>
      <p className="thread__meta">
        <TextWhen at={m.at} />
        {out && m.answeredBy ? <> · {t('texts.answeredBy', { name: m.answeredBy.name })}</> : null}
        {out && m.delivery ? (
          <>
            {' · '}
            <Link to={paths.messages.detail.href(m.delivery.messageId)}>
              {t(`texts.delivery.${m.delivery.status}`)}
            </Link>
          </>
        ) : null}
      </p>
    </li>
  );
}

function AnswerBox({ id, phone, optedOut }: { id: string; phone: string; optedOut: boolean }) {
  const { t } = useTranslation('messages');
  const answer = useAnswerText();
  const [body, setBody] = useState('');

  if (optedOut) {
    return (
      <p className="notice notice--error" role="status">
        {t('texts.optedOut')}
      </p>
    );
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    answer.mutate(
      { id, body },
      {
        onSuccess: () => {
          setBody('');
          toast.success(t('texts.sent'));
        },
        onError: (err) => toast.error(t('texts.failed', { message: err.message })),
      },
    );
  };
  return (
    <form className="answer-box" onSubmit={onSubmit}>
      <MessageTextField
        label={t('texts.answer')}
        value={body}
        onChange={setBody}
        rows={3}
        maxLength={TEXT_ANSWER_MAX_LENGTH}
        hint={t('texts.answerHint', { phone })}
        texted
      />
      <MessageSubmit
        label={t('texts.send')}
        busyLabel={t('texts.sending')}
        busy={answer.isPending}
        disabled={answer.isPending || !body.trim()}
      />
    </form>
  );
}
