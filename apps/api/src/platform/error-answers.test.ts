import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatuses } from './error-answers';
import { notFound, registerErrorHandler } from './errors';

/* Failures as the real error handler writes them, on a bare app with the zod compilers. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gone = () => {
    throw notFound(() => 'No such thing');
  };
  r.get('/plain', gone);
  r.get('/result', { config: { errorBody: 'result' } }, gone);
  // A route that answers its refusals with a page of its own, as the one-tap links do.
  r.post(
    '/page',
    {
      schema: {
        body: z.object({ token: z.string() }),
        produces: ['text/html'],
        response: { 200: z.string(), 400: z.string() },
      },
    },
    async (_request, reply) => reply.type('text/html').send('<p>ok</p>'),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('the error body', () => {
  it('is the usual one, or with data null and error for a { data, error } route', async () => {
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toEqual({ message: 'No such thing', code: 'not_found' });
    const result = await app.inject({ method: 'GET', url: '/result' });
    expect(result.statusCode).toBe(404);
    expect(result.json()).toEqual({
      data: null,
      error: 'No such thing',
      message: 'No such thing',
      code: 'not_found',
    });
  });

  it('goes out as JSON even where the route declares a page for that status (not a 500)', async () => {
    for (const payload of ['{not json', '{"token":7}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/page',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json().message, payload).toMatch(/\w/);
    }
  });
});

describe('the refusals a route can answer', () => {
  it('come from its policy, its input, its rate limit and its own list', () => {
    expect(errorStatuses({ method: 'GET', config: { access: 'public' } })).toEqual([]);
    expect(errorStatuses({ method: 'GET', config: { access: 'member' } })).toEqual([401]);
    expect(
      errorStatuses({ method: 'GET', config: { access: 'admin' }, schema: { querystring: {} } }),
    ).toEqual([400, 401, 403]);
    expect(
      errorStatuses({
        method: 'PUT',
        config: { access: { ability: 'events:publish' }, refusals: [404, 409] },
      }),
    ).toEqual([400, 401, 403, 404, 409, 413, 415]);
    expect(
      errorStatuses({
        method: ['GET', 'HEAD'],
        config: { rateLimit: { max: 1 }, refusals: [404] },
      }),
    ).toEqual([404, 429]);
    expect(errorStatuses({ method: 'DELETE', config: { rateLimit: false } })).toEqual([
      400, 413, 415,
    ]);
  });
});
