import type { errorsCatalog } from './i18n/errors.locales';

type Text = ReturnType<typeof errorsCatalog.in>;

/** Fastify's own refusals (its router and body parsers), by code, as the catalog words them. */
const CLIENT_ERRORS = {
  FST_ERR_BAD_URL: 'client.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'client.paramTooLong',
  FST_ERR_CTP_INVALID_JSON_BODY: 'client.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'client.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'client.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'client.mediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'client.contentLength',
} as const;
const isClientErrorCode = (code: string | undefined): code is keyof typeof CLIENT_ERRORS =>
  code !== undefined && Object.hasOwn(CLIENT_ERRORS, code);

/**
 * A 4xx raised by Fastify or a plugin rather than by our code, in `t`'s language: Fastify words
 * its own in English only. Its code stays Fastify's (lower case), as clients have always read it;
 * one without a code is named by its status (a rate limit's 429).
 */
export function clientErrorBody(
  err: { code?: string; statusCode: number },
  t: Text,
): { message: string; code: string } {
  const code = err.code?.toLowerCase() ?? (err.statusCode === 429 ? 'rate_limited' : 'bad_request');
  if (isClientErrorCode(err.code)) return { message: t(CLIENT_ERRORS[err.code]), code };
  if (err.statusCode === 429) return { message: t('client.tooMany'), code };
  return { message: t('client.other', { status: err.statusCode }), code };
}
