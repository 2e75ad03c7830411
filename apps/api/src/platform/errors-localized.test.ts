import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badRequest, forbidden, notFound } from './errors';

/*
 * Issue 13 §4: every refusal the API answers (modules, the access layer, and the platform: auth,
 * blobs, the IdP, the SPA fallback, the app's own hooks) is written in every language (a server
 * catalog's text), never as an English-only string. The helpers take only a catalog render (a
 * string is a type error); this scan of the whole of apps/api/src also refuses a hand-built
 * `new AppError(…)`, whose message would be English-only, and a string first argument slipped
 * past the types. Only errors.ts itself builds an AppError (localizedError, from translations).
 */
const SRC = join(import.meta.dirname, '..');
/** errors.ts's localizedError, which builds every AppError from its translations. */
const ALLOWED = new Set([
  'platform/errors.ts: return new AppError(statusCode, code, translations.en, field, translations);',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const ENGLISH_ONLY = [
  // A hand-built AppError carries one message: localizedError(status, code, render) instead.
  /\bnew AppError\s*\(/,
  // A helper given a string, a template or a variable holding one, rather than a render.
  /\b(?:badRequest|notFound|forbidden|conflict)\s*\(\s*['"`]/,
];

describe('refusals are localized', () => {
  it('nothing in the API creates an error with an English-only message', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ENGLISH_ONLY.some((pattern) => pattern.test(line)) &&
          !ALLOWED.has(`${relative(SRC, file)}: ${line.trim()}`)
            ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('the scan would catch one', () => {
    const lines = [
      "throw new AppError(400, 'bad_request', 'Nope');",
      "throw badRequest('Unknown affiliation', 'x');",
      'throw notFound(`The ${what}`);',
    ];
    for (const line of lines) expect(ENGLISH_ONLY.some((p) => p.test(line))).toBe(true);
    expect(ENGLISH_ONLY.some((p) => p.test('throw notFound((language) => t(language));'))).toBe(
      false,
    );
  });

  it('the helpers carry the message in every language', () => {
    const render = (language: string) => (language === 'es' ? 'Hola' : 'Hello');
    for (const error of [badRequest(render, 'f'), notFound(render), forbidden(render)]) {
      expect(error.message).toBe('Hello');
      expect(error.messageIn('es')).toBe('Hola');
    }
    expect(forbidden().messageIn('en')).toBe('You do not have permission to do that');
    expect(forbidden().messageIn('es')).toBe('No tienes permiso para hacer eso');
    // A plain string would be English-only: it does not compile (the function is never called).
    // @ts-expect-error: a string is not a catalog render.
    const englishOnly = () => badRequest('English only');
    expect(englishOnly).toBeTypeOf('function');
  });
});
