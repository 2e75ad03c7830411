import { expect, it } from 'vitest';
import type { ScheduleImportPreview } from '@dugout/shared';
import { importSchedule, importedEvents, previewSchedule } from '../../testing/schedule-import';
import { testAppForFile } from '../../testing/test-app';

/** A club of one team (the demo's second team removed): its own app, so no other test sees it. */
const t = testAppForFile();

it('with one team, a Teams cell naming it is read as the whole club, as before teams', async () => {
  const db = t.database.db;
  const second = await db
    .selectFrom('teams')
    .select('id')
    .where('name', '=', '12U Riverhawks')
    .executeTakeFirstOrThrow();
  // Its roster and events' team rows go with it (on delete cascade).
  await db.deleteFrom('teams').where('id', '=', second.id).execute();

  const file = [
    'Name,Date,Start time,Teams',
    'One team practice,2027-09-01,18:00,Riverhawks',
    'Other team practice,2027-09-02,18:00,12U Riverhawks',
  ].join('\n');
  const preview = (await previewSchedule(t, file)).json<ScheduleImportPreview>();
  expect(preview.create.map((e) => [e.name, e.teams])).toEqual([['One team practice', []]]);
  expect(preview.refused.map((r) => r.reasons)).toEqual([['No team is named "12U Riverhawks".']]);

  const { result } = await importSchedule(t, file);
  expect(result).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 1 });
  const [event] = await importedEvents(t, 'csv:one team practice|');
  const teams = await db
    .selectFrom('event_teams')
    .select('team_id')
    .where('event_id', '=', event!.id)
    .execute();
  expect(teams).toEqual([]);
});
