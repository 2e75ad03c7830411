import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The access layer's and the modules' refusals come from catalogs, in each language. */
describe('refusals of the access layer and the modules, in English and Spanish', () => {
  const both = async (
    as: Parameters<TestApp['injectAs']>[0],
    request: Omit<Parameters<TestApp['injectAs']>[1], 'headers'>,
  ) => {
    const en = await t.injectAs(as, { ...request, headers: { 'accept-language': 'en' } });
    const es = await t.injectAs(as, { ...request, headers: { 'accept-language': 'es' } });
    expect(es.statusCode).toBe(en.statusCode);
    return { status: en.statusCode, en: en.json().message, es: es.json().message };
  };

  it("someone else's contact without the directory", async () => {
    const id = await t.contactId('family');
    expect(await both('newcomer', { method: 'GET', url: `/api/contact/${id}` })).toEqual({
      status: 403,
      en: 'You do not have permission to view this content',
      es: 'No tienes permiso para ver este contenido',
    });
  });

  it('an event that does not exist', async () => {
    const url = `/api/event/${crypto.randomUUID()}`;
    expect(await both('family', { method: 'GET', url })).toEqual({
      status: 404,
      en: 'The event was not found',
      es: 'No se encontró el evento',
    });
  });

  it('a locked field changed by its owner', async () => {
    const id = await t.contactId('family');
    const answer = await both('family', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { hideContactFromOthers: true },
    });
    expect(answer).toEqual({
      status: 403,
      en: 'Only an administrator can change the hide flag',
      es: 'Solo un administrador puede cambiar la opción de ocultar',
    });
  });
});
