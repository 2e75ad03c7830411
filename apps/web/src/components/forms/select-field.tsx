import { useId, type ReactNode } from 'react';

/**
 * A labelled select, as FormField is for inputs: the label above, the select's options given as
 * children, and the chosen value handed to `onChange`.
 */
export function SelectField({
  id,
  label,
  value,
  onChange,
  className,
  fieldClassName = 'field',
  invalid,
  children,
}: {
  /** The select's id; one is made when none is given. */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** More classes for the select (it always has field__input). */
  className?: string;
  /** The class of the label's and select's wrapper (a form's own grid cell). */
  fieldClassName?: string;
  /** Marked as refused (aria-invalid), e.g. a required choice left empty. */
  invalid?: boolean;
  children: ReactNode;
}) {
  const made = useId();
  const selectId = id ?? made;
  return (
    <div className={fieldClassName}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={className ? `field__input ${className}` : 'field__input'}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
