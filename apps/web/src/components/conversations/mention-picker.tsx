import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationKind } from '@dugout/shared';
import { useMentionable } from './follow-api';
import { mentionAt } from './mentions';

export interface MentionTarget {
  kind: ConversationKind;
  subjectId: string;
}

/**
 * The "@" suggestions of a composer: members who may read the conversation, named as the
 * directory shows them (the server's list). Arrow keys move, Enter or Tab picks, Escape closes;
 * a tap picks. Returns what the text box needs and the list to draw under it.
 */
export function useMentionPicker(
  target: MentionTarget | undefined,
  body: string,
  caret: number,
  onPick: (member: { id: string; name: string }, at: { start: number; text: string }) => void,
) {
  const { t } = useTranslation('conversations');
  const listId = useId();
  const at = target ? mentionAt(body, caret) : null;
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const open = at !== null && closedAt !== at.start;
  const found = useMentionable(
    target?.kind ?? 'event',
    target?.subjectId ?? '',
    open ? at.text : null,
  );
  const members = open ? (found.data?.members ?? []) : [];
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [at?.text]);

  const pick = (i: number) => {
    const m = members[i];
    if (m && at) onPick(m, at);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !members.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + members.length) % members.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setClosedAt(at.start);
    }
  };
  const showing = open && found.data !== undefined;
  const optionId = (i: number) => `${listId}-${i}`;
  return {
    inputProps: {
      // A text box still (a combobox role would rename it for screen readers and tests alike).
      'aria-autocomplete': 'list' as const,
      // Only while the list is drawn: a reference to no element is invalid ARIA.
      ...(showing ? { 'aria-controls': listId } : {}),
      ...(showing && members.length ? { 'aria-activedescendant': optionId(active) } : {}),
      onKeyDown,
    },
    list: showing ? (
      members.length ? (
        <ul id={listId} className="mention-picker" role="listbox" aria-label={t('mention.list')}>
          {members.map((m, i) => (
            <li
              key={m.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`mention-picker__option${i === active ? ' mention-picker__option--active' : ''}`}
              // Before the text box loses focus: the tap picks, the caret stays in the box.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(i);
              }}
            >
              {m.name}
            </li>
          ))}
        </ul>
      ) : (
        <p id={listId} className="mention-picker__none field__hint" role="status">
          {t('mention.none')}
        </p>
      )
    ) : null,
  };
}
