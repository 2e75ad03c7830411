import { describe, expect, it } from 'vitest';
import { matchupLabel, titleWithMatchup } from './event-matchup';
import {
  SERIES_MAX_OCCURRENCES,
  seriesOccurrences,
  seriesRuleSchema,
  shiftOccurrence,
} from './event-series';
import { wallTimeOf } from './wall-time';

const NY = 'America/New_York';
const rule = (r: { until: string; weekdays?: number[]; exceptions?: string[] }) =>
  seriesRuleSchema.parse(r);
const starts = (result: ReturnType<typeof seriesOccurrences>) => {
  if ('problem' in result) throw new Error(result.problem);
  return result.starts.map((d) => d.toISOString());
};

describe('seriesOccurrences', () => {
  it('repeats on the start’s weekday until the end date, inclusive, less the skipped days', () => {
    // Tuesday 2031-04-01 6 pm in New York (EDT, UTC-4).
    const result = seriesOccurrences(
      '2031-04-01T22:00:00Z',
      rule({ until: '2031-04-22', exceptions: ['2031-04-15'] }),
      NY,
    );
    expect(starts(result)).toEqual([
      '2031-04-01T22:00:00.000Z',
      '2031-04-08T22:00:00.000Z',
      '2031-04-22T22:00:00.000Z',
    ]);
  });

  it('keeps the wall-clock time across the autumn clock change (a DST week)', () => {
    // Mondays and Thursdays at 6 pm; clocks go back on Sunday 2031-11-02.
    const result = seriesOccurrences(
      '2031-10-27T22:00:00Z',
      rule({ until: '2031-11-06', weekdays: [1, 4] }),
      NY,
    );
    expect(starts(result)).toEqual([
      '2031-10-27T22:00:00.000Z',
      '2031-10-30T22:00:00.000Z',
      // EST (UTC-5): still 6 pm on the team's clock.
      '2031-11-03T23:00:00.000Z',
      '2031-11-06T23:00:00.000Z',
    ]);
    if ('starts' in result)
      expect(result.starts.map((d) => wallTimeOf(d, NY).slice(11))).toEqual([
        '18:00',
        '18:00',
        '18:00',
        '18:00',
      ]);
  });

  it('keeps the wall-clock time across the spring clock change', () => {
    // Saturdays at 9 am; clocks go forward on Sunday 2031-03-09.
    expect(
      starts(seriesOccurrences('2031-03-08T14:00:00Z', rule({ until: '2031-03-15' }), NY)),
    ).toEqual(['2031-03-08T14:00:00.000Z', '2031-03-15T13:00:00.000Z']);
  });

  it('reads the start’s day in the team’s zone, not UTC', () => {
    // Tuesday 8 pm in New York is already Wednesday in UTC.
    const result = seriesOccurrences('2031-04-02T00:00:00Z', rule({ until: '2031-04-09' }), NY);
    expect(starts(result)).toEqual(['2031-04-02T00:00:00.000Z', '2031-04-09T00:00:00.000Z']);
  });

  it('names what cannot hold: no start, end not after it, too many, nothing left', () => {
    expect(seriesOccurrences(null, rule({ until: '2031-05-01' }), NY)).toEqual({
      problem: 'seriesNeedsDate',
    });
    expect(seriesOccurrences('2031-04-01T22:00:00Z', rule({ until: '2031-04-01' }), NY)).toEqual({
      problem: 'seriesUntilBeforeStart',
    });
    expect(
      seriesOccurrences(
        '2031-04-01T22:00:00Z',
        rule({ until: '2033-12-31', weekdays: [0, 1, 2, 3, 4, 5, 6] }),
        NY,
      ),
    ).toEqual({ problem: 'seriesTooMany' });
    expect(
      seriesOccurrences(
        '2031-04-01T22:00:00Z',
        rule({ until: '2031-04-08', exceptions: ['2031-04-01', '2031-04-08'] }),
        NY,
      ),
    ).toEqual({ problem: 'seriesEmpty' });
  });

  it('allows exactly the cap', () => {
    // Every day from 2031-01-01: the 200th day is 2031-07-19.
    const result = seriesOccurrences(
      '2031-01-01T23:00:00Z',
      rule({ until: '2031-07-19', weekdays: [0, 1, 2, 3, 4, 5, 6] }),
      NY,
    );
    expect(starts(result)).toHaveLength(SERIES_MAX_OCCURRENCES);
  });

  it('refuses a day that is not a date', () => {
    const parsed = seriesRuleSchema.safeParse({ until: '2031-13-45' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Repeat days must be dates (YYYY-MM-DD)');
  });
});

describe('shiftOccurrence', () => {
  it('moves a later occurrence by the same days to the new wall-clock time, across DST', () => {
    // The edited practice moved from Mon 6 pm (EDT) to Tue 7 pm; a later one after the change.
    const moved = shiftOccurrence(
      '2031-11-03T23:00:00Z',
      { before: '2031-10-27T22:00:00Z', after: '2031-10-28T23:00:00Z' },
      NY,
    );
    expect(wallTimeOf(moved, NY)).toBe('2031-11-04T19:00');
  });
});

describe('matchupLabel', () => {
  it('says vs. at home (or without a location) and at away, in English and Spanish', () => {
    const game = { eventType: 'game', opponent: 'Tigers' };
    expect(matchupLabel({ ...game, eventLocationID: 2 }, 'en')).toBe('vs. Tigers');
    expect(matchupLabel({ ...game, eventLocationID: null }, 'en')).toBe('vs. Tigers');
    expect(matchupLabel({ ...game, eventLocationID: 3 }, 'en')).toBe('at Tigers');
    expect(matchupLabel({ ...game, eventLocationID: 2 }, 'es')).toBe('contra Tigers');
    expect(matchupLabel({ ...game, eventLocationID: 3 }, 'es')).toBe('en casa de Tigers');
  });

  it('is null for events that are not games or have no opponent', () => {
    expect(matchupLabel({ eventType: 'practice', opponent: 'Tigers' }, 'en')).toBeNull();
    expect(matchupLabel({ eventType: 'game', opponent: null }, 'en')).toBeNull();
    expect(matchupLabel({}, 'en')).toBeNull();
    expect(titleWithMatchup('Game', 'at Tigers')).toBe('Game · at Tigers');
    expect(titleWithMatchup('Game', null)).toBe('Game');
  });
});
