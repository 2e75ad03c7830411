import type { Season, Team } from '@dugout/shared';

/** The season the seasons pages' tests start from (2026, current). */
export const currentSeason: Season = {
  id: 2,
  name: '2026',
  startsOn: '2026-03-01',
  endsOn: '2026-11-30',
  current: true,
};

/** A team of the club, its short name its name. */
export const team = (id: number, name: string): Team => ({
  id,
  name,
  shortName: name,
  sortOrder: id,
});
