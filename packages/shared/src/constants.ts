/** Business constants and limits of the product. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

/** A search is sent only above 2 characters. */
export function isSearchable(text: string): boolean {
  const t = text.trim();
  return t.length >= SEARCH_MIN_LENGTH && t.length <= SEARCH_MAX_LENGTH;
}

export const CONTENT_CATEGORIES = [
  'Events & Announcements',
  'Road Trip Information',
  'Key Contacts',
  'Medical Resources',
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

export const MESSAGE_TYPES = ['Email', 'SMS', 'Both'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Defined but deliberately not enforced: a jersey size is free text. */
export const JERSEY_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

export const CSV_FILE_NAMES = {
  contacts: 'contact-report.csv',
  jerseys: 'jersey-report.csv',
  gifts: 'jersey-report.csv',
} as const;

/** Event location ids: 3 is an away game; 1 and 3 are not listed as links in a day cell. */
export const AWAY_LOCATION_ID = 3;
export const UNLISTED_LOCATION_IDS = [1, 3] as const;
export const CALENDAR_EXPORT_MINUTES = 60;

export const CROP = { aspect: 1, minZoom: 1, maxZoom: 3, zoomStep: 0.1 } as const;

export const TOAST = {
  limit: 20,
  gutter: 8,
  maxWidth: 350,
  fontSize: 18,
  duration: { blank: 4000, error: 4000, custom: 4000, success: 2000 },
  removeDelay: 1000,
} as const;

export const LOGIN_CODE = { ttlMinutes: 10, maxAttempts: 5, length: 6 } as const;

/** The largest id or number a PostgreSQL integer column holds; larger input is refused as a 400. */
export const MAX_DB_INT = 2_147_483_647;
