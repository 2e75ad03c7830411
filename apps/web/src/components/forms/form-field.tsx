import type { UseFormRegisterReturn } from 'react-hook-form';

export interface FormFieldOptions {
  multiline?: boolean;
  hint?: string;
  required?: boolean;
  lang?: string;
  /** The input's type (default text); ignored for a multiline field. */
  type?: string;
  inputMode?: 'decimal';
}

/**
 * One labelled input (or textarea) of a react-hook-form form, its hint and its error message
 * tied to it by aria-describedby; the error is announced (role alert).
 */
export function FormField({
  id,
  label,
  registration,
  error,
  errorClassName,
  options = {},
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  errorClassName: string;
  options?: FormFieldOptions;
}) {
  const describedBy =
    [options.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    className: 'field__input',
    lang: options.lang,
    inputMode: options.inputMode,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': options.required || undefined,
    ...registration,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {options.multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={options.type ?? 'text'} {...common} />
      )}
      {options.hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {options.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClassName} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
