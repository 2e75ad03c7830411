import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_IMPORT_MAX_BYTES,
  SCHEDULE_IMPORT_MAX_ROWS,
  type ScheduleImportPreview,
} from '@dugout/shared';
import {
  confirmSchedule,
  importSchedule,
  importedEvents,
  previewSchedule,
} from '../../testing/schedule-import';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

const HEADER =
  'Name,Type,Date,Start time,End time,Location,Opponent,Home/Away,Repeats weekly until,Skip dates,Teams,Description';

/**
 * A season: weekly practices across the March clock change, one week skipped, two games. Named
 * after `tag`: the tests of a file run at once, each on its own events.
 */
const season = (tag: string) =>
  [
    HEADER,
    `Spring practice ${tag},practice,2027-03-03,18:00,19:30,Riverside Park,,,2027-03-31,2027-03-17,,Bring water`,
    `Opening game ${tag},game,2027-04-10,10:00,12:00,Riverside Park,Tigers,Home,,,,`,
    `Road game ${tag},game,2027-04-17,1:00 PM,3:00 PM,Comet Field,Mudcats,Away,,,,`,
  ].join('\n');

const wall = (d: Date | null) =>
  d?.toLocaleString('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

describe('schedule import: CSV', () => {
  it('previews the events a season makes, writes nothing, then confirms them all', async () => {
    const SEASON = season('A');
    const res = await previewSchedule(t, SEASON);
    expect(res.statusCode).toBe(200);
    const preview = res.json<ScheduleImportPreview>();
    expect(preview.format).toBe('csv');
    expect(preview.refused).toEqual([]);
    expect(preview.create.map((e) => [e.line, e.name, e.repeats])).toEqual([
      [2, 'Spring practice A', true],
      [2, 'Spring practice A', true],
      [2, 'Spring practice A', true],
      [2, 'Spring practice A', true],
      [3, 'Opening game A', false],
      [4, 'Road game A', false],
    ]);
    expect(preview.create[4]).toMatchObject({
      eventType: 'game',
      opponent: 'Tigers',
      venue: 'Riverside Park',
      eventLocationID: 1,
      date: '2027-04-10T14:00:00.000Z',
      endDate: '2027-04-10T16:00:00.000Z',
    });
    expect(preview.create[5]).toMatchObject({ eventLocationID: 3, venue: 'Comet Field' });
    expect(await importedEvents(t, 'csv:spring practice a|')).toEqual([]);

    const confirmed = await confirmSchedule(t, SEASON, preview.fingerprint);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ created: 6, updated: 0, unchanged: 0, refused: 0 });

    const practices = await importedEvents(t, 'csv:spring practice a|');
    // 6 pm each Wednesday, before and after the clock change; the 17th skipped.
    expect(practices.map((e) => wall(e.date))).toEqual([
      'Wed, 3/3, 6:00 PM',
      'Wed, 3/10, 6:00 PM',
      'Wed, 3/24, 6:00 PM',
      'Wed, 3/31, 6:00 PM',
    ]);
    expect(practices.map((e) => e.date!.toISOString())).toEqual([
      '2027-03-03T23:00:00.000Z',
      '2027-03-10T23:00:00.000Z',
      '2027-03-24T22:00:00.000Z',
      '2027-03-31T22:00:00.000Z',
    ]);
    expect(practices.map((e) => wall(e.ends_at))).toContain('Wed, 3/24, 7:30 PM');
    expect(new Set(practices.map((e) => e.series_id)).size).toBe(1);
    expect(practices[0]!.series_id).not.toBeNull();
    expect(practices[0]).toMatchObject({ event_type: 'practice', description: 'Bring water' });

    // Every member sees them on the schedule (club-wide: no Teams given).
    const list = await t.injectAs('family', {
      method: 'GET',
      url: '/api/event/getall?from=2027-04-01T00:00:00Z&to=2027-05-01T00:00:00Z',
    });
    const names = list.json<{ name: string }[]>().map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Opening game A', 'Road game A']));

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'event.import')
      .execute();
    expect(audit.map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ count: 6, created: 6, updated: 0, format: 'csv' }),
    );
  });

  it('matches a re-import: the same file changes nothing, a changed cell updates, nothing doubles', async () => {
    const SEASON = season('B');
    await importSchedule(t, SEASON);
    const again = await previewSchedule(t, SEASON);
    const preview = again.json<ScheduleImportPreview>();
    expect([preview.create.length, preview.update.length, preview.unchanged.length]).toEqual([
      0, 0, 6,
    ]);
    const changed = SEASON.replace('Tigers,Home', 'Tigers,Away').replace(
      '2027-03-31,2027-03-17',
      '2027-04-07,2027-03-17',
    );
    const { preview: p2, result } = await importSchedule(t, changed);
    expect(p2.update.map((e) => [e.name, e.changes])).toEqual([
      ['Opening game B', ['eventLocationID']],
    ]);
    expect(p2.create.map((e) => e.date)).toEqual(['2027-04-07T22:00:00.000Z']);
    expect(result).toEqual({ created: 1, updated: 1, unchanged: 5, refused: 0 });
    const practices = await importedEvents(t, 'csv:spring practice b|');
    expect(practices).toHaveLength(5);
    // The added week joins the series the others are in.
    expect(new Set(practices.map((e) => e.series_id)).size).toBe(1);
    const games = await importedEvents(t, 'csv:opening game b|');
    expect(games.map((g) => g.location_id)).toEqual([3]);
  });

  it('keeps a keyed event when its date moves (the Key column), and names teams', async () => {
    const file = (date: string) =>
      [
        'Key,Name,Type,Date,Start time,Teams',
        `G-12,Tournament day,tournament,${date},09:00,12U Riverhawks`,
      ].join('\n');
    const first = await importSchedule(t, file('2027-05-01'));
    expect(first.result.created).toBe(1);
    expect(first.preview.create[0]!.teams).toEqual(['12U Riverhawks']);
    const moved = await importSchedule(t, file('2027-05-08'));
    expect(moved.preview.update.map((e) => e.changes)).toEqual([['date']]);
    const events = await importedEvents(t, 'csv:key:g 12');
    expect(events.map((e) => e.date!.toISOString())).toEqual(['2027-05-08T13:00:00.000Z']);
    const teams = await db()
      .selectFrom('event_teams')
      .innerJoin('teams', 'teams.id', 'event_teams.team_id')
      .select('teams.name')
      .where('event_id', '=', events[0]!.id)
      .execute();
    expect(teams.map((x) => x.name)).toEqual(['12U Riverhawks']);
  });

  it('refuses rows with the column named, in the reader’s language, and writes the rest', async () => {
    const file = [
      HEADER,
      'Bad day,game,2027-13-01,18:00,,,,,,,,',
      'Wrong type,scrimmage,2027-06-01,25:00,,Nowhere Park,Bears,Sideways,,,Red Sox,',
      'Skips alone,practice,2027-06-02,18:00,17:00,,,,,2027-06-09,,',
      'Fine practice,practice,2027-06-03,18:00,,,,,,,,',
      'Fine practice,practice,2027-06-03,18:00,,,,,,,,',
    ].join('\n');
    const res = await previewSchedule(t, file);
    const preview = res.json<ScheduleImportPreview>();
    expect(preview.refused.map((r) => [r.line, r.reasons])).toEqual([
      [2, ['Date must be a date written YYYY-MM-DD (2027-04-10), not "2027-13-01".']],
      [
        3,
        [
          'Type must be game, practice, tournament or meeting, not "scrimmage".',
          'Only a game has an opponent (Opponent).',
          'Home/Away must be Home or Away, not "Sideways".',
          'No venue is named "Nowhere Park". Add it under Admin Tools → Venues first.',
          'No team is named "Red Sox".',
          'Start time must be a time such as 18:00 or 6:00 PM, not "25:00".',
        ],
      ],
      [
        4,
        [
          'The end time must be after the start time.',
          'Skip dates needs Repeats weekly until: only a weekly series skips dates.',
        ],
      ],
      [6, ['The same event is also on row 5 (same key, or same name, date and time).']],
    ]);
    expect(preview.create.map((e) => e.line)).toEqual([5]);

    const es = await previewSchedule(t, file.replace(HEADER, HEADER.replace('Date,', 'Fecha,')), {
      language: 'es',
    });
    expect(es.json<ScheduleImportPreview>().refused[0]!.reasons).toEqual([
      'Fecha debe ser una fecha escrita AAAA-MM-DD (2027-04-10), no "2027-13-01".',
    ]);

    const confirmed = await confirmSchedule(t, file, preview.fingerprint);
    expect(confirmed.json()).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 4 });
  });

  it('writes nothing when one event fails at write time (all or nothing)', async () => {
    const file = [
      HEADER,
      'Kept out,practice,2027-07-01,18:00,,,,,,,,',
      'Boom,practice,2027-07-02,18:00,,,,,,,,',
    ].join('\n');
    const preview = (await previewSchedule(t, file)).json<ScheduleImportPreview>();
    expect(preview.create).toHaveLength(2);
    await sql`alter table events add constraint import_test_no_boom check (name <> 'Boom')`.execute(
      db(),
    );
    try {
      const res = await confirmSchedule(t, file, preview.fingerprint);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Row 3 could not be saved (Boom), so nothing was imported. Preview the file again.',
      );
    } finally {
      await sql`alter table events drop constraint import_test_no_boom`.execute(db());
    }
    expect(await importedEvents(t, 'csv:kept out|')).toEqual([]);
  });

  it('refuses a confirm with another file than the one previewed', async () => {
    const SEASON = season('C');
    const preview = (await previewSchedule(t, SEASON)).json<ScheduleImportPreview>();
    const res = await confirmSchedule(t, `${SEASON}\n`, preview.fingerprint);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The file is not the one that was previewed. Preview it again before confirming.',
    );
  });
});

describe('schedule import: limits and files', () => {
  it('refuses a file too large, too many rows, a series too long, or no CSV, with a 4xx', async () => {
    const big = await previewSchedule(t, Buffer.alloc(SCHEDULE_IMPORT_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is too large: at most 1 MB is accepted.');

    const rows = Array.from(
      { length: SCHEDULE_IMPORT_MAX_ROWS + 1 },
      (_, i) => `Row ${i},practice,2027-08-01,18:00`,
    );
    const many = await previewSchedule(t, ['Name,Type,Date,Start time', ...rows].join('\n'));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(
      `The file has ${SCHEDULE_IMPORT_MAX_ROWS + 1} rows: at most ${SCHEDULE_IMPORT_MAX_ROWS} can be imported at once. Split it into smaller files.`,
    );

    const long = await previewSchedule(
      t,
      'Name,Date,Start time,Repeats weekly until\nForever,2027-01-01,18:00,2035-01-01',
    );
    expect(long.json<ScheduleImportPreview>().refused[0]!.reasons).toEqual([
      'The weekly series makes more than 200 events.',
    ]);

    const longKey = await previewSchedule(
      t,
      `Key,Name,Date,Start time\n${'k'.repeat(201)},X,2027-01-01,18:00`,
    );
    expect(longKey.json<ScheduleImportPreview>().refused[0]!.reasons).toEqual([
      'Key is too long: at most 200 characters.',
    ]);

    const unknown = await previewSchedule(
      t,
      'Name,Date,Start time,Colour\nX,2027-01-01,18:00,red',
      {
        language: 'es',
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Columnas desconocidas: "Colour"\./);

    const binary = await previewSchedule(t, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]));
    expect(binary.statusCode).toBe(400);

    const empty = await previewSchedule(t, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');
  });

  it('is for who publishes events: a family member is refused', async () => {
    const res = await previewSchedule(t, season('D'), { who: 'family' });
    expect(res.statusCode).toBe(403);
  });
});

describe('schedule import: the documented example', () => {
  it('previews docs/schedule-import-example.csv with nothing refused', async () => {
    const example = await readFile(
      fileURLToPath(new URL('../../../../../docs/schedule-import-example.csv', import.meta.url)),
    );
    const res = await previewSchedule(t, example);
    const preview = res.json<ScheduleImportPreview>();
    expect(preview.refused).toEqual([]);
    // 9 Wednesdays of practice less one; 8 Saturdays of 12U less two; 2 games, a tournament, a meeting.
    expect(preview.create).toHaveLength(8 + 6 + 4);
    expect(preview.create.find((e) => e.name === '12U practice')!.teams).toEqual([
      '12U Riverhawks',
    ]);
  });
});
