import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * How every route answers a malformed `:id` (platform/errors.ts words the schema's refusal), by
 * the kind of id and the reader's language: a module's test checks its routes answer the same.
 */
export const MALFORMED_ID = {
  serial: {
    en: "Invalid params field 'id': must be a number",
    es: "Parámetro de ruta no válido: campo 'id': debe ser un número",
  },
  event: {
    en: "Invalid params field 'id': The event id is not valid",
    es: "Parámetro de ruta no válido: campo 'id': El id del evento no es válido",
  },
} as const;

export function expectMalformedId(res: LightMyRequestResponse, message: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ message, code: 'validation_failed', field: 'id' });
}
