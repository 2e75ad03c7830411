import { z } from 'zod';
import { RULE_MESSAGES, type Language, type RuleMessageKey, type RuleParams } from '@dugout/shared';
import { type CatalogText } from './i18n/server-catalog';
import { validationCatalog } from './i18n/validation.locales';

/*
 * What is wrong with a refused request's field, in the reader's language. Zod words its issues
 * in one language, fixed when the schema runs: its locales (z.locales.es) are set globally with
 * z.config, or per parse, and Fastify's validator runs without the request, so neither can follow
 * the request's language; zod's own Spanish also reads stiffly ("Inválido dirección de correo
 * electrónico"). So the error handler renders each issue afterwards from its code and params,
 * with the platform catalog. The same renderer words Fastify's own (ajv) schema errors.
 */

type Text = CatalogText<(typeof validationCatalog.locales)['en']>;

/** A zod issue (as zod finalizes it, or as rebuilt from Fastify's validation entry). */
export interface IssueLike {
  readonly code: string;
  readonly input?: unknown;
  readonly [param: string]: unknown;
}

/** One entry of a refused request's `validation` list (fastify-type-provider-zod's, or ajv's). */
export interface ValidationEntry {
  readonly keyword: string;
  readonly instancePath?: string;
  readonly message?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * The shared rules' messages (RULE_MESSAGES: the server has no translator, so English), each as
 * a pattern of its whole text whose `{{name}}`s catch the params it was filled with
 * ('Tags must be a JSON list' → jsonList, { label: 'Tags' }).
 */
const RULE_PATTERNS = Object.entries(RULE_MESSAGES).map(([key, text]) => {
  const parts = text.split(/{{\s*(\w+)\s*}}/);
  const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // split's odd parts are the names; each becomes a named group.
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escape(part))).join('');
  return { key: key as RuleMessageKey, pattern: new RegExp(`^${source}$`, 's') };
});

/** The shared rule `message` words, and the params it was filled with; undefined for none. */
export function ruleOf(message: string): { key: RuleMessageKey; params: RuleParams } | undefined {
  for (const { key, pattern } of RULE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, params: { ...match.groups } };
  }
  return undefined;
}

const TYPES = ['string', 'number', 'int', 'boolean', 'array', 'object', 'date', 'null'] as const;
type TypeName = (typeof TYPES)[number];
const isTypeName = (value: unknown): value is TypeName =>
  (TYPES as readonly unknown[]).includes(value);

const FORMATS: Readonly<Record<string, 'email' | 'url' | 'uuid' | 'datetime' | 'date' | 'time'>> = {
  email: 'email',
  url: 'url',
  uri: 'url',
  uuid: 'uuid',
  guid: 'uuid',
  uuidv4: 'uuid',
  uuidv6: 'uuid',
  uuidv7: 'uuid',
  datetime: 'datetime',
  'date-time': 'datetime',
  date: 'date',
  time: 'time',
};

const limit = (value: unknown) =>
  value instanceof Date ? value.toISOString() : String(value as number | bigint);

const shown = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

function sizeDetail(t: Text, issue: IssueLike, small: boolean): string {
  const bound = small ? issue['minimum'] : issue['maximum'];
  const count = Number(bound);
  const exact = issue['exact'] === true;
  const inclusive = issue['inclusive'] !== false;
  switch (issue['origin']) {
    case 'string':
      if (exact) return t('exactLength', { count });
      if (small && count === 1) return t('notEmpty');
      return t(small ? 'minLength' : 'maxLength', { count });
    case 'array':
    case 'set':
      if (exact) return t('exactItems', { count });
      if (small && count === 1) return t('minItemsOne');
      return t(small ? 'minItems' : 'maxItems', { count });
    case 'file':
      return t(small ? 'minBytes' : 'maxBytes', { count });
    case 'date':
      return t(small ? 'notBefore' : 'notAfter', { limit: limit(bound) });
    default:
      if (small) return t(inclusive ? 'minimum' : 'greaterThan', { limit: limit(bound) });
      return t(inclusive ? 'maximum' : 'lessThan', { limit: limit(bound) });
  }
}

function formatDetail(t: Text, issue: IssueLike): string {
  const format = String(issue['format']);
  if (format === 'starts_with') return t('startsWith', { text: String(issue['prefix']) });
  if (format === 'ends_with') return t('endsWith', { text: String(issue['suffix']) });
  if (format === 'includes') return t('includes', { text: String(issue['includes']) });
  const known = FORMATS[format];
  return known ? t(`format.${known}`) : t('format.other');
}

function valuesDetail(t: Text, values: readonly unknown[]): string {
  return values.length === 1
    ? t('oneValue', { value: shown(values[0]) })
    : t('oneOf', { values: values.map(shown).join(', ') });
}

/** An issue's problem from its code and params, in the catalog's words (no schema wording). */
export function describeIssue(t: Text, issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined && 'input' in issue) return t('required');
      const expected = issue['expected'];
      return isTypeName(expected)
        ? t('type', { expected: t(`types.${expected}`) })
        : t('wrongType');
    }
    case 'too_small':
      return sizeDetail(t, issue, true);
    case 'too_big':
      return sizeDetail(t, issue, false);
    case 'invalid_format':
      return formatDetail(t, issue);
    case 'not_multiple_of':
      return t('multipleOf', { divisor: limit(issue['divisor']) });
    case 'invalid_value':
      return valuesDetail(t, (issue['values'] as unknown[] | undefined) ?? []);
    case 'unrecognized_keys': {
      const keys = (issue['keys'] as unknown[] | undefined) ?? [];
      return t(keys.length === 1 ? 'unknownField' : 'unknownFields', { keys: keys.join(', ') });
    }
    case 'invalid_union': {
      // A discriminated union names its accepted tags.
      const options = issue['options'];
      return Array.isArray(options) && options.length > 0 ? valuesDetail(t, options) : t('invalid');
    }
    case 'invalid_key':
      return t('badKey');
    case 'invalid_element':
      return t('badElement');
    default:
      return t('invalid');
  }
}

/** The message zod itself would give `issue` (its configured locale), to tell a schema's own. */
function zodDefaultMessage(issue: IssueLike): string | undefined {
  const made = z.config().localeError?.(issue as never);
  return typeof made === 'string' ? made : made?.message;
}

/** Whether `message` is zod's own wording of `issue` rather than the schema's. */
function isZodDefault(issue: IssueLike, message: string): boolean {
  const made = zodDefaultMessage(issue);
  if (made === message) return true;
  // The type zod received may not be the request's: a coerced 'abc' reached it as NaN.
  const typeOnly = (text: string) => text.replace(/, received .*$/s, '');
  return (
    issue.code === 'invalid_type' && made !== undefined && typeOnly(made) === typeOnly(message)
  );
}

/** The issue path of a Fastify validation entry ('/Recipients/0/Email' → its segments). */
export function entryPath(entry: ValidationEntry): string[] {
  const path = entry.instancePath ?? '';
  return path === '' || path === '/' ? [] : path.replace(/^\//, '').split('/');
}

/**
 * What zod found wrong with a value (`input`: the value at the issue's path, to tell a missing
 * field from a wrong one), in `language`.
 */
export function zodIssueDetail(
  issue: { readonly code: string; readonly message?: string },
  input: unknown,
  language: Language,
): string {
  const t = validationCatalog.in(language);
  const message = issue.message ?? '';
  const rule = ruleOf(message);
  // A rule's params are the schema's own values (a field's label), never the request's.
  if (rule)
    return (t as (key: string, params: RuleParams) => string)(`rules.${rule.key}`, rule.params);
  const withInput: IssueLike = { ...issue, input };
  // A schema's own words ('At most 100 characters', English only) stay for English readers;
  // anyone else reads the problem as its code and params tell it.
  if (language === 'en' && message && !isZodDefault(withInput, message)) return message;
  return describeIssue(t, withInput);
}

/** The same for an entry of Fastify's validation list (fastify-type-provider-zod's). */
export function zodEntryDetail(entry: ValidationEntry, input: unknown, language: Language): string {
  const issue = {
    ...entry.params,
    code: entry.keyword,
    path: entryPath(entry),
    message: entry.message,
  };
  return zodIssueDetail(issue, input, language);
}

/** The value at `path` in the request's data, to tell a missing field from a wrong one. */
export function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** An ajv keyword as the zod issue it corresponds to (Fastify's own schema validation). */
function ajvIssue(entry: ValidationEntry): IssueLike {
  const p = entry.params ?? {};
  const bound = (origin: string, small: boolean, inclusive = true): IssueLike => ({
    code: small ? 'too_small' : 'too_big',
    origin,
    inclusive,
    [small ? 'minimum' : 'maximum']: p['limit'],
  });
  switch (entry.keyword) {
    case 'required':
      return { code: 'invalid_type', input: undefined };
    case 'type': {
      const type = String(p['type']);
      return { code: 'invalid_type', expected: type === 'integer' ? 'int' : type, input: null };
    }
    case 'minLength':
      return bound('string', true);
    case 'maxLength':
      return bound('string', false);
    case 'minItems':
      return bound('array', true);
    case 'maxItems':
      return bound('array', false);
    case 'minimum':
      return bound('number', true);
    case 'maximum':
      return bound('number', false);
    case 'exclusiveMinimum':
      return bound('number', true, false);
    case 'exclusiveMaximum':
      return bound('number', false, false);
    case 'multipleOf':
      return { code: 'not_multiple_of', divisor: p['multipleOf'] };
    case 'enum':
      return { code: 'invalid_value', values: p['allowedValues'] };
    case 'const':
      return { code: 'invalid_value', values: [p['allowedValue']] };
    case 'format':
      return { code: 'invalid_format', format: p['format'] };
    case 'additionalProperties':
      return { code: 'unrecognized_keys', keys: [p['additionalProperty']] };
    default:
      return { code: 'custom' };
  }
}

/**
 * A Fastify (ajv) schema error as the field it is about and its problem in `language`. ajv
 * reports a missing property at its parent, so the property's name is added to the path.
 */
export function ajvEntryDetail(
  entry: ValidationEntry,
  language: Language,
): { path: string[]; detail: string } {
  const missing = entry.keyword === 'required' ? entry.params?.['missingProperty'] : undefined;
  const path = [...entryPath(entry), ...(typeof missing === 'string' ? [missing] : [])];
  return { path, detail: describeIssue(validationCatalog.in(language), ajvIssue(entry)) };
}
