import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { components, type OptionProps } from 'react-select';
import type { NotifiableContact } from '../api/get-notifiable-contacts';

interface Option {
  value: string;
  label: string;
  contact: NotifiableContact;
}

/** Spec §2: the search matches first or last name by case-insensitive substring. */
export function matchesContact(
  contact: Pick<NotifiableContact, 'firstName' | 'lastName'>,
  text: string,
) {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return contact.firstName.toLowerCase().includes(q) || contact.lastName.toLowerCase().includes(q);
}

function CheckOption(props: OptionProps<Option, true>) {
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
          {props.data.contact.affiliation ? (
            <span className="recipient-option__meta"> · {props.data.contact.affiliation.name}</span>
          ) : null}
        </span>
      </span>
    </components.Option>
  );
}

/**
 * Whom to notify: the Notify Members toggle checks or unchecks every listed contact; the search
 * box ('search a user') picks individual ones; the control shows 'N selected'.
 */
export function RecipientPicker({
  contacts,
  selected,
  onChange,
  loading,
}: {
  contacts: NotifiableContact[];
  selected: Set<string>;
  onChange: (ids: Set<string>) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('content');
  const toggleId = useId();
  const searchId = useId();
  const options: Option[] = contacts.map((c) => ({
    value: c.id,
    label: `${c.firstName} ${c.lastName}`.trim(),
    contact: c,
  }));
  const value = options.filter((o) => selected.has(o.value));
  const allChecked = contacts.length > 0 && contacts.every((c) => selected.has(c.id));
  return (
    <fieldset className="form-fieldset">
      <legend className="field__label">{t('form.notifyHeading')}</legend>
      <label className="switch" htmlFor={toggleId}>
        <input
          id={toggleId}
          type="checkbox"
          role="switch"
          checked={allChecked}
          disabled={!contacts.length}
          onChange={(e) => onChange(new Set(e.target.checked ? contacts.map((c) => c.id) : []))}
        />
        <span className="switch__track" aria-hidden="true" />
        {t('form.notifyMembers')}
      </label>
      <label className="visually-hidden" htmlFor={searchId}>
        {t('form.searchUserLabel')}
      </label>
      <Select<Option, true>
        inputId={searchId}
        isMulti
        options={options}
        value={value}
        isLoading={loading}
        closeMenuOnSelect={false}
        hideSelectedOptions={false}
        controlShouldRenderValue={false}
        isClearable={false}
        placeholder={
          value.length ? t('form.nSelected', { count: value.length }) : t('form.searchUser')
        }
        noOptionsMessage={() => t('form.noContacts')}
        loadingMessage={() => t('form.loadingContacts')}
        filterOption={(option, input) => matchesContact(option.data.contact, input)}
        onChange={(next) => onChange(new Set(next.map((o) => o.value)))}
        components={{ Option: CheckOption }}
        classNamePrefix="recipient-select"
        styles={{ menu: (base) => ({ ...base, zIndex: 20 }) }}
      />
      <p className="field__hint" aria-live="polite">
        {t('form.nSelected', { count: value.length })}
      </p>
    </fieldset>
  );
}
