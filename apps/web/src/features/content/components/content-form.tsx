import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CONTENT_ACCEPT,
  CONTENT_CATEGORIES,
  CONTENT_MAX_BYTES_DEFAULT,
  contentFileRefusal,
  fileExtension,
  megabytes,
  type ContentCategory,
  type ContentItem,
} from '@dugout/shared';
import { AffiliationChecks } from '../../../components/forms/affiliation-checks';
import { TeamsField, useTeamsChoice } from '../../../components/teams/teams-field';
import { useMember } from '../../../lib/auth/use-member';
import { DeletableFormActions } from '../../../components/forms/deletable-form-actions';
import { EditConflictNotice, FormErrorNotice } from '../../../components/forms/form-notices';
import { RecipientPicker } from '../../../components/recipient-picker/recipient-picker';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { useDeleteContent } from '../api/delete-content';
import { useSaveContent, type ContentFormValues } from '../api/save-content';
import { TagInput } from '../../../components/tag-input/tag-input';
import { ApiRequestError, isVersionConflict, type Versioned } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config';
import { useAffiliations } from '../../../lib/api/affiliations';
import { useContacts } from '../../../lib/api/contacts';
import { useEditVersion } from '../../../lib/edit-version';

/** What is saved, but the audience by id and the notice's recipients still to be picked. */
interface FormState extends Omit<ContentFormValues, 'allowedAffiliations' | 'emailList' | 'teams'> {
  affiliationIds: number[];
  teams: number[];
  recipients: Set<string>;
}

function initialState(item?: ContentItem): FormState {
  return {
    file: null,
    description: item?.description ?? '',
    fileType: item?.fileType ?? '',
    tags: item?.tags ?? [],
    category: item?.category ?? CONTENT_CATEGORIES[0],
    isFeatured: item?.isFeatured ?? false,
    isBanner: item?.isBanner ?? false,
    affiliationIds: item?.allowedAffiliations.map((a) => a.id) ?? [],
    teams: item?.teams ?? [],
    recipients: new Set(),
  };
}

/**
 * The content form: 'Add Content' (no item) or 'Edit Content'. After a successful edit it
 * resets (to the saved item); after a create it keeps its values. Editing, it is filled once
 * from the version it was given (`loaded`); data that arrives later never overwrites what the
 * admin typed (lib/edit-version.ts), and the save sends that version as If-Match.
 */
export function ContentForm({
  loaded,
  refetch,
}: {
  loaded?: Versioned<ContentItem>;
  /** Loads the item again (to offer the newer version after a conflict). */
  refetch?: () => void;
}) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const item = loaded?.data;
  const [state, setState] = useState<FormState>(() => initialState(item));
  const version = useEditVersion(loaded, {
    valuesOf: initialState,
    currentValues: () => state,
    reset: (newer) => {
      setState(initialState(newer));
      setFileInputKey((k) => k + 1);
    },
    refetch: () => refetch?.(),
  });
  const [fileInputKey, setFileInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  /** What is wrong with the chosen file (or its absence), shown beside the file input. */
  const [fileError, setFileError] = useState<string | null>(null);
  /** The upload's progress, 0–100, while a file is being sent. */
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveContent(item?.id);
  const maxBytes = useConfig().contentMaxBytes ?? CONTENT_MAX_BYTES_DEFAULT;
  const remove = useDeleteContent();
  const contacts = useContacts();
  const affiliations = useAffiliations();
  // Teams show only in a club of two or more (with one, no `teams` is sent: kept as they are).
  const teamsChoice = useTeamsChoice(useMember(), 'content:publish', false);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));

  // With affiliations picked, only contacts of one of them can be notified.
  const notifiable = useMemo(() => {
    // Only contacts with an email address can get the notice.
    const list = (contacts.data ?? []).filter((c) => c.email);
    if (!state.affiliationIds.length) return list;
    return list.filter((c) => c.affiliation && state.affiliationIds.includes(c.affiliation.id));
  }, [contacts.data, state.affiliationIds]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!item && !state.file) {
      setFileError(t('form.fileRequired'));
      document.getElementById('content-file')?.focus();
      return;
    }
    const emails = notifiable
      .filter((c) => state.recipients.has(c.id) && c.email)
      .map((c) => c.email!);
    const allowed = (affiliations.data ?? []).filter((a) => state.affiliationIds.includes(a.id));
    save.mutate(
      {
        etag: version.etag,
        values: {
          file: state.file,
          description: state.description.trim() || state.file?.name || '',
          fileType: state.fileType,
          tags: state.tags,
          category: state.category,
          isFeatured: state.isFeatured,
          isBanner: state.isBanner,
          allowedAffiliations: allowed,
          emailList: emails,
          ...(teamsChoice.shown ? { teams: state.teams } : {}),
        },
        onUploadProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      },
      {
        onSettled: () => setProgress(null),
        onSuccess: (saved) => {
          if (item) {
            toast.success(t('toasts.updated'));
            version.saved(saved);
            setState(initialState(saved.data));
            setFileInputKey((k) => k + 1);
          } else {
            toast.success(t('toasts.created'));
          }
        },
        onError: (err) => {
          if (isVersionConflict(err)) {
            version.markConflict();
            return;
          }
          // A refusal (4xx) says what is wrong in one message; the spec's generic toast is for
          // a save that failed for another reason (no answer, a server error).
          const refused = err instanceof ApiRequestError && err.status >= 400 && err.status < 500;
          if (!refused) toast.error(t('toasts.issue'));
          setError(err.message);
        },
      },
    );
  };

  const onDelete = (close: () => void) => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        close();
        navigate('/Content/All');
      },
      onError: (err) => {
        toast.error(t('toasts.deleteFailed', { message: err.message }));
        close();
      },
    });
  };

  return (
    <form className="content-form" onSubmit={onSubmit} noValidate>
      <EditConflictNotice
        version={version}
        message={t('conflict.message')}
        loadLabel={t('conflict.load')}
      />
      <FormErrorNotice message={error} />

      <div className="form-field">
        <label className="field__label" htmlFor="content-file">
          {item ? t('form.replaceFile') : t('form.file')}
        </label>
        <input
          key={fileInputKey}
          id="content-file"
          className="field__input field__input--file"
          type="file"
          accept={CONTENT_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={
            fileError ? 'content-file-error content-file-hint' : 'content-file-hint'
          }
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            // Checked before anything is sent, by the rule the API applies (packages/shared).
            const refusal = file ? contentFileRefusal(file, maxBytes) : null;
            if (file && refusal) {
              setFileError(
                refusal.reason === 'type'
                  ? t('form.fileTypeRefused', { name: file.name, allowed: refusal.allowed })
                  : refusal.reason === 'size'
                    ? t('form.fileTooLarge', {
                        name: file.name,
                        size: megabytes(file.size),
                        max: refusal.maxMb,
                      })
                    : t('form.fileEmpty', { name: file.name }),
              );
              setState((s) => ({ ...s, file: null }));
              setFileInputKey((k) => k + 1); // the input no longer shows the refused name
              return;
            }
            setFileError(null);
            setState((s) =>
              file
                ? { ...s, file, description: file.name, fileType: fileExtension(file.name) }
                : { ...s, file: null },
            );
          }}
        />
        {fileError ? (
          <p id="content-file-error" className="content-form__file-error" role="alert">
            {fileError}
          </p>
        ) : null}
        <UploadProgress
          percent={progress}
          label={t('form.uploading')}
          text={t('form.uploadProgress', { percent: progress })}
        />
        <p id="content-file-hint" className="field__hint">
          {t('form.fileHint', { max: megabytes(maxBytes) })}
        </p>
      </div>

      <div className="form-row">
        <div className="form-field form-field--grow">
          <label className="field__label" htmlFor="content-description">
            {t('form.description')}
          </label>
          <input
            id="content-description"
            className="field__input"
            value={state.description}
            maxLength={300}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <div className="form-field form-field--narrow">
          <label className="field__label" htmlFor="content-filetype">
            {t('form.fileType')}
          </label>
          <input id="content-filetype" className="field__input" value={state.fileType} readOnly />
        </div>
      </div>

      <TagInput tags={state.tags} onChange={(tags) => set('tags', tags)} />

      <div className="form-field">
        <label className="field__label" htmlFor="content-category">
          {t('form.category')}
        </label>
        <select
          id="content-category"
          className="field__input"
          value={state.category}
          onChange={(e) => set('category', e.target.value as ContentCategory)}
        >
          {CONTENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="form-checks">
        <label className="check">
          <input
            type="checkbox"
            checked={state.isFeatured}
            onChange={(e) => set('isFeatured', e.target.checked)}
          />
          {t('form.isFeatured')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={state.isBanner}
            onChange={(e) => set('isBanner', e.target.checked)}
          />
          {t('form.isBanner')}
        </label>
      </div>

      <AffiliationChecks
        legend={t('form.affiliations')}
        hint={t('form.affiliationsHint')}
        affiliations={affiliations.data ?? []}
        selected={state.affiliationIds}
        onChange={(ids) =>
          // The list changes: everyone in it starts unchecked.
          setState((s) => ({ ...s, affiliationIds: ids, recipients: new Set() }))
        }
        classes={{ fieldset: 'form-fieldset', checks: 'form-checks', check: 'check' }}
      />

      <TeamsField
        choice={teamsChoice}
        value={state.teams}
        // A refusal of the teams shows at the top of the form, as the others do.
        onChange={(ids) => set('teams', ids)}
        errorId="content-teams-error"
        texts={{
          field: t('teams.field'),
          managerHint: '',
          wholeClub: t('teams.wholeClub'),
          noneChecked: t('teams.noneChecked'),
          someChecked: t('teams.someChecked'),
        }}
        classes={{ fieldset: 'form-fieldset', checks: 'form-checks', check: 'check' }}
      />

      <RecipientPicker
        contacts={notifiable}
        selected={state.recipients}
        loading={contacts.isPending}
        onChange={(ids) => set('recipients', ids)}
        notifyToggle="selectAll"
        labels={{ legend: t('form.notifyHeading'), search: t('form.searchUserLabel') }}
      />

      <DeletableFormActions
        submitLabel={item ? t('form.update') : t('form.submit')}
        busy={save.isPending}
        busyLabel={t('form.saving')}
        deleteLabel={item ? t('form.delete') : undefined}
        confirm={{
          title: t('delete.title'),
          cancel: t('delete.cancel'),
          yes: t('delete.yes'),
          busy: t('delete.deleting'),
          body: t('delete.body', { name: item?.description ?? '' }),
        }}
        deleting={remove.isPending}
        onConfirmDelete={onDelete}
      />
    </form>
  );
}
