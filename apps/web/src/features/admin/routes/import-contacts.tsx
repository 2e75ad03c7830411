import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_IMPORT_CLEAR_MARKERS,
  CONTACT_IMPORT_MAX_BYTES,
  CONTACT_IMPORT_MAX_ROWS,
  type ContactImportResult,
} from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirmContactImport, usePreviewContactImport } from '../api/import-contacts';
import { ImportInvite } from '../components/import-invite';
import { ImportPreview } from '../components/import-preview';
import { IMPORT_EXAMPLE_HREF, IMPORT_EXAMPLE_NAME } from '../import-example';
import '../admin.css';
import '../import-contacts.css';

const SIZE = `${CONTACT_IMPORT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Import contacts from a CSV file: choose the file, see what it would create,
 * update (each field from → to) and refuse (with the reason per row) and the households it
 * forms, then confirm or cancel. The server writes nothing until the confirm, which sends the
 * same file again.
 */
export default function ImportContactsRoute() {
  const { t, i18n } = useTranslation('admin');
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  // A new key empties the file input after an import or a cancel.
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreviewContactImport();
  const confirm = useConfirmContactImport();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // The last import's result stays, with its invitation, until another file is previewed.
  const [imported, setImported] = useState<ContactImportResult | null>(null);

  const data = preview.data;
  useEffect(() => {
    if (data) previewHeading.current?.focus();
  }, [data]);

  const reset = () => {
    preview.reset();
    confirm.reset();
    setFile(null);
    setLocalError(null);
    setInputKey((k) => k + 1);
  };

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    if (!file) return setLocalError(t('importContacts.chooseFile'));
    if (file.size > CONTACT_IMPORT_MAX_BYTES) {
      return setLocalError(t('importContacts.tooLarge', { size: SIZE }));
    }
    setLocalError(null);
    setImported(null);
    preview.mutate(file);
  };

  const onConfirm = () => {
    if (!file || !data) return;
    confirm.mutate(
      { file, fingerprint: data.fingerprint },
      {
        onSuccess: (result) => {
          toast.success(t('importContacts.done', result));
          reset();
          setImported(result);
        },
      },
    );
  };

  const error = localError ?? preview.error?.message ?? null;
  const toWrite = data ? data.create.length + data.update.length + data.households.length : 0;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const markers = (words: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(words);

  return (
    <Page title={t('importContacts.title')}>
      <p className="admin-tools__intro">{t('importContacts.intro')}</p>
      <ul className="import-contacts__rules">
        <li>{t('importContacts.rules.match')}</li>
        <li>{t('importContacts.rules.blank')}</li>
        <li>
          {t('importContacts.rules.clear', { markers: markers(CONTACT_IMPORT_CLEAR_MARKERS) })}
        </li>
        <li>{t('importContacts.rules.household')}</li>
        <li>{t('importContacts.rules.family')}</li>
        <li>{t('importContacts.rules.access')}</li>
        <li>
          {t('importContacts.rules.limits', { size: SIZE, rows: number(CONTACT_IMPORT_MAX_ROWS) })}
        </li>
      </ul>
      <p>
        <a href={IMPORT_EXAMPLE_HREF} download={IMPORT_EXAMPLE_NAME}>
          {t('importContacts.example')}
        </a>
      </p>

      <form className="import-contacts__form" onSubmit={onPreview} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-file`}>
            {t('importContacts.file')}
          </label>
          <input
            key={inputKey}
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            className="field__input field__input--file"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setLocalError(null);
              preview.reset();
              confirm.reset();
            }}
          />
        </div>
        {error ? (
          <p id={`${ids}-error`} className="import-contacts__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="import-contacts__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={preview.isPending}
            aria-busy={preview.isPending}
          >
            {preview.isPending ? (
              <Spinner size="sm" label={t('importContacts.previewing')} />
            ) : null}
            {t('importContacts.preview')}
          </button>
        </div>
      </form>

      {imported ? <ImportInvite result={imported} /> : null}

      {data && file ? (
        <section className="import-preview" aria-labelledby={`${ids}-preview`}>
          <h2 id={`${ids}-preview`} ref={previewHeading} tabIndex={-1}>
            {t('importContacts.summary.heading', { file: file.name })}
          </h2>
          <p>{t('importContacts.summary.nothingSaved')}</p>
          <ul className="import-preview__summary">
            <li>{t('importContacts.summary.create', { count: number(data.create.length) })}</li>
            <li>{t('importContacts.summary.update', { count: number(data.update.length) })}</li>
            <li>
              {t('importContacts.summary.unchanged', { count: number(data.unchanged.length) })}
            </li>
            <li>{t('importContacts.summary.refused', { count: number(data.refused.length) })}</li>
            <li>
              {t('importContacts.summary.households', {
                count: number(data.households.length),
              })}
            </li>
          </ul>
          {data.ignoredColumns.length > 0 ? (
            <p className="import-preview__muted">
              {t('importContacts.summary.ignored', { columns: data.ignoredColumns.join(', ') })}
            </p>
          ) : null}

          <ImportPreview preview={data} />

          {confirm.error ? (
            <p className="import-contacts__error" role="alert">
              {confirm.error.message}
            </p>
          ) : null}
          {toWrite === 0 ? <p role="status">{t('importContacts.nothingToDo')}</p> : null}
          <div className="import-contacts__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={reset}
              disabled={confirm.isPending}
            >
              {t('importContacts.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={onConfirm}
              disabled={confirm.isPending || toWrite === 0}
              aria-busy={confirm.isPending}
            >
              {confirm.isPending ? (
                <Spinner size="sm" label={t('importContacts.confirming')} />
              ) : null}
              {t('importContacts.confirm')}
            </button>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
