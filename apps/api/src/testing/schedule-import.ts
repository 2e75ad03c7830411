import type { ScheduleImportPreview, ScheduleImportResult } from '@dugout/shared';
import { importForm } from './contact-import';
import type { TestApp } from './test-app';

/** The schedule import's calls as an admin makes them, for the import's test files. */

export async function previewSchedule(
  t: TestApp,
  file: string | Buffer,
  options: { language?: 'es'; name?: string; who?: string } = {},
) {
  const body = await importForm(file, {}, options.name ?? 'schedule.csv');
  return t.injectAs(options.who ?? 'admin', {
    method: 'POST',
    url: '/api/event/import/preview',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

export async function confirmSchedule(t: TestApp, file: string | Buffer, fingerprint: string) {
  const body = await importForm(file, { fingerprint }, 'schedule.csv');
  return t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/import/confirm',
    payload: body.payload,
    headers: body.headers,
  });
}

/** Preview then confirm, both answered 200; the preview and the result. */
export async function importSchedule(t: TestApp, file: string) {
  const previewed = await previewSchedule(t, file);
  if (previewed.statusCode !== 200) throw new Error(`preview: ${previewed.body}`);
  const preview = previewed.json<ScheduleImportPreview>();
  const confirmed = await confirmSchedule(t, file, preview.fingerprint);
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return { preview, result: confirmed.json<ScheduleImportResult>() };
}

/** The events imported under keys that start with `prefix`, by start. */
export function importedEvents(t: TestApp, prefix: string) {
  const db = t.database.db;
  return db
    .selectFrom('events')
    .select([
      'id',
      'name',
      'date',
      'ends_at',
      'event_type',
      'opponent',
      'location_id',
      'venue_id',
      'series_id',
      'import_key',
      'description',
    ])
    .where('import_key', 'like', `${prefix}%`)
    .orderBy('date')
    .execute();
}
