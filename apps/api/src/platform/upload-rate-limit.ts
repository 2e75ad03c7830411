import type { FastifyRequest } from 'fastify';

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
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
    statusCode: 429,
    code: 'rate_limited',
    message: `Too many uploads. Please try again in ${context.after}.`,
  }),
};

/** The same limit for a JSON call that only sometimes carries an upload (a profile photo). */
export const PHOTO_RATE_LIMIT = {
  ...UPLOAD_RATE_LIMIT,
  allowList: (request: FastifyRequest) =>
    !(request.body as { newProfileImgBase64?: unknown } | undefined)?.newProfileImgBase64,
};
