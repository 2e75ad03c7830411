import { afterEach, describe, expect, it } from 'vitest';
import {
  contactCreateSchema,
  contactUpdateSchema,
  eventPayloadSchema,
  venueInputSchema,
} from '@dugout/shared';
import { i18n } from './i18n';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** "Please enter a valid phone number" under a Spanish form field. */
describe('the shared rules’ messages in the browser', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('come in Spanish for a Spanish reader', async () => {
    await i18n.changeLanguage('es');
    expect(
      messages(
        contactUpdateSchema.safeParse({ firstName: ' ', lastName: 'Ruiz', phone: 'call me' }),
      ),
    ).toEqual({
      firstName: 'El nombre es obligatorio',
      phone: 'Escribe un número de teléfono válido',
    });
    expect(
      messages(contactCreateSchema.safeParse({ firstName: 'Ana', lastName: '', email: 'ana@' })),
    ).toEqual({
      lastName: 'El apellido es obligatorio',
      email: 'Escribe un correo electrónico válido',
    });
  });

  it('fill in a rule’s params in Spanish too', async () => {
    await i18n.changeLanguage('es');
    expect(messages(eventPayloadSchema.safeParse({ name: 'Práctica', emailList: '[x' }))).toEqual({
      emailList: 'emailList debe ser una lista JSON',
    });
    expect(
      messages(venueInputSchema.safeParse({ name: 'Campo', latitude: 40, longitude: null })),
    ).toEqual({ longitude: 'Indica la latitud y la longitud, o ninguna de las dos' });
  });

  it('stay in English for an English reader, as the server writes them', () => {
    expect(
      messages(
        contactUpdateSchema.safeParse({ firstName: 'Ana', lastName: 'Ruiz', phone: 'call me' }),
      ),
    ).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });
});
