import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';
import { languageFromAcceptLanguage } from './i18n/language';

const t = testAppForFile();

const EN = 'Notify Members is on but no member is chosen.';
const ES = '«Avisar a los miembros» está activado pero no se eligió a nadie.';

/** A refusal with catalog text comes in the language the request asks for. */
describe('refusals in the language asked for', () => {
  const refused = (headers: Record<string, string> = {}) =>
    t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      headers,
      payload: { name: 'x', notify: true, emailList: [] },
    });

  it('answers the same refused request in Spanish with Accept-Language: es', async () => {
    const en = await refused();
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toContain(EN);
    const es = await refused({ 'accept-language': 'es' });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toMatchObject({ code: 'bad_request', field: 'emailList' });
    expect(es.json().message).toContain(ES);
    expect(
      (await refused({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).json().message,
    ).toContain(ES);
  });

  it('prefers the language asked for to the stored one, and the stored one to English', async () => {
    await t.whileReading('admin', 'es', async () => {
      // Stored Spanish, nothing asked (or nothing supported asked): Spanish.
      expect((await refused()).json().message).toContain(ES);
      expect((await refused({ 'accept-language': 'fr' })).json().message).toContain(ES);
      // Asked for English: English, whatever is stored.
      expect((await refused({ 'accept-language': 'en' })).json().message).toContain(EN);
    });
  });
});

/**
 * Refusals our code does not word itself: a path no route answers, Fastify's router and body
 * parsers, a required field's shared rule, a route that words its own. Each in both languages,
 * in the published body (`{ message, code, field? }`), never Fastify's `{ error, statusCode }`.
 */
describe('every kind of refusal in the language asked for', () => {
  const json = { 'content-type': 'application/json' };
  const cases: {
    name: string;
    call: InjectOptions;
    status: number;
    code: string;
    en: string | RegExp;
    es: string | RegExp;
  }[] = [
    {
      name: 'a path no route answers',
      call: { method: 'GET', url: '/api/no-such-thing?x=1' },
      status: 404,
      code: 'not_found',
      en: 'Not found: GET /api/no-such-thing',
      es: 'No se encontró: GET /api/no-such-thing',
    },
    {
      name: 'a path parameter that cannot be decoded',
      call: { method: 'DELETE', url: '/api/pinnedpost/%E0%A4%A' },
      status: 400,
      code: 'fst_err_bad_url',
      en: 'The address is not valid: part of it cannot be decoded',
      es: 'La dirección no es válida: una parte no se puede descodificar',
    },
    {
      name: 'a path parameter over the router’s length',
      call: { method: 'DELETE', url: `/api/pinnedpost/${'1'.repeat(101)}` },
      status: 414,
      code: 'fst_err_max_param_length',
      en: 'A part of the address is too long',
      es: 'Una parte de la dirección es demasiado larga',
    },
    {
      name: 'malformed JSON',
      call: { method: 'POST', url: '/api/household/new', headers: json, payload: '{"name":' },
      status: 400,
      code: 'fst_err_ctp_invalid_json_body',
      en: 'The body is not valid JSON, but its Content-Type says it is',
      es: 'El cuerpo no es JSON válido, aunque su Content-Type dice que lo es',
    },
    {
      name: 'an empty JSON body',
      call: { method: 'POST', url: '/api/household/new', headers: json, payload: '' },
      status: 400,
      code: 'fst_err_ctp_empty_json_body',
      en: 'The body is empty, but its Content-Type says it is JSON',
      es: 'El cuerpo está vacío, aunque su Content-Type dice que es JSON',
    },
    {
      name: 'a media type the call does not read',
      call: {
        method: 'POST',
        url: '/api/household/new',
        headers: { 'content-type': 'text/csv' },
        payload: 'name\nA',
      },
      status: 415,
      code: 'fst_err_ctp_invalid_media_type',
      en: 'This call does not read a body of this type (Content-Type)',
      es: 'Esta llamada no lee un cuerpo de este tipo (Content-Type)',
    },
    {
      name: 'a body over the limit',
      call: {
        method: 'POST',
        url: '/api/household/new',
        headers: json,
        payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      },
      status: 413,
      code: 'fst_err_ctp_body_too_large',
      en: 'The request body is too large',
      es: 'El cuerpo de la solicitud es demasiado grande',
    },
    {
      name: 'a required field’s shared rule',
      call: { method: 'POST', url: '/api/household/new', payload: { name: '  ' } },
      status: 400,
      code: 'validation_failed',
      en: "Invalid body field 'name': The household needs a name",
      es: "Cuerpo no válido: campo 'name': El hogar necesita un nombre",
    },
    {
      name: 'a route that words its own refusal (a pinned post without its English title)',
      call: {
        method: 'POST',
        url: '/api/pinnedpost/new',
        payload: { titleEn: ' ', titleEs: 'Hola' },
      },
      status: 400,
      code: 'validation_failed',
      en: /^Write a title in English/,
      es: /^Escribe un título en inglés/,
    },
  ];

  it.each(cases)('$name', async ({ call, status, code, en, es }) => {
    for (const [language, message] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const res = await t.injectAs('admin', {
        ...call,
        headers: { ...call.headers, 'accept-language': language },
      });
      expect(res.statusCode, language).toBe(status);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json<Record<string, unknown>>();
      expect(
        Object.keys(body).filter((key) => !['message', 'code', 'field'].includes(key)),
      ).toEqual([]);
      expect(body.code).toBe(code);
      expect(body.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
  });
});

describe('languageFromAcceptLanguage', () => {
  it('reads the first supported language by weight, or null', () => {
    expect(languageFromAcceptLanguage('es')).toBe('es');
    expect(languageFromAcceptLanguage('fr-FR, es-MX;q=0.8, en;q=0.5')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0.4, es;q=0.9')).toBe('es');
    expect(languageFromAcceptLanguage('EN-us')).toBe('en');
    expect(languageFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('fr')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });
});
