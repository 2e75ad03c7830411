import { expect, it } from 'vitest';
import type { ScheduleImportPreview, SeasonStarted } from '@dugout/shared';
import { importSchedule, importedEvents, previewSchedule } from '../../testing/schedule-import';
import { testAppForFile } from '../../testing/test-app';

/** A league's schedule imported again a season later, on a database of its own (a rollover). */
const t = testAppForFile();

const file = (description: string, teams = '') =>
  [
    'Key,Name,Type,Date,Start time,Teams,Description',
    `league-42,Opening game,game,2027-04-10,10:00,${teams},${description}`,
  ].join('\n');

it('leaves last season’s archived event of a key as it was and makes the current season its own', async () => {
  const first = await importSchedule(t, file('Bring water'));
  expect(first.preview.create.map((e) => e.name)).toEqual(['Opening game']);
  const [archived] = await importedEvents(t, 'csv:key:league 42');
  expect(archived?.description).toBe('Bring water');

  // The season starts after the game: the game is last season's, archived.
  const started = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/seasons',
    payload: {
      name: 'Import next season',
      startsOn: '2027-06-01',
      endsOn: '2027-12-31',
      continuingTeams: [
        (
          await t.database.db
            .selectFrom('teams')
            .select('id')
            .where('name', '=', '12U Riverhawks')
            .executeTakeFirstOrThrow()
        ).id,
      ],
    },
  });
  expect(started.statusCode, started.body).toBe(201);

  // The same key again: created in the current season, never an update of the archived one.
  const again = await importSchedule(t, file('Bring sunscreen'));
  expect(again.preview.update).toEqual([]);
  expect(again.preview.unchanged).toEqual([]);
  expect(again.preview.create.map((e) => e.name)).toEqual(['Opening game']);
  const events = await importedEvents(t, 'csv:key:league 42');
  expect(events.map((e) => [e.id === archived!.id, e.description])).toEqual([
    [true, 'Bring water'],
    [false, 'Bring sunscreen'],
  ]);
  const seasons = await t.database.db
    .selectFrom('events')
    .select(['id', 'season_id'])
    .where('import_key', '=', 'csv:key:league 42')
    .execute();
  expect(new Set(seasons.map((s) => s.season_id)).size).toBe(2);
  expect(seasons.find((s) => s.id !== archived!.id)!.season_id).toBe(
    started.json<SeasonStarted>().season.id,
  );

  // A third import matches the current season's event: unchanged, nothing doubles.
  const third = (await previewSchedule(t, file('Bring sunscreen'))).json<ScheduleImportPreview>();
  expect([third.create.length, third.update.length, third.unchanged.length]).toEqual([0, 0, 1]);

  // The team that did not continue is inactive: a file cannot name it any more.
  const stopped = (await previewSchedule(t, file('x', 'Riverhawks'))).json<ScheduleImportPreview>();
  expect(stopped.refused[0]!.reasons).toEqual(['No team is named "Riverhawks".']);
});
