import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageSummary } from '@dugout/shared';
import { kindsOf } from '../ledger-groups';

/**
 * A run of automatic messages as one line: how many, of which kinds, from when to when; its
 * messages shown on a tap (`children` renders them).
 */
export function AutomaticGroup({
  id,
  messages,
  children,
}: {
  id: string;
  messages: readonly MessageSummary[];
  children: (messages: readonly MessageSummary[]) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const listId = `ledger-group-${id}`;
  const newest = messages[0]!;
  const oldest = messages.at(-1)!;
  // "Nov 27, 2026, 3:40 – 3:46 PM": the day said once when the run is within it.
  const span = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).formatRange(new Date(oldest.createdAt), new Date(newest.createdAt));
  return (
    <li className="ledger__item ledger__group">
      <div className="ledger__row">
        <button
          type="button"
          className="ledger__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span className="ledger__when">{span}</span>
          <span className="ledger__subject">
            {t('ledger.automatic', { count: messages.length })}
          </span>
          <span className="ledger__kind">
            {kindsOf(messages)
              .map((k) => `${t(`kinds.${k.kind}`, { defaultValue: k.kind })} × ${k.count}`)
              .join(' · ')}
          </span>
        </button>
        <span className="ledger__group-hint" aria-hidden="true">
          {open ? t('ledger.hide') : t('ledger.show')}
        </span>
      </div>
      {open ? (
        <ul className="ledger ledger--nested" id={listId}>
          {children(messages)}
        </ul>
      ) : null}
    </li>
  );
}
