import { describe, expect, it } from 'vitest';

// Each GET endpoint has one fetcher (and so one query key): a second
// `api.GET('/api/contact/getall')` elsewhere would cache the same list under another key, which
// a save then forgets to refresh. The query keys themselves are pinned by lint (eslint.config.js).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every path passed to `api.GET(…)`, with the files that fetch it. */
function getUrlsByFile(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/\.GET\(\s*'(\/api\/[^']*)'/g)) {
      const url = match[1]!;
      found.set(url, [...new Set([...(found.get(url) ?? []), file])]);
    }
  }
  return found;
}

describe('API calls', () => {
  it('fetch each GET endpoint in one file', () => {
    const urls = getUrlsByFile();
    expect(urls.get('/api/contact/getall')).toEqual(['/src/lib/api/contacts.ts']);
    expect(urls.get('/api/contact/affiliations')).toEqual(['/src/lib/api/affiliations.ts']);
    const twice = [...urls].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
  });
});
