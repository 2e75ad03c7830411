import type { FastifyRequest } from 'fastify';
import { localizedError } from './errors';
import { errorsCatalog } from './i18n/errors.locales';
import { minutesLeft } from './rate-limit/rate-limit-refusal';

/**
 * Uploads (content files, profile photos) are heavy: sharp, thumbnails, disk. 30 per 10 minutes
 * per member is far above what staff do by hand and stops a stolen token filling the disk.
 * Counted after authentication (preHandler), per member.
 */
export const UPLOAD_RATE_LIMIT = {
  max: 30,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `upload:${request.member?.id ?? request.ip}`,
  // In the reader's language: the plugin's own `after` ("9 minutes") is English only.
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
    const count = minutesLeft(context.ttl);
    return localizedError(429, 'rate_limited', (language) =>
      errorsCatalog.in(language)('tooManyUploads', { count }),
    );
  },
};

/** The same limit for a JSON call that only sometimes carries an upload (a profile photo). */
export const PHOTO_RATE_LIMIT = {
  ...UPLOAD_RATE_LIMIT,
  allowList: (request: FastifyRequest) =>
    !(request.body as { newProfileImgBase64?: unknown } | undefined)?.newProfileImgBase64,
};
