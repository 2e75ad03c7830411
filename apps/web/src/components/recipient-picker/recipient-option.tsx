import { components, type OptionProps } from 'react-select';
import type { PickableContact } from './pickable-contact';

/** One choice of the picker's list: the contact, its name, and the muted text after it. */
export interface RecipientOption<C extends PickableContact> {
  value: string;
  label: string;
  contact: C;
  detail: string | null | undefined;
}

/** The dropdown's option: a checkbox that shows whether the contact is chosen. */
export function CheckOption<C extends PickableContact>(
  props: OptionProps<RecipientOption<C>, true>,
) {
  return (
    <components.Option {...props}>
      <span className="recipient-option">
        <input
          type="checkbox"
          checked={props.isSelected}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <span>
          {props.data.label}
          {props.data.detail ? (
            <span className="recipient-option__meta"> · {props.data.detail}</span>
          ) : null}
        </span>
      </span>
    </components.Option>
  );
}

/**
 * Those who cannot be chosen, shown apart with why (e.g. an event's notice: members who cannot
 * see the event). Folded: the list can be long.
 */
export function RecipientsApart<C extends PickableContact>({
  title,
  hint,
  contacts,
  reason,
}: {
  title: string;
  hint?: string;
  contacts: readonly C[];
  reason: (contact: C) => string;
}) {
  if (!contacts.length) return null;
  return (
    <details className="recipient-picker__apart">
      <summary>{title}</summary>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <ul className="recipient-picker__apart-list">
        {contacts.map((c) => (
          <li key={c.id} className="recipient-picker__apart-item">
            {`${c.firstName} ${c.lastName}`.trim()}
            <span className="recipient-option__meta"> · {reason(c)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
