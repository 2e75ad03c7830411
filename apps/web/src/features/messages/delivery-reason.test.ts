import { describe, expect, it } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import { messagesLocales } from './locales';
import { deliveryReason } from './delivery-reason';

async function tIn(language: 'en' | 'es') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { messages: messagesLocales[language] } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'messages') as unknown as TFunction<'messages'>;
}

/** The ledger translates the server's reasons by their code, not their English. */
describe('deliveryReason', () => {
  it('translates by code, whatever the text says', async () => {
    const es = await tIn('es');
    expect(deliveryReason({ reason: 'anything', reasonCode: 'no_phone' }, es)).toBe(
      'Este destinatario no tiene número de teléfono',
    );
    expect(
      deliveryReason(
        {
          reason: 'Invalid phone number: 555-01',
          reasonCode: 'invalid_phone',
          reasonValue: '555-01',
        },
        es,
      ),
    ).toBe('Número de teléfono no válido: 555-01');
    expect(deliveryReason({ reason: 'x', reasonCode: 'interrupted' }, es)).toMatch(
      /^El envío se interrumpió/,
    );
    const en = await tIn('en');
    expect(deliveryReason({ reason: 'x', reasonCode: 'no_email' }, en)).toBe(
      'No email address for this recipient',
    );
    // Twilio's 21610: a STOP sent to the carrier, named as such rather than as our STOP.
    expect(deliveryReason({ reason: 'x', reasonCode: 'sms_carrier_opted_out' }, en)).toBe(
      'Skipped: unsubscribed with the carrier (replied STOP to the carrier; Twilio error 21610)',
    );
    expect(deliveryReason({ reason: 'x', reasonCode: 'sms_carrier_opted_out' }, es)).toBe(
      'Omitido: se dio de baja con el operador (respondió STOP al operador; error 21610 de Twilio)',
    );
  });

  it('says a text was skipped because nobody confirmed the number, in both languages', async () => {
    const reason = {
      reason: 'Skipped: number not verified',
      reasonCode: 'sms_unverified' as const,
    };
    expect(deliveryReason(reason, await tIn('en'))).toBe('Skipped: number not verified');
    expect(deliveryReason(reason, await tIn('es'))).toBe('Omitido: número sin verificar');
  });

  it("shows a provider's answer (no code) as written", async () => {
    const es = await tIn('es');
    const twilio = "Twilio 400 (21211): The 'To' number is not valid.";
    expect(deliveryReason({ reason: twilio }, es)).toBe(twilio);
    // Text alone that looks like the server's own but has no code is not guessed at.
    expect(deliveryReason({ reason: 'No phone number for this recipient' }, es)).toBe(
      'No phone number for this recipient',
    );
  });
});
