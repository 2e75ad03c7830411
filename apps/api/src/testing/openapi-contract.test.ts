import { describe, expect, it } from 'vitest';
import { openApiContract, openApiPath, type OpenApiDocument } from './openapi-contract';

const error = { $ref: '#/components/schemas/Error' };
const json = (schema: object) => ({ 'application/json': { schema } });

/** A small document: one JSON read with its refusals, one HTML page, one answer without body. */
const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string' } },
        required: ['message'],
        additionalProperties: false,
      },
    },
  },
  paths: {
    '/api/item/{id}': {
      get: {
        responses: {
          200: {
            description: 'an item',
            content: json({
              type: 'object',
              properties: { id: { type: 'string', format: 'uuid' } },
              required: ['id'],
            }),
          },
          404: { description: 'none', content: json(error) },
          default: { description: 'failure', content: json(error) },
        },
      },
      delete: { responses: { 204: { description: 'gone' } } },
    },
    '/api/file': {
      get: {
        responses: {
          200: { description: 'a file', content: { '*/*': { schema: { format: 'binary' } } } },
        },
      },
    },
    '/api/page': {
      get: {
        responses: {
          200: { description: 'a page', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
  },
};

const contract = openApiContract(doc);
const answer = (over: Partial<Parameters<typeof contract.violation>[0]>) =>
  contract.violation({
    method: 'GET',
    route: '/api/item/:id',
    statusCode: 200,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ id: '6f1c2a3e-1b2c-4d5e-8f90-123456789abc' }),
    ...over,
  });

describe('the OpenAPI contract check', () => {
  it('writes Fastify’s path parameters as OpenAPI does', () => {
    expect(openApiPath('/api/event/:id/reminders')).toBe('/api/event/{id}/reminders');
    expect(openApiPath('/api/blob/*')).toBe('/api/blob/{*}');
  });

  it('passes answers the document describes', () => {
    expect(answer({})).toBeNull();
    expect(answer({ statusCode: 404, body: '{"message":"No such item","code":"not_found"}' })).toBe(
      null,
    );
    expect(answer({ method: 'DELETE', statusCode: 204, contentType: undefined, body: '' })).toBe(
      null,
    );
    expect(
      answer({ route: '/api/page', contentType: 'text/html; charset=utf-8', body: '<p>hi</p>' }),
    ).toBeNull();
  });

  it('matches a media type range: a file sent with its own type', () => {
    for (const contentType of ['image/png', 'application/pdf']) {
      expect(answer({ route: '/api/file', contentType, body: '%PDF-1.4' })).toBeNull();
    }
    expect(answer({ route: '/api/file', contentType: undefined, body: 'x' })).toMatch(
      /answered no content type/,
    );
  });

  it('refuses a status the operation does not list; default stands only for 5xx', () => {
    expect(answer({ statusCode: 403, body: '{"message":"no"}' })).toMatch(
      /status 403 is not documented \(documented: 200, 404, default\)/,
    );
    expect(answer({ statusCode: 503, body: '{"message":"later"}' })).toBeNull();
  });

  it('names what ajv finds wrong in a body, through a $ref into components', () => {
    expect(answer({ statusCode: 404, body: '{"message":"x","data":null}' })).toMatch(
      /does not match the 404 schema: \(body\) must NOT have additional properties .*"additionalProperty":"data"/,
    );
    expect(answer({ body: '{"id":"not-a-uuid"}' })).toMatch(/\/id must match format "uuid"/);
  });

  it('refuses an undocumented media type, a body where none is documented, and bad JSON', () => {
    expect(answer({ contentType: 'text/plain' })).toMatch(
      /answered text\/plain; status 200 documents application\/json/,
    );
    expect(
      answer({ method: 'DELETE', statusCode: 204, body: 'x', contentType: 'text/plain' }),
    ).toMatch(/documented without a body/);
    expect(answer({ body: '{' })).toMatch(/not JSON/);
  });

  it('refuses a route or method the document does not have', () => {
    expect(answer({ method: 'PUT' })).toMatch(/PUT \/api\/item\/\{id\} is not in the document/);
  });
});
