import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  can,
  MESSAGE_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TYPES,
  isMessageFormComplete,
  type MessagePreview,
  type MessageType,
  type SendMessageInput,
} from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import {
  RecipientPicker,
  matchesContactDetails,
} from '../../../components/recipient-picker/recipient-picker';
import { paths } from '../../../lib/paths';
import { useTeamMember } from '../../../lib/auth/use-team-member';
import { usePreviewMessage } from '../api/preview-message';
import { useSendMessage } from '../api/send-message';
import { SendConfirmDialog } from '../components/send-confirm-dialog';
import { MessageSubmit } from '../components/message-submit';
import { MessageTextField } from '../components/message-text-field';
import { TeamRecipientsChoice, useRecipientSource } from '../components/team-recipients';
import '../messages.css';

/** /message/send: type, recipients, message (and an optional email subject and Spanish text). */
export default function SendMessageRoute() {
  const { t } = useTranslation('messages');
  const { member } = useTeamMember('messaging:send');
  // The ledger is the admins': a team manager sends, and is not sent there.
  const ledger = can(member, 'messaging:send');
  const send = useSendMessage();
  const preview = usePreviewMessage();
  // The body being confirmed and what the server says it would queue.
  const [confirming, setConfirming] = useState<{
    input: SendMessageInput;
    preview: MessagePreview;
  } | null>(null);
  const [type, setType] = useState<MessageType | ''>('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const recipients = useRecipientSource(member, setSelected);
  const [message, setMessage] = useState('');
  const [messageEs, setMessageEs] = useState('');
  const [subject, setSubject] = useState('');
  const typeId = useId();
  const subjectId = useId();
  const subjectHintId = useId();
  const texts = type === 'SMS' || type === 'Both';
  // A subject is an email's: the field waits until the type can include one.
  const emails = type !== 'SMS';

  function reset() {
    setType('');
    setSelected(new Set());
    setMessage('');
    setMessageEs('');
    setSubject('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isMessageFormComplete({ type, recipientCount: selected.size, message })) {
      toast.error(t('toasts.incomplete'));
      return;
    }
    const chosen = (recipients.contacts ?? []).filter((r) => selected.has(r.id));
    const input: SendMessageInput = {
      MessageTypes: type as MessageType,
      Recipients: chosen.map((r) => ({
        Email: r.email,
        PhoneNumber: r.phone,
        Language: r.language,
        Name: `${r.firstName} ${r.lastName}`.trim(),
        // Texts go only to this contact's own verified number.
        ContactId: r.id,
      })),
      Message: message,
      ...(messageEs.trim() ? { MessageEs: messageEs } : {}),
      ...(emails && subject.trim() ? { Subject: subject } : {}),
    };
    preview.mutate(input, {
      onSuccess: (answer) => setConfirming({ input, preview: answer }),
      onError: (e) => toast.error(t('confirm.previewFailed', { message: e.message })),
    });
  }

  function onConfirm() {
    if (!confirming) return;
    send.mutate(confirming.input, {
      onSuccess: ({ id }) => {
        setConfirming(null);
        // The spec's words, then where to follow the delivery; longer than a plain success
        // toast so the link can be reached (hovering or focusing it keeps it up).
        toast.success(
          <span className="sent-toast">
            <span>{t('toasts.sent')}</span> <span>{t('toasts.queued')}</span>
            {ledger ? (
              <>
                {' '}
                <Link to={paths.messages.detail.href(id)}>{t('toasts.openLedger')}</Link>
              </>
            ) : null}
          </span>,
          { duration: 10_000 },
        );
        reset();
      },
      onError: () => {
        setConfirming(null);
        toast.error(t('toasts.failed'));
      },
    });
  }

  return (
    <Page
      title={t('send.title')}
      actions={
        ledger ? (
          <Link className="button button--secondary" to={paths.messages.ledger.href()}>
            {t('send.toLedger')}
          </Link>
        ) : undefined
      }
    >
      <form className="message-form" onSubmit={onSubmit} noValidate>
        <div className="message-field">
          <label className="field__label" htmlFor={typeId}>
            {t('send.type')}
          </label>
          <select
            id={typeId}
            className="field__input"
            value={type}
            onChange={(e) => setType(e.target.value as MessageType | '')}
          >
            <option value="">{t('send.chooseType')}</option>
            {MESSAGE_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`types.${m}`)}
              </option>
            ))}
          </select>
        </div>

        <TeamRecipientsChoice source={recipients} />

        <RecipientPicker
          contacts={recipients.contacts ?? []}
          selected={selected}
          onChange={setSelected}
          loading={recipients.loading}
          affiliations="shortcuts"
          matches={matchesContactDetails}
          chips
        />
        {recipients.error ? (
          <p className="notice notice--error" role="alert">
            {t('send.recipientsFailed', { message: recipients.error.message })}
          </p>
        ) : null}

        {emails ? (
          <div className="message-field">
            <label className="field__label" htmlFor={subjectId}>
              {t('send.subject')}
            </label>
            <input
              id={subjectId}
              className="field__input"
              type="text"
              maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
              aria-describedby={subjectHintId}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
            <p className="field__hint" id={subjectHintId}>
              {t('send.subjectHint')}
            </p>
          </div>
        ) : null}

        <MessageTextField
          label={t('send.message')}
          value={message}
          onChange={setMessage}
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          texted={texts}
          staffMessageIn="en"
        />

        <MessageTextField
          label={t('send.messageEs')}
          value={messageEs}
          onChange={setMessageEs}
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          hint={t('send.messageEsHint')}
          lang="es"
          texted={texts && messageEs.trim() !== ''}
          staffMessageIn="es"
        />

        <MessageSubmit
          label={t('send.submit')}
          busyLabel={t('send.checking')}
          busy={preview.isPending}
          disabled={preview.isPending || send.isPending}
        />
      </form>
      {confirming ? (
        <SendConfirmDialog
          preview={confirming.preview}
          type={confirming.input.MessageTypes}
          busy={send.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={onConfirm}
        />
      ) : null}
    </Page>
  );
}
