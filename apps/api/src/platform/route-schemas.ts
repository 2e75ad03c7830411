import { z } from 'zod';

/**
 * Route schemas for answers that are not JSON: a CSV report, a calendar, an HTML page, a file.
 * Fastify serializes objects only, so these bodies go out as the handler made them; the schema
 * is there so that /api/openapi.json says what the answer is (its media type and a description)
 * and the route-inventory test finds an answer declared on every route.
 */
export function textAnswer(mediaType: string, description: string, statuses: number[] = [200]) {
  const body = z.string().describe(description);
  return {
    produces: [mediaType],
    response: Object.fromEntries(statuses.map((status) => [status, body])),
  };
}

/** 204: the answer has no body. */
export const noContent = z.null().describe('Done: no content');

/** A file's bytes, sent as they are (documented as binary). */
export function fileAnswer(description: string) {
  return {
    produces: ['application/octet-stream'],
    response: {
      200: z
        .custom<Buffer>((value) => Buffer.isBuffer(value))
        .meta({ type: 'string', format: 'binary', description }),
    },
  };
}
