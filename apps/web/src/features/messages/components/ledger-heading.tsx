import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, type MessageSummary, type MessageType } from '@dugout/shared';

const isMessageType = (value: string): value is MessageType =>
  (MESSAGE_TYPES as readonly string[]).includes(value);

/** A message's heading in the ledger and on its own page: when, what kind, the staff subject. */
export function LedgerHeading({
  message: m,
}: {
  message: Pick<MessageSummary, 'createdAt' | 'kind' | 'messageTypes' | 'staffSubject'>;
}) {
  const { t, i18n } = useTranslation('messages');
  return (
    <>
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
    </>
  );
}
