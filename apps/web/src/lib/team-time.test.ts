import { describe, expect, it } from 'vitest';
import { teamDateTimeText, teamZoneNameIfElsewhere } from './team-time';

// The tests run in UTC (vitest's TZ): New York is "elsewhere".
const START = new Date('2031-06-10T23:30:00.000Z');

describe("the team zone's name", () => {
  it('is the generic long name in the page language, never an offset', () => {
    expect(teamZoneNameIfElsewhere('America/New_York', 'es', START)).toBe('hora oriental');
    expect(teamZoneNameIfElsewhere('America/New_York', 'en', START)).toBe('Eastern Time');
    expect(teamZoneNameIfElsewhere('America/New_York', 'es', START)).not.toMatch(/GMT|UTC/);
  });

  it('is left out when the browser is in the same zone', () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(teamZoneNameIfElsewhere(here, 'es', START)).toBeNull();
    expect(teamZoneNameIfElsewhere(undefined, 'es', START)).toBeNull();
  });

  it('follows a start in full, in Spanish and English', () => {
    expect(teamDateTimeText(START, 'es', 'America/New_York')).toBe(
      'martes, 10 de junio de 2031, 19:30 (hora oriental)',
    );
    expect(teamDateTimeText(START, 'en', 'America/New_York')).toBe(
      'Tuesday, June 10, 2031 at 7:30 PM (Eastern Time)',
    );
  });
});
