import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SCHEDULE_IMPORT_COLUMNS,
  SCHEDULE_IMPORT_MAX_BYTES,
  SCHEDULE_IMPORT_MAX_EVENTS,
  SCHEDULE_IMPORT_MAX_ROWS,
  type ScheduleImportResult,
} from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useClubHasTeams } from '../../../lib/api/teams';
import { paths } from '../../../lib/paths';
import { useConfirmScheduleImport, usePreviewScheduleImport } from '../api/import-schedule';
import { ScheduleImportTables } from '../components/schedule-import-tables';
import { SCHEDULE_EXAMPLE_HREF, SCHEDULE_EXAMPLE_NAME } from '../schedule-import-example';
import '../schedule-import.css';

const SIZE = `${SCHEDULE_IMPORT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Import a season's schedule from a CSV or a league's .ics: choose the file, see the events it
 * would create, update and leave, and the rows refused with their reasons, then confirm or
 * cancel. The server writes nothing until the confirm, which sends the same file again.
 */
export default function ImportScheduleRoute() {
  const { t, i18n } = useTranslation('scheduleImport');
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  // A new key empties the file input after an import or a cancel.
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreviewScheduleImport();
  const confirm = useConfirmScheduleImport();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const [imported, setImported] = useState<ScheduleImportResult | null>(null);
  // A club of one team reads no word of teams (the Teams column is then ignored).
  const teams = useClubHasTeams();
  const columns = SCHEDULE_IMPORT_COLUMNS.filter((c) => teams || c !== 'Teams');

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
    if (!file) return setLocalError(t('chooseFile'));
    if (file.size > SCHEDULE_IMPORT_MAX_BYTES) return setLocalError(t('tooLarge', { size: SIZE }));
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
          toast.success(t('done', result));
          reset();
          setImported(result);
        },
      },
    );
  };

  const error = localError ?? preview.error?.message ?? null;
  const toWrite = data ? data.create.length + data.update.length : 0;
  const number = (n: number) => n.toLocaleString(i18n.language);

  return (
    <Page title={t('title')}>
      <p className="schedule-import__intro">{t('intro')}</p>
      <ul className="schedule-import__rules">
        <li>{t('rules.columns', { columns: columns.join(', ') })}</li>
        <li>{t('rules.values')}</li>
        <li>{t('rules.series')}</li>
        {teams ? <li>{t('rules.teams')}</li> : null}
        <li>{t('rules.ics')}</li>
        <li>{t('rules.match')}</li>
        <li>
          {t('rules.limits', {
            size: SIZE,
            rows: number(SCHEDULE_IMPORT_MAX_ROWS),
            events: number(SCHEDULE_IMPORT_MAX_EVENTS),
          })}
        </li>
      </ul>
      <p>
        <a href={SCHEDULE_EXAMPLE_HREF} download={SCHEDULE_EXAMPLE_NAME}>
          {t('example')}
        </a>
      </p>

      <form className="schedule-import__form" onSubmit={onPreview} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-file`}>
            {t('file')}
          </label>
          <input
            key={inputKey}
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv,.ics,text/calendar"
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
          <p id={`${ids}-error`} className="schedule-import__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="schedule-import__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={preview.isPending}
            aria-busy={preview.isPending}
          >
            {preview.isPending ? <Spinner size="sm" label={t('previewing')} /> : null}
            {t('preview')}
          </button>
        </div>
      </form>

      {imported ? (
        <div className="schedule-import__done" role="status">
          <p>
            {t('done', imported)} {imported.refused ? t('doneRefused', imported) : null}
          </p>
          <Link to={paths.events.all.href()}>{t('seeSchedule')}</Link>
        </div>
      ) : null}

      {data && file ? (
        <section className="schedule-preview" aria-labelledby={`${ids}-preview`}>
          <h2 id={`${ids}-preview`} ref={previewHeading} tabIndex={-1}>
            {t('summary.heading', { file: file.name })}
          </h2>
          <p>{t('summary.nothingSaved')}</p>
          <ul className="schedule-preview__summary">
            <li>{t('summary.create', { count: number(data.create.length) })}</li>
            <li>{t('summary.update', { count: number(data.update.length) })}</li>
            <li>{t('summary.unchanged', { count: number(data.unchanged.length) })}</li>
            <li>{t('summary.refused', { count: number(data.refused.length) })}</li>
          </ul>

          <ScheduleImportTables preview={data} />

          {confirm.error ? (
            <p className="schedule-import__error" role="alert">
              {confirm.error.message}
            </p>
          ) : null}
          {toWrite === 0 ? <p role="status">{t('nothingToDo')}</p> : null}
          <div className="schedule-import__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={reset}
              disabled={confirm.isPending}
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={onConfirm}
              disabled={confirm.isPending || toWrite === 0}
              aria-busy={confirm.isPending}
            >
              {confirm.isPending ? <Spinner size="sm" label={t('confirming')} /> : null}
              {t('confirm')}
            </button>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
