import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPhone, TEXT_ANSWER_MAX_LENGTH, type TextMessage } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../lib/paths';
import { useAnswerText } from '../api/answer-text';
import { useTextConversation } from '../api/get-text-conversation';
import { useMarkTextsRead } from '../api/mark-texts-read';
import { SmsSegmentHint } from '../components/sms-segment-hint';
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
  const fieldId = useId();
  const hintId = useId();
  const segmentsId = useId();

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
      <label className="field__label" htmlFor={fieldId}>
        {t('texts.answer')}
      </label>
      <textarea
        id={fieldId}
        className="field__input message-textarea"
        rows={3}
        maxLength={TEXT_ANSWER_MAX_LENGTH}
        aria-describedby={`${hintId} ${segmentsId}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <p className="field__hint" id={hintId}>
        {t('texts.answerHint', { phone })}
      </p>
      <SmsSegmentHint id={segmentsId} text={body} />
      <div className="message-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={answer.isPending || !body.trim()}
          aria-busy={answer.isPending}
        >
          {answer.isPending ? t('texts.sending') : t('texts.send')}
        </button>
      </div>
    </form>
  );
}
