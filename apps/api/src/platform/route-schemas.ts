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

/** Bodies read by platform/form-parsers.ts: JSON, or the fields of an HTML or FormData form. */
export const FORM_OR_JSON = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

/** A row's serial id in the path (an integer column), e.g. /api/venues/7. */
export const serialIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** 204: the answer has no body. */
export const noContent = z.undefined().describe('Done: no content');

/** A file's bytes, sent as they are with the file's own media type (documented as binary). */
export function fileAnswer(description: string) {
  return {
    produces: ['*/*'],
    response: {
      200: z
        .custom<Buffer>((value) => Buffer.isBuffer(value))
        .meta({ type: 'string', format: 'binary', description }),
    },
  };
}

/**
 * A multipart body the handler reads itself as a stream (@fastify/multipart, file size limits):
 * Fastify has no parsed body to validate, so this schema accepts anything and only documents the
 * form's fields; the handler checks them (with the same shared zod schema).
 */
export function multipartBody(fields: z.ZodObject, description: string) {
  const { $schema: _ignored, ...shape } = z.toJSONSchema(fields, {
    io: 'input',
    unrepresentable: 'any',
  });
  return {
    consumes: ['multipart/form-data'],
    body: z.custom<unknown>(() => true).meta({ ...shape, description }),
  };
}
