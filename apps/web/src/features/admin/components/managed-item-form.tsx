import {
  useEffect,
  useId,
  useRef,
  type FormEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormActions } from '../../../components/forms/form-actions';
import { FormField, type FormFieldOptions } from '../../../components/forms/form-field';
import type { ManagedFormProps } from './managed-list-page';

/** The form's words, each the caller's catalog key under its own prefix. */
export type ManagedFormWord =
  | 'newTitle'
  | 'editTitle'
  | 'english'
  | 'spanish'
  | 'loadNewer'
  | 'create'
  | 'save'
  | 'saving'
  | 'cancel';

/**
 * The react-hook-form of one bilingual item an admin adds or edits: filled from the item (again,
 * with the focus on the form's heading, when another item is opened), checked by `schema` (the
 * server's rules worded in the page's language), and `field` to render one labelled input.
 */
export function useManagedItemForm<T, S extends z.ZodType<FieldValues, FieldValues>>(
  item: T | null,
  valuesOf: (item: T | null) => DefaultValues<z.input<S>>,
  schema: S,
) {
  type V = z.input<S>;
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: valuesOf(item),
    resolver: zodResolver(schema),
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  useEffect(() => {
    reset(valuesOf(item));
    headingRef.current?.focus();
  }, [item, reset, valuesOf]);

  const field = (name: Path<V>, label: string, options: FormFieldOptions = {}) => (
    <FormField
      id={`${ids}-${name}`}
      label={label}
      registration={register(name)}
      error={(get(errors, name) as { message?: string } | undefined)?.message}
      errorClassName="pinned-form__error"
      options={options}
    />
  );

  return { form, field, ids, headingRef };
}

/**
 * The frame of such a form: its heading, the English and Spanish fieldsets side by side, the
 * item's other fields, the server's refusal (with the other admin's version to load after a save
 * conflict) and Save or Create beside Cancel.
 */
export function ManagedItemForm({
  t,
  editing,
  ids,
  headingRef,
  onSubmit,
  english,
  spanish,
  children,
  busy,
  serverError,
  onLoadNewer,
  onCancel,
}: Omit<ManagedFormProps<unknown, unknown>, 'item' | 'onSubmit'> & {
  t: (word: ManagedFormWord) => string;
  editing: boolean;
  ids: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  english: ReactNode;
  spanish: ReactNode;
  /** The fields below the two languages. */
  children: ReactNode;
}) {
  return (
    <form className="pinned-form" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1} className="pinned-form__heading">
        {editing ? t('editTitle') : t('newTitle')}
      </h2>
      <div className="pinned-form__languages">
        <fieldset className="pinned-form__language">
          <legend>{t('english')}</legend>
          {english}
        </fieldset>
        <fieldset className="pinned-form__language">
          <legend>{t('spanish')}</legend>
          {spanish}
        </fieldset>
      </div>
      {children}
      {serverError ? (
        <div className="pinned-form__server">
          <p className="pinned-form__error pinned-form__error--server" role="alert">
            {serverError}
          </p>
          {onLoadNewer ? (
            <button type="button" className="button button--secondary" onClick={onLoadNewer}>
              {t('loadNewer')}
            </button>
          ) : null}
        </div>
      ) : null}
      <FormActions
        submitLabel={editing ? t('save') : t('create')}
        busy={busy}
        busyLabel={t('saving')}
        before={
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('cancel')}
          </button>
        }
      />
    </form>
  );
}
