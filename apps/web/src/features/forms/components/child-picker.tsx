import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormChild } from '@dugout/shared';

/**
 * "Fill from your household": picking a child fills the row's names and number (the name and
 * number the household last asked for them, when there is one), so a family types only the size.
 */
export function ChildPicker({
  household,
  value,
  onPick,
}: {
  household: readonly FormChild[];
  value: string;
  onPick: (child: FormChild | null, kidNumber: number) => void;
}) {
  const { t } = useTranslation('forms');
  const id = useId();
  return (
    <div className="request-field request-field--child">
      <label className="field__label" htmlFor={id}>
        {t('form.fillFrom')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => {
          const index = household.findIndex((c) => c.contactId === e.target.value);
          onPick(household[index] ?? null, index + 1);
        }}
      >
        <option value="">{t('form.someoneElse')}</option>
        {household.map((c) => (
          <option key={c.contactId} value={c.contactId}>
            {t('form.child', {
              name: `${c.firstName} ${c.lastName}`.trim(),
              role: t(`form.roles.${c.role}`),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
