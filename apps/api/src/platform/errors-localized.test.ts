import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '@dugout/shared';
import { badRequest, forbidden, notFound } from './errors';
import { ruleOf } from './validation-messages';

/*
 * Every refusal the API answers (modules, the access layer, and the platform: auth,
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
    const caught = (line: string) => ENGLISH_ONLY.filter((p) => p.test(line));
    for (const line of lines) expect(caught(line), line).not.toEqual([]);
    expect(caught('throw notFound((language) => t(language));')).toEqual([]);
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

/*
 * A schema's own message is sent to the reader of a refused request. One given as an English
 * literal to a check zod reports as "custom" or a format (refine, addIssue, regex) or as a
 * `{ message }` option reaches a Spanish reader as a generic "no es válido": those are shared rules
 * (packages/shared rule-messages.ts, `ruleMessage(key)`), worded in every language. A check's
 * plain English literal that zod's code and params already say (`.max(100, 'At most 100
 * characters')`) may stay. This scans the shared schemas and the API's route schemas.
 */
const SHARED = join(SRC, '../../../packages/shared/src');
/** The server's environment schema: its messages are for the operator, at start. */
const NOT_REQUESTS = new Set(['platform/config.ts']);
/** Zod checks and issue builders whose message a Spanish reader would lose as a literal. */
const LOSES_MEANING = new Set(['refine', 'superRefine', 'regex', 'addIssue']);
/** Zod schemas and checks that take a `{ message }` (or `{ error }`) option. */
const ZOD_CHECKS = new Set([
  ...LOSES_MEANING,
  ...['string', 'number', 'boolean', 'enum', 'literal', 'array', 'date', 'uuid', 'email', 'url'],
  ...['int', 'positive', 'nonnegative', 'negative', 'nonpositive', 'min', 'max', 'length'],
  ...['startsWith', 'endsWith', 'includes', 'multipleOf', 'nonempty', 'datetime', 'iso'],
]);
const ZOD_CALL = /(?:\bz\.|\.|\bctx\.)(\w+)\(/g;
const LITERAL = /^['"`]/;
const LITERAL_OPTION = /\b(?:message|error)\s*:\s*['"`]/;

/** The text between the `(` at `open` and its `)`, and its top-level arguments. */
function callArguments(source: string, open: number): { text: string; args: string[] } {
  let depth = 0;
  let quote = '';
  let start = open + 1;
  const args: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) {
      args.push(source.slice(start, i).trim());
      return { text: source.slice(open + 1, i), args: args.filter((a) => a !== '') };
    } else if (c === ',' && depth === 1) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  return { text: source.slice(open + 1), args };
}

/** The zod calls in `source` carrying an English literal as their message. */
function englishSchemaMessages(source: string): string[] {
  return [...source.matchAll(ZOD_CALL)].flatMap((match) => {
    const { text, args } = callArguments(source, match.index + match[0].length - 1);
    const last = args.at(-1) ?? '';
    const literal = LOSES_MEANING.has(match[1]!) && args.length > 1 && LITERAL.test(last);
    // A `{ message: '…' }` option directly in this call (nested calls are matched themselves).
    const option =
      ZOD_CHECKS.has(match[1]!) &&
      args.some((arg) => arg.startsWith('{') && LITERAL_OPTION.test(arg));
    const issue = match[1] === 'addIssue' && LITERAL_OPTION.test(text);
    if (!literal && !option && !issue) return [];
    const line = source.slice(0, match.index).split('\n').length;
    return [`${line}: ${match[0]}${text.replace(/\s+/g, ' ').slice(0, 80)}`];
  });
}

describe('schema messages are localized', () => {
  it('no shared or route schema sends an English-only message a Spanish reader would lose', () => {
    const files = [...sourceFiles(SHARED), ...sourceFiles(SRC)];
    expect(files.length).toBeGreaterThan(140);
    const offenders = files.flatMap((file) => {
      const name = file.startsWith(SHARED)
        ? `shared/${relative(SHARED, file)}`
        : relative(SRC, file);
      if (NOT_REQUESTS.has(name)) return [];
      return englishSchemaMessages(readFileSync(file, 'utf8')).map((hit) => `${name}:${hit}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the scan would catch one, and lets a shared rule by', () => {
    const caught = [
      "z.string().refine((s) => s.length > 2, 'Too short')",
      "z.object({}).refine((v) => check(v), { path: ['b'], message: 'Give both' })",
      "ctx.addIssue({ code: 'custom', message: `${label} must be a JSON list` })",
      "z.string().regex(/^(a|b)$/, 'a or b')",
      "z.enum(KINDS, { message: 'Kind must be a or b' })",
      "z.coerce.number().positive({ error: 'Not an id' })",
    ];
    for (const source of caught) expect(englishSchemaMessages(source), source).toHaveLength(1);
    const allowed = [
      "z.string().refine((s) => s.length > 2, ruleMessage('linkUrlStart'))",
      "ctx.addIssue({ code: 'custom', message: ruleMessage('jsonList', { label }).error() })",
      "z.string().max(100, 'At most 100 characters')",
      'z.object({ message: z.string() })',
      "reply.send({ message: 'Not a schema' })",
    ];
    for (const source of allowed) expect(englishSchemaMessages(source), source).toEqual([]);
    expect(ruleOf(RULE_MESSAGES.linkUrlStart)?.key).toBe('linkUrlStart');
  });
});
