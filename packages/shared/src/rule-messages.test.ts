import { afterEach, expect, it } from 'vitest';
import { contactUpdateSchema } from './contacts';
import { RULE_MESSAGES, setRuleMessageTranslator } from './rule-messages';

afterEach(() => setRuleMessageTranslator(null));

const phoneMessage = () =>
  contactUpdateSchema.safeParse({ firstName: 'Ana', lastName: 'Ruiz', phone: 'call me' }).error
    ?.issues[0]?.message;

it('answers in English without a translator (the server), and through one when given', () => {
  expect(phoneMessage()).toBe(RULE_MESSAGES.phoneInvalid);
  setRuleMessageTranslator((key) => `«${key}»`);
  expect(phoneMessage()).toBe('«phoneInvalid»');
  // A translator without the text falls back to English.
  setRuleMessageTranslator(() => undefined);
  expect(phoneMessage()).toBe('Please enter a valid phone number');
});
