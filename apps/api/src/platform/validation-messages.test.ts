import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RULE_MESSAGES, contactCreateSchema } from '@dugout/shared';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerErrorHandler } from './errors';
import { validationCatalog } from './i18n/validation.locales';

/*
 * A refused request's detail (what is wrong with the field) is in the request's language, as is
 * its wrapper: zod's issues are worded from their code and params with the platform catalog, and
 * so are Fastify's own (ajv) schema errors. The routes here are a bare Fastify app with the real
 * error handler and validator; the last test goes through the real API.
 */

const ok = async () => ({ ok: true });

let zodApp: FastifyInstance;
let ajvApp: FastifyInstance;
beforeAll(async () => {
  zodApp = Fastify();
  zodApp.setValidatorCompiler(validatorCompiler);
  registerErrorHandler(zodApp);
  zodApp.post(
    '/things',
    {
      schema: {
        body: z.strictObject({
          name: z.string().trim().min(1),
          nickname: z.string().max(5).optional(),
          email: z.email().optional(),
          site: z.url().optional(),
          id: z.uuid().optional(),
          kind: z.enum(['bat', 'ball', 'glove']).optional(),
          tags: z.array(z.string()).min(1).max(2).optional(),
          count: z.number().int().min(0).max(99).optional(),
          own: z.string().max(3, 'At most 3 characters').optional(),
          checked: z
            .string()
            .refine((s) => s === 'yes', 'Only yes will do')
            .optional(),
        }),
      },
    },
    ok,
  );
  zodApp.get(
    '/things/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    ok,
  );
  zodApp.post('/contacts', { schema: { body: contactCreateSchema } }, ok);
  await zodApp.ready();

  ajvApp = Fastify();
  registerErrorHandler(ajvApp);
  ajvApp.post(
    '/things',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1 },
            count: { type: 'integer', maximum: 99 },
            kind: { type: 'string', enum: ['bat', 'ball'] },
            email: { type: 'string', format: 'email' },
          },
        },
      },
    },
    ok,
  );
  await ajvApp.ready();
});
afterAll(async () => {
  await zodApp?.close();
  await ajvApp?.close();
});

async function refusal(app: FastifyInstance, language: string, payload: object, url = '/things') {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': language },
    payload,
  });
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ message: string; code: string; field?: string }>();
}

describe('zod refusals in the request’s language', () => {
  const cases: [object, string, string, string][] = [
    [{}, 'name', 'is required', 'es obligatorio'],
    [{ name: 3 }, 'name', 'must be text', 'debe ser un texto'],
    [{ name: '  ' }, 'name', 'must not be empty', 'no puede estar vacío'],
    [
      { name: 'a', nickname: 'abcdef' },
      'nickname',
      'must be at most 5 characters long',
      'debe tener como máximo 5 caracteres',
    ],
    [
      { name: 'a', email: 'nope' },
      'email',
      'must be a valid email address',
      'debe ser un correo electrónico válido',
    ],
    [{ name: 'a', site: 'nope' }, 'site', 'must be a valid URL', 'debe ser una URL válida'],
    [{ name: 'a', id: 'nope' }, 'id', 'must be a valid UUID', 'debe ser un UUID válido'],
    [
      { name: 'a', kind: 'bag' },
      'kind',
      'must be one of: "bat", "ball", "glove"',
      'debe ser uno de estos: "bat", "ball", "glove"',
    ],
    [
      { name: 'a', tags: [] },
      'tags',
      'must have at least one item',
      'debe tener al menos un elemento',
    ],
    [
      { name: 'a', tags: ['a', 'b', 'c'] },
      'tags',
      'must have at most 2 items',
      'debe tener como máximo 2 elementos',
    ],
    [{ name: 'a', tags: [1] }, 'tags.0', 'must be text', 'debe ser un texto'],
    [{ name: 'a', count: 1.5 }, 'count', 'must be a whole number', 'debe ser un número entero'],
    [{ name: 'a', count: 100 }, 'count', 'must be at most 99', 'debe ser como máximo 99'],
    [{ name: 'a', count: -1 }, 'count', 'must be at least 0', 'debe ser como mínimo 0'],
    // A schema's own English words stay for English readers; Spanish ones read the rule.
    [
      { name: 'a', own: 'abcd' },
      'own',
      'At most 3 characters',
      'debe tener como máximo 3 caracteres',
    ],
    [{ name: 'a', checked: 'no' }, 'checked', 'Only yes will do', 'no es válido'],
  ];

  it.each(cases)('%j: %s', async (payload, field, en, es) => {
    const english = await refusal(zodApp, 'en', payload);
    expect(english).toEqual({
      message: `Invalid body field '${field}': ${en}`,
      code: 'validation_failed',
      field,
    });
    const spanish = await refusal(zodApp, 'es', payload);
    expect(spanish).toEqual({
      message: `Cuerpo no válido: campo '${field}': ${es}`,
      code: 'validation_failed',
      field,
    });
  });

  it('names unknown fields of the whole body, which has no field of its own', async () => {
    expect(await refusal(zodApp, 'en', { name: 'a', extra: 1, more: 2 })).toEqual({
      message: 'Invalid body: unknown fields: extra, more',
      code: 'validation_failed',
    });
    expect(await refusal(zodApp, 'es', { name: 'a', extra: 1 })).toEqual({
      message: 'Cuerpo no válido: campo desconocido: extra',
      code: 'validation_failed',
    });
  });

  it('words the shared rules’ own messages by their keys', async () => {
    const payload = { firstName: 'Ana', lastName: ' ' };
    expect((await refusal(zodApp, 'en', payload, '/contacts')).message).toBe(
      "Invalid body field 'lastName': Last name is required",
    );
    expect((await refusal(zodApp, 'es', payload, '/contacts')).message).toBe(
      "Cuerpo no válido: campo 'lastName': El apellido es obligatorio",
    );
    const email = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana-at-home' };
    expect((await refusal(zodApp, 'es', email, '/contacts')).message).toBe(
      "Cuerpo no válido: campo 'email': Escribe un correo electrónico válido",
    );
  });

  it('has the shared rules’ English as packages/shared words it', () => {
    expect(validationCatalog.locales.en.rules).toEqual(RULE_MESSAGES);
  });

  it('words path parameters the same way', async () => {
    const english = await zodApp.inject({ method: 'GET', url: '/things/abc' });
    expect(english.json()).toEqual({
      message: "Invalid params field 'id': must be a number",
      code: 'validation_failed',
      field: 'id',
    });
    const res = await zodApp.inject({
      method: 'GET',
      url: '/things/-4',
      headers: { 'accept-language': 'es' },
    });
    expect(res.json()).toEqual({
      message: "Parámetro de ruta no válido: campo 'id': debe ser mayor que 0",
      code: 'validation_failed',
      field: 'id',
    });
  });
});

describe('Fastify’s own schema refusals in the request’s language', () => {
  const cases: [object, string, string][] = [
    [
      {},
      "Invalid body field 'name': is required",
      "Cuerpo no válido: campo 'name': es obligatorio",
    ],
    [
      { name: '' },
      "Invalid body field 'name': must not be empty",
      "Cuerpo no válido: campo 'name': no puede estar vacío",
    ],
    [
      { name: 'a', count: 'x' },
      "Invalid body field 'count': must be a whole number",
      "Cuerpo no válido: campo 'count': debe ser un número entero",
    ],
    [
      { name: 'a', count: 100 },
      "Invalid body field 'count': must be at most 99",
      "Cuerpo no válido: campo 'count': debe ser como máximo 99",
    ],
    [
      { name: 'a', kind: 'bag' },
      'Invalid body field \'kind\': must be one of: "bat", "ball"',
      'Cuerpo no válido: campo \'kind\': debe ser uno de estos: "bat", "ball"',
    ],
    [
      { name: 'a', email: 'nope' },
      "Invalid body field 'email': must be a valid email address",
      "Cuerpo no válido: campo 'email': debe ser un correo electrónico válido",
    ],
  ];

  it.each(cases)('%j', async (payload, en, es) => {
    expect(await refusal(ajvApp, 'en', payload)).toEqual({
      message: en,
      code: 'validation_failed',
    });
    expect(await refusal(ajvApp, 'es', payload)).toEqual({
      message: es,
      code: 'validation_failed',
    });
  });
});

describe('a refused request to the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gets its detail in Spanish when it asks for Spanish, and in English otherwise', async () => {
    const preview = (headers: Record<string, string>) =>
      t.injectAs('admin', {
        method: 'POST',
        url: '/api/messaging/preview',
        headers,
        payload: { MessageTypes: 'Email', Recipients: [], Message: 'Hi' },
      });
    const es = await preview({ 'accept-language': 'es' });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      message: "Cuerpo no válido: campo 'Recipients': Elige al menos un destinatario",
      code: 'validation_failed',
      field: 'Recipients',
    });
    const en = await preview({});
    expect(en.json()).toMatchObject({ code: 'validation_failed', field: 'Recipients' });
    expect(en.json().message).toMatch(
      /^Invalid body field 'Recipients': .*at least one recipient/i,
    );
  });

  it('words the shared schemas’ own rules in Spanish, a label carried into its message', async () => {
    const event = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      headers: { 'accept-language': 'es' },
      payload: { name: 'Práctica', tags: '[oops' },
    });
    expect(event.statusCode, event.body).toBe(400);
    expect(event.json()).toMatchObject({
      error: "Cuerpo no válido: campo 'tags': Tags debe ser una lista JSON",
      field: 'tags',
    });
    const message = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/messaging/messages/42',
      headers: { 'accept-language': 'es' },
    });
    expect(message.statusCode, message.body).toBe(400);
    expect(message.json().message).toBe(
      "Parámetro de ruta no válido: campo 'id': No es el id de un mensaje",
    );
  });

  it('words a content upload’s refused field in the reader’s language too', async () => {
    const upload = async (language: string) => {
      const form = new FormData();
      const fields = {
        fileName: 'Schedule',
        tags: '[]',
        isBanner: 'false',
        isFeatured: 'false',
        category: 'Road Trip Information',
        emailList: JSON.stringify(['not-an-address']),
        allowedAffiliations: '[]',
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const request = new Request('http://x/', { method: 'POST', body: form });
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/content/new',
        headers: {
          'content-type': request.headers.get('content-type')!,
          'accept-language': language,
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await upload('es')).toBe(
      "Campo no válido 'emailList.0': debe ser un correo electrónico válido",
    );
    expect(await upload('en')).toBe("Invalid field 'emailList.0': must be a valid email address");
  });
});
