import { describe, expect, it } from 'vitest';
import { canSeeEventTeams } from './audience';

const family = { permissions: ['view:contacts'], teams: [2] };
const admin = { permissions: ['site:admin'], teams: [] };

describe('canSeeEventTeams', () => {
  it('lets everyone see a club-wide event (no teams)', () => {
    expect([family, admin, { permissions: [] }].map((v) => canSeeEventTeams(v, []))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('lets a member see an event of a team they reach, not of another', () => {
    expect(canSeeEventTeams(family, [2])).toBe(true);
    expect(canSeeEventTeams(family, [1, 2])).toBe(true);
    expect(canSeeEventTeams(family, [1])).toBe(false);
    // Teams not loaded read as none.
    expect(canSeeEventTeams({ permissions: [] }, [1])).toBe(false);
  });

  it('lets the club’s admins see every event', () => {
    expect(canSeeEventTeams(admin, [1])).toBe(true);
    expect(canSeeEventTeams({ permissions: ['IT:admin'] }, [3])).toBe(true);
  });
});
