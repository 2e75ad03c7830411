import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AWAY_LOCATION_ID,
  matchupLabel,
  type ScheduleImportEvent,
  type ScheduleImportPreview,
} from '@dugout/shared';
import { useTeamEventTime } from '../../../lib/team-time';

/** One table of the preview, under its heading (the table is named by it). */
function PreviewTable({
  heading,
  intro,
  columns,
  rows,
}: {
  heading: string;
  intro?: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section className="schedule-preview__section" aria-labelledby={id}>
      <h3 id={id} className="schedule-preview__heading">
        {heading} <span className="schedule-preview__count">({rows.length})</span>
      </h3>
      {intro ? <p className="schedule-preview__intro">{intro}</p> : null}
      <table className="schedule-table" aria-labelledby={id}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The preview's tables: events to create, to update (which fields), refused rows with their
 * reasons, and those left as they are. Times in the team's zone, as the schedule shows them.
 */
export function ScheduleImportTables({ preview }: { preview: ScheduleImportPreview }) {
  const { t, i18n } = useTranslation('scheduleImport');
  const time = useTeamEventTime();
  const c = (key: keyof typeof columns) => columns[key];
  const columns = {
    row: t('columns.row'),
    name: t('columns.name'),
    when: t('columns.when'),
    details: t('columns.details'),
    changes: t('columns.changes'),
    reasons: t('columns.reasons'),
  };
  const when = (e: ScheduleImportEvent) => {
    const start = new Date(e.date);
    const text = `${time.weekday(start)} ${time.day(start)} ${time.month(start)}, ${time.time(start)}`;
    return e.endDate ? `${text} – ${time.time(new Date(e.endDate))}` : text;
  };
  const details = (e: ScheduleImportEvent) => {
    const side =
      e.eventLocationID === null
        ? null
        : e.eventLocationID === AWAY_LOCATION_ID
          ? t('away')
          : t('home');
    const parts = [
      e.eventType ? t(`types.${e.eventType}`) : null,
      matchupLabel(e, i18n.language),
      e.venue,
      side,
      e.teams.length ? e.teams.join(', ') : null,
      e.repeats ? t('weekly') : null,
    ].filter((p): p is string => !!p);
    return parts.length ? parts.join(' · ') : t('none');
  };
  const key = (e: ScheduleImportEvent) => `${e.line}-${e.date}`;
  const eventCells = (e: ScheduleImportEvent) => [e.line, e.name, when(e), details(e)];
  const fields = (changes: string[]) =>
    changes.map((f) => t(`fields.${f}` as 'fields.name', { defaultValue: f })).join(', ');

  return (
    <>
      <PreviewTable
        heading={t('sections.create')}
        columns={[c('row'), c('name'), c('when'), c('details')]}
        rows={preview.create.map((e) => ({ key: key(e), cells: eventCells(e) }))}
      />
      <PreviewTable
        heading={t('sections.update')}
        columns={[c('row'), c('name'), c('when'), c('details'), c('changes')]}
        rows={preview.update.map((e) => ({
          key: key(e),
          cells: [...eventCells(e), fields(e.changes)],
        }))}
      />
      <PreviewTable
        heading={t('sections.refused')}
        intro={t('sections.refusedIntro')}
        columns={[c('row'), c('name'), c('reasons')]}
        rows={preview.refused.map((r) => ({
          key: String(r.line),
          cells: [
            r.line,
            r.name || t('none'),
            <ul key="reasons" className="schedule-preview__reasons">
              {r.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>,
          ],
        }))}
      />
      <PreviewTable
        heading={t('sections.unchanged')}
        intro={t('sections.unchangedIntro')}
        columns={[c('row'), c('name'), c('when')]}
        rows={preview.unchanged.map((e) => ({ key: key(e), cells: [e.line, e.name, when(e)] }))}
      />
    </>
  );
}
