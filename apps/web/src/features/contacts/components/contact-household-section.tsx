import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSEHOLD_ROLES, type HouseholdRole } from '@dugout/shared';
import {
  useContactHousehold,
  useHouseholds,
  useSaveContactHousehold,
  type HouseholdChoice,
} from '../api/households';
import { PhotoConsent } from '../../../components/photos/photo-consent';

const NEW = 'new';

/**
 * On the contact form: the contact's household and role. Admins pick a household or
 * create one and save it at once (apart from the form's Save); a guardian editing their child's
 * card sees it but cannot change it. A guardian sets here, per child, whether the child may appear
 * in team photos (PhotoConsent).
 */
export function ContactHouseholdSection({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const ids = useId();
  const current = useContactHousehold(contactId);
  const manage = current.data?.canManage ?? false;
  const households = useHouseholds(manage);
  const save = useSaveContactHousehold(contactId);
  const [picked, setPicked] = useState<string | null>(null);
  const [role, setRole] = useState<HouseholdRole | null>(null);
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Absent: the reader may not edit the contact, so the server told nothing of their household.
  if (!current.data || current.data.household === undefined) return null;
  const own = current.data.household;

  if (!manage) {
    return (
      <fieldset className="contact-form__section">
        <legend className="contact-form__legend">{t('household.title')}</legend>
        <p className="contact-household__current">
          {own
            ? t('household.inHousehold', { name: own.name, role: t(`household.roles.${own.role}`) })
            : t('household.none')}
        </p>
        <PhotoConsent contactId={contactId} />
      </fieldset>
    );
  }

  const selected = picked ?? (own ? String(own.id) : '');
  const chosenRole = role ?? own?.role ?? 'guardian';
  const apply = () => {
    setProblem(null);
    let choice: HouseholdChoice;
    if (selected === '') choice = { kind: 'none' };
    else if (selected === NEW) {
      if (!newName.trim()) {
        setProblem(t('household.nameNeeded'));
        return;
      }
      choice = { kind: 'new', name: newName.trim(), role: chosenRole };
    } else choice = { kind: 'existing', id: Number(selected), role: chosenRole };
    save.mutate(choice, {
      onSuccess: () => {
        setPicked(null);
        setRole(null);
        setNewName('');
      },
    });
  };
  const unchanged =
    (selected === '' && !own) ||
    (own !== null && selected === String(own.id) && chosenRole === own.role);

  return (
    <fieldset className="contact-form__section">
      <legend className="contact-form__legend">{t('household.title')}</legend>
      <p className="field__hint contact-household__hint">{t('household.hint')}</p>
      <div className="contact-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-household`}>
            {t('household.household')}
          </label>
          <select
            id={`${ids}-household`}
            className="field__input"
            value={selected}
            onChange={(e) => setPicked(e.target.value)}
          >
            <option value="">{t('household.noHousehold')}</option>
            {(households.data ?? (own ? [{ id: own.id, name: own.name }] : [])).map((h) => (
              <option key={h.id} value={String(h.id)}>
                {h.name}
              </option>
            ))}
            <option value={NEW}>{t('household.create')}</option>
          </select>
        </div>
        {selected === NEW ? (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-name`}>
              {t('household.newName')}
            </label>
            <input
              id={`${ids}-name`}
              className="field__input"
              value={newName}
              maxLength={120}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${ids}-problem` : undefined}
              onChange={(e) => setNewName(e.target.value)}
            />
            {problem ? (
              <p id={`${ids}-problem`} className="field__error">
                {problem}
              </p>
            ) : null}
          </div>
        ) : null}
        {selected !== '' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-role`}>
              {t('household.role')}
            </label>
            <select
              id={`${ids}-role`}
              className="field__input"
              value={chosenRole}
              onChange={(e) => setRole(e.target.value as HouseholdRole)}
            >
              {HOUSEHOLD_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`household.roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={save.isPending || unchanged}
          onClick={apply}
        >
          {t('household.save')}
        </button>
      </p>
      <PhotoConsent contactId={contactId} />
    </fieldset>
  );
}
