import { useAffiliationLabel } from '../contacts/affiliation-label';

/** The classes of the fieldset, of the box around the checkboxes and of each checkbox's label. */
export interface AffiliationChecksClasses {
  fieldset: string;
  checks: string;
  check: string;
}

/**
 * Who an item is open to: a checkbox per affiliation, in the reader's words for it; none checked
 * means everyone (the hint says so).
 */
export function AffiliationChecks({
  legend,
  hint,
  affiliations,
  selected,
  onChange,
  classes,
}: {
  legend: string;
  hint: string;
  affiliations: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  classes: AffiliationChecksClasses;
}) {
  const affiliationLabel = useAffiliationLabel();
  return (
    <fieldset className={classes.fieldset}>
      <legend className="field__label">{legend}</legend>
      <p className="field__hint">{hint}</p>
      <div className={classes.checks}>
        {affiliations.map((a) => (
          <label key={a.id} className={classes.check}>
            <input
              type="checkbox"
              checked={selected.includes(a.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...selected, a.id] : selected.filter((id) => id !== a.id),
                )
              }
            />
            {affiliationLabel(a.name)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
