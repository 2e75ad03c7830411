import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, Language } from '@dugout/shared';
import { shapeErrorBody } from './error-answers';
import { clientErrorBody } from './framework-errors';
import { errorsCatalog } from './i18n/errors.locales';
import { inEveryLanguage, pickLanguage, requestLanguage } from './i18n/language';
import { ajvEntryDetail, entryPath, valueAt, zodEntryDetail } from './validation-messages';

/** An error whose message is safe to show the caller. Anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The message in every language, when it has been written in each (a server catalog's). */
    readonly translations?: Readonly<Record<Language, string>>,
  ) {
    super(message);
  }

  /** The message in a member's language, or as written when it has no translations. */
  messageIn(language: unknown): string {
    return this.translations?.[pickLanguage(language)] ?? this.message;
  }
}

/**
 * An error written in every language: `render` is called once per language, e.g.
 * `(language) => errorsCatalog.in(language)('editConflict')`. English is its `message`.
 */
export const localizedError = (
  statusCode: number,
  code: string,
  render: LocalizedMessage,
  field?: string,
) => {
  const translations = inEveryLanguage(render);
  return new AppError(statusCode, code, translations.en, field, translations);
};

/**
 * A refusal's text in a reader's language, from a server catalog, e.g.
 * `(language) => contentCatalog.in(language)('refusal.emptyFile')`. The helpers below take
 * only this (a plain string would be English-only; errors-localized.test.ts guards modules).
 */
export type LocalizedMessage = (language: Language) => string;

export const notFound = (message: LocalizedMessage) => localizedError(404, 'not_found', message);
export const forbidden = (
  message: LocalizedMessage = (language) => errorsCatalog.in(language)('forbidden'),
) => localizedError(403, 'forbidden', message);
export const badRequest = (message: LocalizedMessage, field?: string) =>
  localizedError(400, 'bad_request', message, field);
/** A list at its most items: one more would be refused. */
export const tooMany = (message: LocalizedMessage) => localizedError(409, 'too_many', message);

/** Errors from the database driver that mean "the database is not reachable right now". */
function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now
    code === '08006' ||
    code === '08001' ||
    // node-postgres reports a dropped or unreachable server by message only.
    /Connection terminated|timeout exceeded when trying to connect|not queryable/i.test(
      (err as { message?: string }).message ?? '',
    )
  );
}

/** PostgreSQL's refusal of text it cannot store: invalid byte sequence, untranslatable character. */
function isUnstorableText(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === '22021' || code === '22P05';
}

/** Where a request failed validation, named in the reader's language ('body', 'Cuerpo'). */
function validationContextIn(t: ReturnType<typeof errorsCatalog.in>, context: string): string {
  switch (context) {
    case 'body':
    case 'querystring':
    case 'params':
    case 'headers':
      return t(`context.${context}`);
    default:
      return context;
  }
}

/** The part of a request a schema refused ('body', 'querystring'…), as Fastify has it. */
function requestData(request: FastifyRequest, context: string): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** A refused request's message: where (its part and field) and what is wrong, in `t`'s language. */
function validationBody(
  t: ReturnType<typeof errorsCatalog.in>,
  context: string,
  path: readonly string[],
  detail: string,
): { message: string; field?: string } {
  const where = path.join('.');
  const part = validationContextIn(t, context);
  return where
    ? { message: t('invalidField', { context: part, field: where, detail }), field: where }
    : { message: t('invalid', { context: part, detail }) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/** Every failure's answer: the published error body, in the reader's language. */
export function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // The language the request asks for, else the member's, else English.
  const language = requestLanguage(request);
  const t = errorsCatalog.in(language);
  let status = 500;
  let body: ApiErrorBody = { message: t('internal') };
  if (err instanceof AppError) {
    status = err.statusCode;
    const message = err.messageIn(language);
    body = { message, code: err.code, ...(err.field ? { field: err.field } : {}) };
  } else if (hasZodFastifySchemaValidationErrors(err)) {
    status = 400;
    const first = err.validation[0];
    const context = err.validationContext ?? 'body';
    const path = first ? entryPath(first) : [];
    // The detail in the request's language too: the schema's problem, from zod's issue code.
    const detail = first
      ? zodEntryDetail(first, valueAt(requestData(request, context), path), language)
      : t('invalidValue');
    const { message, field } = validationBody(t, context, path, detail);
    body = { message, code: 'validation_failed', ...(field ? { field } : {}) };
  } else if (err.validation) {
    // Fastify's own schema validation (a route without zod), worded the same way.
    status = 400;
    const first = err.validation[0];
    const { path, detail } = first
      ? ajvEntryDetail(first, language)
      : { path: [], detail: t('invalidValue') };
    const { message } = validationBody(t, err.validationContext ?? 'body', path, detail);
    body = { message, code: 'validation_failed' };
  } else if ((err as { code?: string }).code === '22003') {
    // numeric_value_out_of_range: a number too large for its column that slipped past a schema.
    status = 400;
    body = { message: t('outOfRange'), code: 'out_of_range' };
  } else if (isUnstorableText(err)) {
    // A NUL byte or invalid UTF-8 that slipped past the door (e.g. in a multipart field).
    status = 400;
    body = { message: t('badCharacter'), code: 'bad_character' };
  } else if (isDatabaseUnavailable(err)) {
    status = 503;
    body = { message: t('unavailable'), code: 'unavailable' };
  } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, body too large, unsupported media type...),
    // and a plugin's (a rate limit's): worded here, since theirs are English only.
    status = err.statusCode;
    body = clientErrorBody({ code: err.code, statusCode: err.statusCode }, t);
  }
  if (status >= 500) {
    request.log.error({ err }, 'request failed');
  }
  if (status === 401) {
    // RFC 6750: no error code when no token was sent, invalid_token when one was refused.
    reply.header(
      'WWW-Authenticate',
      body.code === 'invalid_token' ? 'Bearer error="invalid_token"' : 'Bearer',
    );
  }
  // Written as JSON here rather than through the route's schema for this status: a route that
  // declares a page of its own for a status (an HTML refusal) could not carry it (a 500).
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(shapeErrorBody(request, body)));
}
