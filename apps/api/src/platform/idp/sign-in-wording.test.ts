import { describe, expect, it } from 'vitest';
import { SignInLimitedError } from './sign-in-limits';

/** The wait in a per-email refusal: minutes up to an hour and a half, then whole hours. */
describe('sign-in refusal wording', () => {
  const wait = (seconds: number, language: string) =>
    /(?:wait|espera) (.+?) (?:and|y) /.exec(new SignInLimitedError(seconds, language).message)?.[1];

  it.each([
    [1, '1 minute', '1 minuto'],
    [60, '1 minute', '1 minuto'],
    [61, '2 minutes', '2 minutos'],
    [5400, '90 minutes', '90 minutos'],
    [5401, '2 hours', '2 horas'],
    [86_400, '24 hours', '24 horas'],
  ])('%i s: "%s" / "%s"', (seconds, en, es) => {
    expect(wait(seconds, 'en')).toBe(en);
    expect(wait(seconds, 'es')).toBe(es);
    expect(wait(seconds, 'fr')).toBe(en);
  });

  it('keeps the English sentence word for word', () => {
    expect(new SignInLimitedError(600, 'en').message).toBe(
      'Too many sign-in codes or wrong tries for this email. To keep the account safe, please wait 10 minutes and try again.',
    );
  });
});
