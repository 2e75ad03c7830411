/**
 * Which map apps a device can open from a link: Apple's devices open maps.apple.com in Apple
 * Maps, Android hands a `geo:` URI to the map app the family chose, and every other browser
 * (iOS Safari ignores `geo:`) is sent to Google Maps on the web.
 */
export type MapPlatform = 'apple' | 'android' | 'other';

/**
 * The platform a user agent names. iPadOS Safari reports itself as a Mac by default; only touch
 * (`maxTouchPoints` above 1, which no Mac has) tells the iPad apart.
 */
export function mapPlatform(userAgent: string, maxTouchPoints = 0): MapPlatform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'apple';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'apple';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return 'other';
}

/** The platform of the browser this runs in. */
export function browserMapPlatform(): MapPlatform {
  return mapPlatform(navigator.userAgent, navigator.maxTouchPoints);
}
