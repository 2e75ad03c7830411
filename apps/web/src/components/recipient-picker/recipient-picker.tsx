import { useId, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'react-select';
import { useAffiliationLabel } from '../contacts/affiliation-label';
import { CheckOption, RecipientsApart, type RecipientOption } from './recipient-option';
import type { PickableContact } from './pickable-contact';
import './recipient-picker.css';

/** What the picker needs of a contact (any GET /api/contact/getall row fits). */
export type { PickableContact } from './pickable-contact';

/** The contact search matches first or last name by case-insensitive substring. */
export function matchesContact(
  contact: Pick<PickableContact, 'firstName' | 'lastName'>,
  text: string,
): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return contact.firstName.toLowerCase().includes(q) || contact.lastName.toLowerCase().includes(q);
}

/** A wider search: first name, last name, full name, email or phone, ignoring case and accents. */
export function matchesContactDetails(contact: PickableContact, text: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = fold(text.trim());
  if (!q) return true;
  const { firstName, lastName, email, phone } = contact;
  return [firstName, lastName, `${firstName} ${lastName}`, email ?? '', phone ?? '']
    .map(fold)
    .some((s) => s.includes(q));
}

const fullName = (c: PickableContact) => `${c.firstName} ${c.lastName}`.trim();

type Option<C extends PickableContact> = RecipientOption<C>;

export interface RecipientPickerProps<C extends PickableContact> {
  /** Everyone who can be chosen (the caller narrows it first when its own fields decide that). */
  contacts: readonly C[];
  selected: ReadonlySet<string>;
  onChange: (ids: Set<string>) => void;
  loading?: boolean;
  /**
   * 'dropdown' (default): a searchable multi-select whose control shows 'N selected'.
   * 'checklist': one visible checkbox per listed contact.
   */
  display?: 'dropdown' | 'checklist';
  /**
   * The Notify Members toggle. 'selectAll': it checks or unchecks every listed contact.
   * 'reveal': the chooser shows only while it is on (`notifying` / `onNotifyingChange`).
   * Absent: no toggle.
   */
  notifyToggle?: 'selectAll' | 'reveal';
  notifying?: boolean;
  onNotifyingChange?: (on: boolean) => void;
  /**
   * How affiliations narrow the choice inside the picker. 'filter': an 'Affiliation filter'
   * select narrows the listed contacts (with 'Select all shown' and 'Clear'). 'shortcuts':
   * buttons that add everyone of an affiliation. Absent: none.
   */
  affiliations?: 'filter' | 'shortcuts';
  /** The affiliation filter's choices (default: the affiliations of the contacts). */
  affiliationOptions?: readonly { id: number; name: string }[];
  /** The search (default: first or last name, case-insensitive substring). */
  matches?: (contact: C, text: string) => boolean;
  /** Muted text after a name (default: the contact's affiliation). */
  describe?: (contact: C) => string | null | undefined;
  /** Also lists the chosen contacts as removable chips. */
  chips?: boolean;
  /**
   * Contacts who cannot be chosen, shown apart (folded) with why: e.g. members who cannot see
   * the event a notice is about.
   */
  apart?: {
    title: string;
    hint?: string;
    contacts: readonly C[];
    reason: (contact: C) => string;
  };
  /** Why the server refused the recipients, shown in the group and announced. */
  error?: string | null;
  /** The group itself, so a refused save can scroll to it and focus its first control. */
  groupRef?: Ref<HTMLFieldSetElement>;
  labels?: {
    /** The group's visible heading (default 'Recipients'). */
    legend?: string;
    /** A separate, visually hidden name for the search box (default: the heading). */
    search?: string;
    /** The search box's placeholder when nothing is chosen (default 'search a user'). */
    placeholder?: string;
  };
  /** Extra class names for the fieldset. */
  className?: string;
}

/** Choosing whom a content notice, an event notice or a message goes to. */
export function RecipientPicker<C extends PickableContact>({
  contacts,
  selected,
  onChange,
  loading = false,
  display = 'dropdown',
  notifyToggle,
  notifying = false,
  onNotifyingChange,
  affiliations,
  affiliationOptions,
  matches = matchesContact,
  describe: describeGiven,
  chips = false,
  apart,
  error,
  groupRef,
  labels = {},
  className,
}: RecipientPickerProps<C>) {
  const { t } = useTranslation('recipientPicker');
  // The team's affiliations in the reader's language, in the list and the filter.
  const affiliationLabel = useAffiliationLabel();
  const describe = useMemo(
    () =>
      describeGiven ??
      ((c: C) => (c.affiliation ? affiliationLabel(c.affiliation.name) : undefined)),
    [describeGiven, affiliationLabel],
  );
  const legendId = useId();
  const toggleId = useId();
  const searchId = useId();
  const filterId = useId();
  const errorId = useId();
  const [filter, setFilter] = useState('');
  // The checklist's own search (the dropdown searches in its box).
  const [search, setSearch] = useState('');

  const groups = useMemo(() => {
    const map = new Map<number, { id: number; name: string; ids: string[] }>();
    for (const c of contacts) {
      if (!c.affiliation) continue;
      const entry = map.get(c.affiliation.id) ?? { ...c.affiliation, ids: [] };
      entry.ids.push(c.id);
      map.set(c.affiliation.id, entry);
    }
    return [...map.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [contacts]);

  const shown = useMemo(
    () =>
      contacts.filter(
        (c) =>
          !(affiliations === 'filter' && filter && String(c.affiliation?.id ?? '') !== filter) &&
          (display !== 'checklist' || matches(c, search)),
      ),
    [contacts, affiliations, filter, display, matches, search],
  );
  const options = useMemo<Option<C>[]>(
    () => shown.map((c) => ({ value: c.id, label: fullName(c), contact: c, detail: describe(c) })),
    [shown, describe],
  );
  const chosen = contacts.filter((c) => selected.has(c.id));
  const count = chosen.length;
  const allChecked = contacts.length > 0 && contacts.every((c) => selected.has(c.id));
  const open = notifyToggle !== 'reveal' || notifying;

  const add = (ids: readonly string[]) => onChange(new Set([...selected, ...ids]));
  const toggleOne = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  const countHint = (
    <p className="field__hint" aria-live="polite">
      {t('nSelected', { count })}
    </p>
  );

  return (
    <fieldset
      ref={groupRef}
      className={className ? `recipient-picker ${className}` : 'recipient-picker'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId} className="field__label">
        {labels.legend ?? t('recipients')}
      </legend>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}

      {notifyToggle ? (
        <label className="switch" htmlFor={toggleId}>
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={notifyToggle === 'selectAll' ? allChecked : notifying}
            disabled={notifyToggle === 'selectAll' && !contacts.length}
            onChange={(e) =>
              notifyToggle === 'selectAll'
                ? onChange(new Set(e.target.checked ? contacts.map((c) => c.id) : []))
                : onNotifyingChange?.(e.target.checked)
            }
          />
          <span className="switch__track" aria-hidden="true" />
          {t('notifyMembers')}
        </label>
      ) : null}

      {open && affiliations === 'filter' ? (
        <div className="recipient-picker__bar">
          <div className="field">
            <label className="field__label" htmlFor={filterId}>
              {t('affiliationFilter')}
            </label>
            <select
              id={filterId}
              className="field__input recipient-picker__filter"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            >
              <option value="">{t('allAffiliations')}</option>
              {(affiliationOptions ?? groups).map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {affiliationLabel(a.name)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => add(shown.map((c) => c.id))}
          >
            {t('selectAll')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(new Set())}
          >
            {t('clearAll')}
          </button>
        </div>
      ) : null}

      {open && display === 'checklist' ? (
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {labels.search ?? t('searchRecipients')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input recipient-picker__search"
            placeholder={labels.placeholder ?? t('searchUser')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      ) : null}

      {!open ? null : display === 'checklist' ? (
        <ul className="recipient-picker__list">
          {options.map((o) => (
            <li key={o.value}>
              <label className="recipient-picker__check">
                <input
                  type="checkbox"
                  checked={selected.has(o.value)}
                  onChange={() => toggleOne(o.value)}
                />
                <span>
                  {o.label}
                  {o.detail ? <span className="recipient-option__meta"> · {o.detail}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {labels.search ? (
            <label className="visually-hidden" htmlFor={searchId}>
              {labels.search}
            </label>
          ) : null}
          <Select<Option<C>, true>
            inputId={searchId}
            aria-labelledby={labels.search ? undefined : legendId}
            isMulti
            options={options}
            value={options.filter((o) => selected.has(o.value))}
            isLoading={loading}
            closeMenuOnSelect={false}
            hideSelectedOptions={false}
            controlShouldRenderValue={false}
            isClearable={false}
            placeholder={
              count ? t('nSelected', { count }) : (labels.placeholder ?? t('searchUser'))
            }
            noOptionsMessage={() => t('noContacts')}
            loadingMessage={() => t('loading')}
            filterOption={(option, input) => matches(option.data.contact, input)}
            onChange={(next) => {
              // Chosen contacts the affiliation filter hides stay chosen.
              const hidden = contacts
                .filter((c) => selected.has(c.id) && !options.some((o) => o.value === c.id))
                .map((c) => c.id);
              onChange(new Set([...hidden, ...next.map((o) => o.value)]));
            }}
            components={{ Option: CheckOption<C> }}
            classNamePrefix="recipient-select"
            styles={{ menu: (base) => ({ ...base, zIndex: 20 }) }}
          />
        </>
      )}

      {open && display === 'checklist' && !options.length ? (
        <p className="field__hint">{t('noContacts')}</p>
      ) : null}

      {open ? countHint : null}

      {open && apart ? <RecipientsApart {...apart} /> : null}

      {open && affiliations === 'shortcuts' && groups.length ? (
        <div className="recipient-picker__shortcuts" role="group" aria-label={t('shortcuts')}>
          {groups.map((a) => (
            <button
              key={a.id}
              type="button"
              className="button button--secondary"
              onClick={() => add(a.ids)}
            >
              {t('allOf', { name: affiliationLabel(a.name), count: a.ids.length })}
            </button>
          ))}
          {selected.size ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onChange(new Set())}
            >
              {t('clearRecipients')}
            </button>
          ) : null}
        </div>
      ) : null}

      {open && chips && chosen.length ? (
        <ul className="recipient-picker__chips" aria-label={t('chosen')}>
          {chosen.map((c) => (
            <li key={c.id} className="recipient-picker__chip">
              {fullName(c)}
              <button
                type="button"
                className="recipient-picker__chip-remove"
                aria-label={t('remove', { name: fullName(c) })}
                onClick={() => toggleOne(c.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
