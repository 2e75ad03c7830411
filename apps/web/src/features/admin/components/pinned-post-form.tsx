import { useMemo, useState } from 'react';
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
import { formSubmit } from '../../../components/forms/form-submit';
import { TeamsField, useTeamsChoice } from '../../../components/teams/teams-field';
import { useMember } from '../../../lib/auth/use-member';
import { ManagedItemForm, useManagedItemForm } from './managed-item-form';
import type { ManagedFormProps } from './managed-list-page';

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
  onSubmit,
  ...frame
}: Omit<ManagedFormProps<ManagedPinnedPost, PinnedPostInput>, 'item'> & {
  /** null: a new post. */
  post: ManagedPinnedPost | null;
}) {
  const { t } = useTranslation('admin');
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
  const { form, field, ids, headingRef } = useManagedItemForm(post, valuesOf, schema);
  // Teams show only in a club of two or more (with one, no `teams` is sent: kept as they are).
  const teamsChoice = useTeamsChoice(useMember(), 'content:publish', false);
  const [teams, setTeams] = useState<number[]>(() => post?.teams ?? []);

  const submit = formSubmit(
    form.handleSubmit((values) =>
      onSubmit({
        ...values,
        expiresOn: values.expiresOn === '' ? null : values.expiresOn,
        ...(teamsChoice.shown ? { teams } : {}),
      }),
    ),
  );

  return (
    <ManagedItemForm
      {...frame}
      t={(word) => t(`pinned.form.${word}`)}
      editing={post !== null}
      ids={ids}
      headingRef={headingRef}
      onSubmit={submit}
      english={
        <>
          {field('titleEn', t('pinned.form.title'), { required: true, lang: 'en' })}
          {field('textEn', t('pinned.form.text'), { multiline: true, lang: 'en' })}
        </>
      }
      spanish={
        <>
          {field('titleEs', t('pinned.form.title'), {
            hint: t('pinned.form.spanishHint'),
            lang: 'es',
          })}
          {field('textEs', t('pinned.form.text'), { multiline: true, lang: 'es' })}
        </>
      }
    >
      {field('link', t('pinned.form.link'), { hint: t('pinned.form.linkHint'), type: 'text' })}
      {field('expiresOn', t('pinned.form.expiresOn'), {
        type: 'date',
        hint: t('pinned.form.expiresOnHint'),
      })}
      <TeamsField
        choice={teamsChoice}
        value={teams}
        onChange={setTeams}
        errorId={`${ids}-teams-error`}
        texts={{
          field: t('pinned.form.teams'),
          managerHint: '',
          wholeClub: t('pinned.form.wholeClub'),
          noneChecked: t('pinned.form.noneChecked'),
          someChecked: t('pinned.form.someChecked'),
        }}
        classes={{ fieldset: 'form-fieldset', checks: 'form-checks', check: 'check' }}
      />
    </ManagedItemForm>
  );
}
