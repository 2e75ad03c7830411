import type { Venue } from '@dugout/shared';
import type { MapPlatform } from './map-platform';

/** Apple Maps, the phone's own map app (a `geo:` URI), or Google Maps on the web. */
export type MapLinkKind = 'appleMaps' | 'mapApp' | 'googleMaps';

export interface MapLink {
  kind: MapLinkKind;
  href: string;
}

type Place = Pick<Venue, 'name' | 'address' | 'latitude' | 'longitude'>;

/** What the map should find: the point when the venue has coordinates, else its address or name. */
function target(place: Place): { lat: number; lng: number } | { query: string } | null {
  if (place.latitude !== null && place.longitude !== null) {
    return { lat: place.latitude, lng: place.longitude };
  }
  const query = place.address.trim() || place.name.trim();
  return query ? { query } : null;
}

/** Parentheses close a `geo:` label, so a name holding one would cut it short. */
function geoLabel(text: string): string {
  return encodeURIComponent(text).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
}

function appleMapsUrl(place: Place): string | null {
  const to = target(place);
  if (!to) return null;
  if ('query' in to) return `https://maps.apple.com/?q=${encodeURIComponent(to.query)}`;
  // With ll, Apple Maps shows q as the pin's label.
  const label = place.name.trim() || place.address.trim() || `${to.lat},${to.lng}`;
  return `https://maps.apple.com/?q=${encodeURIComponent(label)}&ll=${to.lat},${to.lng}`;
}

function googleMapsUrl(place: Place): string | null {
  const to = target(place);
  if (!to) return null;
  const query = 'query' in to ? encodeURIComponent(to.query) : `${to.lat},${to.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/**
 * A `geo:` URI (RFC 5870) with a labelled pin; without coordinates, Android's `geo:0,0?q=` form
 * searches the address.
 */
function geoUri(place: Place): string | null {
  const to = target(place);
  if (!to) return null;
  if ('query' in to) return `geo:0,0?q=${encodeURIComponent(to.query)}`;
  const point = `${to.lat},${to.lng}`;
  const label = place.name.trim();
  return `geo:${point}?q=${point}${label ? `(${geoLabel(label)})` : ''}`;
}

const KINDS: Record<MapPlatform, MapLinkKind[]> = {
  apple: ['appleMaps', 'googleMaps'],
  android: ['mapApp', 'googleMaps'],
  other: ['googleMaps'],
};

const BUILDERS: Record<MapLinkKind, (place: Place) => string | null> = {
  appleMaps: appleMapsUrl,
  mapApp: geoUri,
  googleMaps: googleMapsUrl,
};

/**
 * The map links a venue offers on `platform`, the device's own maps first; none when the venue
 * has neither coordinates, address nor name.
 */
export function venueMapLinks(place: Place, platform: MapPlatform): MapLink[] {
  const links: MapLink[] = [];
  for (const kind of KINDS[platform]) {
    const href = BUILDERS[kind](place);
    if (href) links.push({ kind, href });
  }
  return links;
}
