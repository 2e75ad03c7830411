import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  isCalendarDay,
  isPinnedLink,
  PINNED_LINK_MAX_LENGTH,
  PINNED_TEXT_MAX_LENGTH,
  PINNED_TITLE_MAX_LENGTH,
  type ManagedPinnedPost,
  type PinnedPostInput,
} from '@dugout/shared';
import { FormActions } from '../../../components/forms/form-actions';
import { FormField, type FormFieldOptions } from '../../../components/forms/form-field';
import { formSubmit } from '../../../components/forms/form-submit';

interface PinnedPostFormValues {
  titleEn: string;
  textEn: string;
  titleEs: string;
  textEs: string;
  link: string;
  /** '' for no last day (a date input's empty value). */
  expiresOn: string;
}

const valuesOf = (post: ManagedPinnedPost | null): PinnedPostFormValues => ({
  titleEn: post?.titleEn ?? '',
  textEn: post?.textEn ?? '',
  titleEs: post?.titleEs ?? '',
  textEs: post?.textEs ?? '',
  link: post?.link ?? '',
  expiresOn: post?.expiresOn ?? '',
});

/**
 * Adds or edits one pinned post: English title and text, optional Spanish, an optional link and
 * an optional last day. The rules are the server's (packages/shared pinned-posts.ts), worded here
 * in the page's language; the server's own refusal (e.g. someone else saved first) shows above
 * the buttons.
 */
export function PinnedPostForm({
  post,
  busy,
  serverError,
  onLoadNewer,
  onSubmit,
  onCancel,
}: {
  /** null: a new post. */
  post: ManagedPinnedPost | null;
  busy: boolean;
  serverError: string | null;
  /** Offered when someone else saved the post first: opens their version in the form. */
  onLoadNewer?: () => void;
  onSubmit: (input: PinnedPostInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => {
    const tooLong = (max: number) => t('pinned.form.errors.tooLong', { max });
    const titleEn = t('pinned.form.errors.titleEn', { max: PINNED_TITLE_MAX_LENGTH });
    return z.object({
      titleEn: z.string().trim().min(1, titleEn).max(PINNED_TITLE_MAX_LENGTH, titleEn),
      textEn: z.string().trim().max(PINNED_TEXT_MAX_LENGTH, tooLong(PINNED_TEXT_MAX_LENGTH)),
      titleEs: z.string().trim().max(PINNED_TITLE_MAX_LENGTH, tooLong(PINNED_TITLE_MAX_LENGTH)),
      textEs: z.string().trim().max(PINNED_TEXT_MAX_LENGTH, tooLong(PINNED_TEXT_MAX_LENGTH)),
      link: z
        .string()
        .trim()
        .max(PINNED_LINK_MAX_LENGTH, tooLong(PINNED_LINK_MAX_LENGTH))
        .refine(isPinnedLink, t('pinned.form.errors.link')),
      expiresOn: z
        .string()
        .refine((v) => v === '' || isCalendarDay(v), t('pinned.form.errors.expiresOn')),
    });
  }, [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: valuesOf(post), resolver: zodResolver(schema) });

  // Another post opened for editing: its values, and the focus on the form's heading.
  useEffect(() => {
    reset(valuesOf(post));
    headingRef.current?.focus();
  }, [post, reset]);

  const submit = formSubmit(
    handleSubmit((values) =>
      onSubmit({ ...values, expiresOn: values.expiresOn === '' ? null : values.expiresOn }),
    ),
  );

  const field = (
    name: keyof PinnedPostFormValues,
    label: string,
    options: FormFieldOptions = {},
  ) => (
    <FormField
      id={`${ids}-${name}`}
      label={label}
      registration={register(name)}
      error={errors[name]?.message}
      errorClassName="pinned-form__error"
      options={options}
    />
  );

  return (
    <form className="pinned-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1} className="pinned-form__heading">
        {post ? t('pinned.form.editTitle') : t('pinned.form.newTitle')}
      </h2>
      <div className="pinned-form__languages">
        <fieldset className="pinned-form__language">
          <legend>{t('pinned.form.english')}</legend>
          {field('titleEn', t('pinned.form.title'), { required: true, lang: 'en' })}
          {field('textEn', t('pinned.form.text'), { multiline: true, lang: 'en' })}
        </fieldset>
        <fieldset className="pinned-form__language">
          <legend>{t('pinned.form.spanish')}</legend>
          {field('titleEs', t('pinned.form.title'), {
            hint: t('pinned.form.spanishHint'),
            lang: 'es',
          })}
          {field('textEs', t('pinned.form.text'), { multiline: true, lang: 'es' })}
        </fieldset>
      </div>
      {field('link', t('pinned.form.link'), { hint: t('pinned.form.linkHint'), type: 'text' })}
      {field('expiresOn', t('pinned.form.expiresOn'), {
        type: 'date',
        hint: t('pinned.form.expiresOnHint'),
      })}
      {serverError ? (
        <div className="pinned-form__server">
          <p className="pinned-form__error pinned-form__error--server" role="alert">
            {serverError}
          </p>
          {onLoadNewer ? (
            <button type="button" className="button button--secondary" onClick={onLoadNewer}>
              {t('pinned.form.loadNewer')}
            </button>
          ) : null}
        </div>
      ) : null}
      <FormActions
        submitLabel={post ? t('pinned.form.save') : t('pinned.form.create')}
        busy={busy}
        busyLabel={t('pinned.form.saving')}
        before={
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('pinned.form.cancel')}
          </button>
        }
      />
    </form>
  );
}
