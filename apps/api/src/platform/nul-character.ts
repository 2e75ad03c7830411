/**
 * Where a request's parsed input holds U+0000, which PostgreSQL text cannot store: the dotted path
 * of the first field ('' for a bare string), or null. Only JSON-shaped values are walked; bytes
 * (a Buffer or typed array from a binary body) are not text, and walking them key by key cost
 * ≈ 140 bytes of heap per byte.
 */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNulCharacter(v, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
