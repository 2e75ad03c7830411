import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';
import { UPLOAD_RATE_LIMIT } from './upload-rate-limit';

/* The upload limit's refusal, in the reader's language (a bare app with the real error handler). */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false });
  app.post('/upload', { config: { rateLimit: UPLOAD_RATE_LIMIT } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

it('refuses the upload past the limit with how long to wait, in English or Spanish', async () => {
  const upload = (language: string) =>
    app.inject({ method: 'POST', url: '/upload', headers: { 'accept-language': language } });
  for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++) expect((await upload('en')).statusCode).toBe(200);
  const english = await upload('en');
  expect(english.statusCode).toBe(429);
  expect(english.json()).toEqual({
    message: 'Too many uploads. Please try again in 10 minutes.',
    code: 'rate_limited',
  });
  const spanish = await upload('es');
  expect(spanish.statusCode).toBe(429);
  expect(spanish.json().message).toBe(
    'Demasiadas subidas. Vuelve a intentarlo dentro de 10 minutos.',
  );
});
