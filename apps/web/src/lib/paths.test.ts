import { describe, expect, it } from 'vitest';
import { isWithin, paths } from './paths';

describe('paths', () => {
  it('builds links from the route patterns', () => {
    expect(paths.contacts.detail.href('abc')).toBe('/contacts/abc');
    expect(paths.contacts.edit.href(7)).toBe('/contacts/edit/7');
    expect(paths.events.edit.href('e 1')).toBe('/events/e%201/edit');
    expect(paths.auth.signIn.href('uid-1')).toBe('/idp/interaction/uid-1');
    expect(paths.content.all.href()).toBe('/content/all');
  });

  it('tells whether a location is inside a section, ignoring case', () => {
    expect(isWithin('/Contacts/123', '/contacts')).toBe(true);
    expect(isWithin('/contactsx', '/contacts')).toBe(false);
    expect(isWithin('/', '/')).toBe(true);
    expect(isWithin('/profile', '/')).toBe(false);
  });
});
