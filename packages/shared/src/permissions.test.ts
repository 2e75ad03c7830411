import { describe, expect, it } from 'vitest';
import { can, isAdmin, isItAdmin } from './permissions';

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
});
