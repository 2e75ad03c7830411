import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTimeOf } from './wall-time';

describe('wall-clock times in a named zone', () => {
  it('reads a time in the zone, whatever zone the runtime is in', () => {
    expect(instantOfWallTime('2031-06-10T18:00', 'America/Chicago')?.toISOString()).toBe(
      '2031-06-10T23:00:00.000Z',
    );
    expect(instantOfWallTime('2031-01-10T18:00', 'America/Chicago')?.toISOString()).toBe(
      '2031-01-11T00:00:00.000Z',
    );
    expect(instantOfWallTime('2031-06-11T08:30', 'Asia/Tokyo')?.toISOString()).toBe(
      '2031-06-10T23:30:00.000Z',
    );
  });

  it('writes an instant as the zone reads it, and back', () => {
    expect(wallTimeOf(new Date('2031-06-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2031-06-11T08:30');
    expect(wallTimeOf(new Date('2031-06-10T23:00:00Z'), 'America/Chicago')).toBe(
      '2031-06-10T18:00',
    );
    for (const wall of ['2026-03-07T23:59', '2026-11-01T00:15', '2026-12-31T23:45']) {
      const instant = instantOfWallTime(wall, 'America/Chicago')!;
      expect(wallTimeOf(instant, 'America/Chicago')).toBe(wall);
    }
  });

  it('handles the clock changes: a skipped time moves past the gap, a doubled one is the first', () => {
    // 8 March 2026, 02:00 CST became 03:00 CDT: 02:30 does not exist and reads as 03:30 CDT.
    expect(instantOfWallTime('2026-03-08T02:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-03-08T08:30:00.000Z',
    );
    // 1 November 2026, 02:00 CDT became 01:00 CST: 01:30 happens twice; the first is CDT.
    expect(instantOfWallTime('2026-11-01T01:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });

  it('refuses what is no wall-clock time', () => {
    expect(instantOfWallTime('', 'America/Chicago')).toBeNull();
    expect(instantOfWallTime('June 10', 'America/Chicago')).toBeNull();
    expect(instantOfWallTime('2031-06-10 18:00', undefined)).toBeNull();
  });
});
