/**
 * The one rule for text that is not valid Unicode, on every route: a request is refused with a
 * 400 naming the field when any text in it (a JSON value or key, a query or form field, a
 * multipart field or file name, a path parameter) holds
 * - U+0000, which PostgreSQL text cannot store;
 * - a lone UTF-16 surrogate (a JSON escape such as "\ud800" with no partner), which no UTF-8
 *   column can store: a text column silently turned it into U+FFFD while a jsonb column refused
 *   the whole statement, so the same value was stored or a 500 depending on the path;
 * - U+FFFD, the mark every decoder on the way in leaves where the bytes were not UTF-8 (the JSON
 *   and form bodies, busboy's multipart fields and file names) or where percent-encoding could not
 *   be decoded (parseFormText below), so that bad bytes are refused instead of stored altered.
 */
import { parse as parseQueryString } from 'node:querystring';
import { type AppError, localizedError } from './errors';
import { errorsCatalog } from './i18n/errors.locales';

export type InvalidTextKind = 'nul' | 'surrogate' | 'undecodable';

export interface InvalidText {
  /** Dotted path of the first field ('' for a bare string). */
  field: string;
  kind: InvalidTextKind;
}

const REPLACEMENT = '\uFFFD';

/** What is wrong with one string, or null when it is valid text. */
export function invalidTextKind(text: string): InvalidTextKind | null {
  if (text.includes('\u0000')) return 'nul';
  if (!text.isWellFormed()) return 'surrogate';
  if (text.includes(REPLACEMENT)) return 'undecodable';
  return null;
}

/**
 * The first field of parsed input holding invalid text, or null. Only JSON-shaped values are
 * walked; bytes (a Buffer or typed array from a binary body) are not text, and walking them key by
 * key cost ≈ 140 bytes of heap per byte.
 */
export function findInvalidText(value: unknown, path = '', depth = 0): InvalidText | null {
  if (typeof value === 'string') {
    const kind = invalidTextKind(value);
    return kind ? { field: path, kind } : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const keyKind = invalidTextKind(key);
    // A bad key is named by where it sits, not by itself (it may not be printable).
    if (keyKind) return { field: path, kind: keyKind };
    const found = findInvalidText(v, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Malformed (%ZZ) or not UTF-8 (%FF): marked, so the rule above refuses it, never kept raw.
    return REPLACEMENT;
  }
}

/**
 * Query strings and form bodies (application/x-www-form-urlencoded), in Node's layout (a repeated
 * key becomes a list, no prototype, '+' a space), with a value whose percent-encoding cannot be
 * decoded marked as undecodable instead of kept as the raw "%FF" the usual parsers leave.
 */
export function parseFormText(text: string): Record<string, string | string[]> {
  return parseQueryString(text, '&', '=', { decodeURIComponent: decodeComponent }) as Record<
    string,
    string | string[]
  >;
}

/** The refusal of invalid text: a 400 in the reader's language, naming the field when there is one. */
export function invalidTextError({ field, kind }: InvalidText): AppError {
  return localizedError(
    400,
    'bad_character',
    (language) =>
      field
        ? errorsCatalog.in(language)(`invalidText.${kind}`, { field })
        : errorsCatalog.in(language)(`invalidTextInRequest.${kind}`),
    field || undefined,
  );
}

/** Throws the refusal when `value` (parsed input, or one field's text under `field`) holds any. */
export function assertValidText(value: unknown, field = ''): void {
  const found = findInvalidText(value, field);
  if (found) throw invalidTextError(found);
}
