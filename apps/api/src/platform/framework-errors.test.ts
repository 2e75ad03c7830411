import { describe, expect, it } from 'vitest';
import { clientErrorBody } from './framework-errors';
import { errorsCatalog } from './i18n/errors.locales';

describe("Fastify's own refusals", () => {
  const en = errorsCatalog.in('en');
  const es = errorsCatalog.in('es');

  it('are worded by their code, which stays Fastify’s', () => {
    const err = { code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH', statusCode: 400 };
    expect(clientErrorBody(err, en)).toEqual({
      message: 'The Content-Length header does not match the body',
      code: 'fst_err_ctp_invalid_content_length',
    });
    expect(clientErrorBody(err, es).message).toBe(
      'La cabecera Content-Length no coincide con el cuerpo',
    );
  });

  it('name one without a code by its status, and word an unknown one by its status', () => {
    expect(clientErrorBody({ statusCode: 429 }, es)).toEqual({
      message: 'Demasiadas solicitudes. Vuelve a intentarlo más tarde.',
      code: 'rate_limited',
    });
    expect(
      clientErrorBody({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 406 }, es),
    ).toEqual({
      message: 'No se pudo atender la solicitud (406)',
      code: 'fst_invalid_multipart_content_type',
    });
    expect(clientErrorBody({ code: 'toString', statusCode: 400 }, en)).toEqual({
      message: 'The request could not be handled (400)',
      code: 'tostring',
    });
  });
});
