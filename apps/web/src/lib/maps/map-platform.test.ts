import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../testing/user-agents';
import { mapPlatform } from './map-platform';

describe('mapPlatform', () => {
  it('knows iPhone, iPad and iPod by name, in Safari and in other iOS browsers', () => {
    expect(mapPlatform(USER_AGENTS.iPhoneSafari, 5)).toBe('apple');
    expect(mapPlatform(USER_AGENTS.iPhoneChrome, 5)).toBe('apple');
    expect(mapPlatform(USER_AGENTS.iPadMobileSafari, 5)).toBe('apple');
    expect(mapPlatform(USER_AGENTS.iPodSafari, 5)).toBe('apple');
    // Touch points are not needed when the device names itself.
    expect(mapPlatform(USER_AGENTS.iPhoneSafari)).toBe('apple');
  });

  it('tells iPadOS Safari, which reports a Mac, from a Mac by touch', () => {
    expect(mapPlatform(USER_AGENTS.macSafari, 5)).toBe('apple');
    expect(mapPlatform(USER_AGENTS.macSafari, 0)).toBe('other');
    expect(mapPlatform(USER_AGENTS.macChrome, 0)).toBe('other');
  });

  it('knows Android in Chrome and Firefox', () => {
    expect(mapPlatform(USER_AGENTS.androidChrome, 5)).toBe('android');
    expect(mapPlatform(USER_AGENTS.androidFirefox, 5)).toBe('android');
  });

  it('treats desktops, touch laptops included, as neither', () => {
    expect(mapPlatform(USER_AGENTS.windowsChrome, 0)).toBe('other');
    expect(mapPlatform(USER_AGENTS.windowsChrome, 10)).toBe('other');
    expect(mapPlatform(USER_AGENTS.linuxFirefox, 0)).toBe('other');
    expect(mapPlatform('', 0)).toBe('other');
  });
});
