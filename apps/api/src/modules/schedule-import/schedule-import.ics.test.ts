import { describe, expect, it } from 'vitest';
import type { ScheduleImportPreview } from '@dugout/shared';
import { importSchedule, importedEvents, previewSchedule } from '../../testing/schedule-import';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const TIMEZONE = `BEGIN:VTIMEZONE
TZID:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
TZNAME:CDT
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
TZNAME:CST
END:STANDARD
END:VTIMEZONE`;

/** A league's calendar: weekly practices (Chicago time) over the clock change, a week off, a game. */
const calendar = (tag: string, practiceEnd = '190000', extra = '') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Valley League//Schedule//EN',
    TIMEZONE,
    'BEGIN:VEVENT',
    `UID:practice-${tag}@valley-league.test`,
    'DTSTAMP:20270101T000000Z',
    'DTSTART;TZID=America/Chicago:20270302T170000',
    `DTEND;TZID=America/Chicago:20270302T${practiceEnd}`,
    'RRULE:FREQ=WEEKLY;UNTIL=20270331T000000Z',
    'EXDATE;TZID=America/Chicago:20270316T170000',
    `SUMMARY:League practice ${tag}`,
    'LOCATION:Riverside Park',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:game-${tag}@valley-league.test`,
    'DTSTAMP:20270101T000000Z',
    'DTSTART:20270410T170000Z',
    'DTEND:20270410T190000Z',
    `SUMMARY:Riverhawks ${tag} at Tigers`,
    'LOCATION:Tiger Den\\, 5 Oak St',
    'DESCRIPTION:Bring both jerseys',
    'END:VEVENT',
    extra,
    'END:VCALENDAR',
  ]
    .filter(Boolean)
    .join('\r\n');

describe('schedule import: a league iCalendar file', () => {
  it('reads TZID, RRULE and EXDATE: the weekly series at the same local time across the change', async () => {
    const { preview, result } = await importSchedule(t, calendar('a'));
    expect(preview.format).toBe('ics');
    expect(result).toEqual({ created: 5, updated: 0, unchanged: 0, refused: 0 });
    const practices = await importedEvents(t, 'ics:practice-a@');
    // 5 pm in Chicago: 23:00 UTC before March 14, 22:00 after; the 16th skipped.
    expect(practices.map((e) => e.date!.toISOString())).toEqual([
      '2027-03-02T23:00:00.000Z',
      '2027-03-09T23:00:00.000Z',
      '2027-03-23T22:00:00.000Z',
      '2027-03-30T22:00:00.000Z',
    ]);
    expect(practices.map((e) => e.import_key)).toEqual([
      'ics:practice-a@valley-league.test@2027-03-02',
      'ics:practice-a@valley-league.test@2027-03-09',
      'ics:practice-a@valley-league.test@2027-03-23',
      'ics:practice-a@valley-league.test@2027-03-30',
    ]);
    expect(new Set(practices.map((e) => e.series_id)).size).toBe(1);
    expect(practices[0]!.ends_at!.toISOString()).toBe('2027-03-03T01:00:00.000Z');
    expect(preview.create[0]).toMatchObject({ venue: 'Riverside Park', repeats: true });

    const [game] = await importedEvents(t, 'ics:game-a@');
    // "… at Tigers": an away game against the Tigers; a place that is no venue stays readable.
    expect(game).toMatchObject({
      name: 'Riverhawks a at Tigers',
      event_type: 'game',
      opponent: 'Tigers',
      location_id: 3,
      venue_id: null,
      description: 'Bring both jerseys\nTiger Den, 5 Oak St',
    });
  });

  it('matches the same UIDs on re-import: a changed end updates, nothing doubles', async () => {
    await importSchedule(t, calendar('b'));
    const same = (await previewSchedule(t, calendar('b'))).json<ScheduleImportPreview>();
    expect([same.create.length, same.update.length, same.unchanged.length]).toEqual([0, 0, 5]);
    const { preview, result } = await importSchedule(t, calendar('b', '193000'));
    expect(preview.update.map((e) => e.changes)).toEqual([
      ['endDate'],
      ['endDate'],
      ['endDate'],
      ['endDate'],
    ]);
    expect(result).toEqual({ created: 0, updated: 4, unchanged: 1, refused: 0 });
    expect(await importedEvents(t, 'ics:practice-b@')).toHaveLength(4);
  });

  it('refuses all-day events and repeats that never end, in the reader’s language', async () => {
    const extra = [
      'BEGIN:VEVENT',
      'UID:picture-day@valley-league.test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;VALUE=DATE:20270415',
      'SUMMARY:Picture day',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:forever@valley-league.test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270401T220000Z',
      'RRULE:FREQ=WEEKLY',
      'SUMMARY:Forever practice',
      'END:VEVENT',
    ].join('\r\n');
    const res = await previewSchedule(t, calendar('c', '190000', extra), { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ScheduleImportPreview>().refused).toEqual([
      {
        line: 3,
        name: 'Picture day',
        reasons: [
          'Los eventos de todo el día no se importan: el evento necesita una hora de inicio.',
        ],
      },
      {
        line: 4,
        name: 'Forever practice',
        reasons: [
          'Solo se importan repeticiones semanales con fin (RRULE FREQ=WEEKLY con UNTIL o COUNT).',
        ],
      },
    ]);
  });

  it('matches an event without a UID by its title and start', async () => {
    const extra = [
      'BEGIN:VEVENT',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270501T140000Z',
      'SUMMARY:Team photo',
      'END:VEVENT',
    ].join('\r\n');
    const { result } = await importSchedule(t, calendar('d', '190000', extra));
    expect(result.created).toBe(6);
    const again = (
      await previewSchedule(t, calendar('d', '190000', extra))
    ).json<ScheduleImportPreview>();
    expect(again.unchanged.map((e) => e.name)).toContain('Team photo');
    expect(again.create).toEqual([]);
  });

  it('refuses a calendar with no events with a 400', async () => {
    const res = await previewSchedule(t, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The calendar file holds no events.');
  });
});
