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
