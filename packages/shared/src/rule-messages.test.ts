import { afterEach, expect, it } from 'vitest';
import { contactUpdateSchema } from './contacts';
import { eventPayloadSchema } from './events';
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

it('fills a rule’s params, in English and through a translator that leaves them', () => {
  const jsonList = () =>
    eventPayloadSchema.safeParse({ name: 'Practice', tags: '[oops' }).error?.issues[0]?.message;
  expect(jsonList()).toBe('Tags must be a JSON list');
  setRuleMessageTranslator((key) =>
    key === 'jsonList' ? '{{label}} debe ser una lista JSON' : undefined,
  );
  expect(jsonList()).toBe('Tags debe ser una lista JSON');
});
