import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../testing/user-agents';
import { mapPlatform } from './map-platform';
import { venueMapLinks } from './venue-map-links';

const park = {
  name: 'Riverside Park',
  address: '100 Riverhawk Way, Riverton',
  latitude: 41.5872,
  longitude: -88.1204,
};
const addressOnly = { ...park, latitude: null, longitude: null };

const GOOGLE_POINT = 'https://www.google.com/maps/search/?api=1&query=41.5872,-88.1204';
const GOOGLE_ADDRESS =
  'https://www.google.com/maps/search/?api=1&query=100%20Riverhawk%20Way%2C%20Riverton';

describe('venueMapLinks', () => {
  it('offers Apple Maps, then Google Maps, on an iPhone and on iPadOS', () => {
    const expected = [
      {
        kind: 'appleMaps',
        href: 'https://maps.apple.com/?q=Riverside%20Park&ll=41.5872,-88.1204',
      },
      { kind: 'googleMaps', href: GOOGLE_POINT },
    ];
    expect(venueMapLinks(park, mapPlatform(USER_AGENTS.iPhoneSafari, 5))).toEqual(expected);
    expect(venueMapLinks(park, mapPlatform(USER_AGENTS.macSafari, 5))).toEqual(expected);
    expect(venueMapLinks(addressOnly, 'apple')).toEqual([
      {
        kind: 'appleMaps',
        href: 'https://maps.apple.com/?q=100%20Riverhawk%20Way%2C%20Riverton',
      },
      { kind: 'googleMaps', href: GOOGLE_ADDRESS },
    ]);
  });

  it('offers the map app by geo: with a labelled pin, then Google Maps, on Android', () => {
    expect(venueMapLinks(park, mapPlatform(USER_AGENTS.androidChrome, 5))).toEqual([
      { kind: 'mapApp', href: 'geo:41.5872,-88.1204?q=41.5872,-88.1204(Riverside%20Park)' },
      { kind: 'googleMaps', href: GOOGLE_POINT },
    ]);
    expect(venueMapLinks(addressOnly, 'android')).toEqual([
      { kind: 'mapApp', href: 'geo:0,0?q=100%20Riverhawk%20Way%2C%20Riverton' },
      { kind: 'googleMaps', href: GOOGLE_ADDRESS },
    ]);
    // A parenthesis in the name would close the label early.
    expect(venueMapLinks({ ...park, name: 'Field (North)' }, 'android')[0]!.href).toBe(
      'geo:41.5872,-88.1204?q=41.5872,-88.1204(Field%20%28North%29)',
    );
  });

  it('offers Google Maps alone on desktop Chrome and Firefox', () => {
    for (const agent of [USER_AGENTS.windowsChrome, USER_AGENTS.linuxFirefox]) {
      expect(venueMapLinks(park, mapPlatform(agent, 0))).toEqual([
        { kind: 'googleMaps', href: GOOGLE_POINT },
      ]);
      expect(venueMapLinks(addressOnly, mapPlatform(agent, 0))).toEqual([
        { kind: 'googleMaps', href: GOOGLE_ADDRESS },
      ]);
    }
  });

  it('searches by name without address or coordinates, and offers nothing without any', () => {
    const nameOnly = { name: 'Maple Grove Park', address: ' ', latitude: null, longitude: null };
    expect(venueMapLinks(nameOnly, 'other')).toEqual([
      {
        kind: 'googleMaps',
        href: 'https://www.google.com/maps/search/?api=1&query=Maple%20Grove%20Park',
      },
    ]);
    const nothing = { name: '', address: '', latitude: null, longitude: null };
    for (const platform of ['apple', 'android', 'other'] as const) {
      expect(venueMapLinks(nothing, platform)).toEqual([]);
    }
  });

  it('labels the Apple Maps pin by the address when the venue has no name', () => {
    expect(venueMapLinks({ ...park, name: '' }, 'apple')[0]!.href).toBe(
      'https://maps.apple.com/?q=100%20Riverhawk%20Way%2C%20Riverton&ll=41.5872,-88.1204',
    );
  });
});
