import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { parseFormText } from './invalid-text';

/**
 * Form posts carry plain fields (no files); JSON lists arrive as JSON text. Registered inside a
 * module's own scope, so only the routes that take forms (events, RSVP) parse them.
 */
export async function registerFormParsers(app: FastifyInstance): Promise<void> {
  // The query string's strict parser: undecodable percent-encoding is refused, never stored raw.
  await app.register(formbody, { parser: parseFormText });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 100, fieldSize: 200_000 },
  });
}
