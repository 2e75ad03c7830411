import { describe, expect, it } from 'vitest';
import {
  can,
  canForSomeTeam,
  canForTeams,
  isAdmin,
  isItAdmin,
  TEAM_ABILITIES,
} from './permissions';

describe('permissions', () => {
  it('treats site:admin and IT:admin as admins', () => {
    expect(isAdmin({ permissions: ['site:admin'] })).toBe(true);
    expect(isAdmin({ permissions: ['IT:admin'] })).toBe(true);
    expect(isAdmin({ permissions: ['view:contacts'] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
  it('gives Empty Cache to IT admins only', () => {
    expect(isItAdmin({ permissions: ['site:admin'] })).toBe(false);
    expect(can({ permissions: ['IT:admin'] }, 'cache:reset')).toBe(true);
    expect(can({ permissions: ['site:admin'] }, 'cache:reset')).toBe(false);
  });
  it('lets only IT admins grant or take away IT:admin', () => {
    expect(can({ permissions: ['IT:admin'] }, 'itAdmin:grant')).toBe(true);
    expect(can({ permissions: ['site:admin'] }, 'itAdmin:grant')).toBe(false);
    expect(can({ permissions: ['view:contacts'] }, 'itAdmin:grant')).toBe(false);
  });
  it('lets admins, not members, manage the searchable links', () => {
    expect(can({ permissions: ['site:admin'] }, 'links:manage')).toBe(true);
    expect(can({ permissions: ['IT:admin'] }, 'links:manage')).toBe(true);
    expect(can({ permissions: ['view:contacts', 'view:jerseyform'] }, 'links:manage')).toBe(false);
  });
  it('lets view:jerseyform members submit forms but not administer them', () => {
    const family = { permissions: ['view:jerseyform', 'view:contacts'] };
    expect(can(family, 'forms:submit')).toBe(true);
    expect(can(family, 'forms:admin')).toBe(false);
    expect(can(family, 'contacts:view')).toBe(true);
    expect(can({ permissions: [] }, 'contacts:view')).toBe(false);
  });

  describe('a team manager', () => {
    const manager = { permissions: ['view:contacts'], managedTeams: [2] };
    const admin = { permissions: ['site:admin'], managedTeams: [] };
    it('acts for their own teams only, never club-wide', () => {
      for (const ability of TEAM_ABILITIES) {
        expect(canForTeams(manager, ability, [2])).toBe(true);
        expect(canForTeams(manager, ability, [])).toBe(false);
        expect(canForTeams(manager, ability, [3])).toBe(false);
        expect(canForTeams(manager, ability, [2, 3])).toBe(false);
        expect(canForSomeTeam(manager, ability)).toBe(true);
      }
    });
    it('keeps every club-wide ability refused', () => {
      expect(can(manager, 'events:publish')).toBe(false);
      expect(can(manager, 'admin:tools')).toBe(false);
      expect(can(manager, 'contacts:manage')).toBe(false);
      expect(can(manager, 'content:publish')).toBe(false);
    });
    it('leaves admins every team and club-wide, and members none', () => {
      expect(canForTeams(admin, 'events:publish', [])).toBe(true);
      expect(canForTeams(admin, 'events:publish', [7])).toBe(true);
      const member = { permissions: ['view:contacts'] };
      expect(canForTeams(member, 'events:publish', [2])).toBe(false);
      expect(canForSomeTeam(member, 'rsvp:others')).toBe(false);
    });
  });
});
