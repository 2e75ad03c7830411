import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { components, type OptionProps } from 'react-select';
import type { Recipient } from '../api/get-recipients';

interface Option {
  value: string;
  label: string;
  recipient: Recipient;
}

/** Matches first name, last name, email or phone, ignoring case and accents. */
export function matchesRecipient(r: Recipient, text: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = fold(text.trim());
  if (!q) return true;
  return [r.firstName, r.lastName, `${r.firstName} ${r.lastName}`, r.email ?? '', r.phone ?? '']
    .map(fold)
    .some((s) => s.includes(q));
}

function CheckOption(props: OptionProps<Option, true>) {
  const r = props.data.recipient;
  return (
    <components.Option {...props}>
      <span className="message-option">
        <input
          type="checkbox"
          checked={props.isSelected}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <span>
          {props.data.label}
          {r.affiliation ? (
            <span className="message-option__meta"> · {r.affiliation.name}</span>
          ) : null}
        </span>
      </span>
    </components.Option>
  );
}

/**
 * Recipients from the directory: a searchable multi-select whose control shows 'N selected',
 * with one-click shortcuts that add everyone of an affiliation.
 */
export function MessageRecipientPicker({
  recipients,
  selected,
  onChange,
  loading,
}: {
  recipients: Recipient[];
  selected: Set<string>;
  onChange: (ids: Set<string>) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('messages');
  const inputId = useId();
  const options = useMemo<Option[]>(
    () =>
      recipients.map((r) => ({
        value: r.id,
        label: `${r.firstName} ${r.lastName}`.trim(),
        recipient: r,
      })),
    [recipients],
  );
  const affiliations = useMemo(() => {
    const map = new Map<number, { id: number; name: string; ids: string[] }>();
    for (const r of recipients) {
      if (!r.affiliation) continue;
      const entry = map.get(r.affiliation.id) ?? { ...r.affiliation, ids: [] };
      entry.ids.push(r.id);
      map.set(r.affiliation.id, entry);
    }
    return [...map.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [recipients]);
  const value = options.filter((o) => selected.has(o.value));

  return (
    <div className="message-field">
      <label className="field__label" htmlFor={inputId}>
        {t('send.recipients')}
      </label>
      <Select<Option, true>
        inputId={inputId}
        isMulti
        options={options}
        value={value}
        isLoading={loading}
        closeMenuOnSelect={false}
        hideSelectedOptions={false}
        controlShouldRenderValue={false}
        isClearable={false}
        placeholder={
          value.length ? t('send.nSelected', { count: value.length }) : t('send.searchRecipients')
        }
        noOptionsMessage={() => t('send.noRecipients')}
        loadingMessage={() => t('send.loadingRecipients')}
        filterOption={(option, input) => matchesRecipient(option.data.recipient, input)}
        onChange={(next) => onChange(new Set(next.map((o) => o.value)))}
        components={{ Option: CheckOption }}
        classNamePrefix="message-select"
        styles={{ menu: (base) => ({ ...base, zIndex: 20 }) }}
      />
      <p className="field__hint" aria-live="polite">
        {t('send.nSelected', { count: value.length })}
      </p>
      {affiliations.length ? (
        <div className="message-shortcuts" role="group" aria-label={t('send.shortcuts')}>
          {affiliations.map((a) => (
            <button
              key={a.id}
              type="button"
              className="button button--secondary message-shortcut"
              onClick={() => onChange(new Set([...selected, ...a.ids]))}
            >
              {t('send.allOf', { name: a.name, count: a.ids.length })}
            </button>
          ))}
          {selected.size ? (
            <button
              type="button"
              className="button button--secondary message-shortcut"
              onClick={() => onChange(new Set())}
            >
              {t('send.clear')}
            </button>
          ) : null}
        </div>
      ) : null}
      {value.length ? (
        <ul className="message-chips" aria-label={t('send.chosen')}>
          {value.map((o) => (
            <li key={o.value} className="message-chip">
              {o.label}
              <button
                type="button"
                className="message-chip__remove"
                aria-label={t('send.remove', { name: o.label })}
                onClick={() => {
                  const next = new Set(selected);
                  next.delete(o.value);
                  onChange(next);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
