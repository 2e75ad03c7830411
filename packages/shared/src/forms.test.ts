import { describe, expect, it } from 'vitest';
import { validateJerseyItems } from './forms';

const INCOMPLETE = { code: 'incomplete' };
import { isMessageFormComplete } from './messaging';
import { isSearchable } from './search';

const item = {
  firstName: 'Mia',
  lastName: 'Ruiz',
  jerseyName: 'RUIZ',
  jerseyNumber: 7,
  jerseySize: 'M',
  jerseyPosition: 0,
  jerseyIndex: 'a',
};

describe('validateJerseyItems', () => {
  it('accepts complete items, numbers given as text included', () => {
    expect(
      validateJerseyItems([item, { ...item, jerseyNumber: '0', jerseyPosition: 2 }]),
    ).toBeNull();
  });
  it('asks for every field of every item', () => {
    for (const field of Object.keys(item) as (keyof typeof item)[]) {
      expect(validateJerseyItems([item, { ...item, [field]: ' ' }])).toEqual(INCOMPLETE);
    }
    expect(validateJerseyItems([])).toEqual(INCOMPLETE);
  });
  it('wants whole jersey numbers and positions in range', () => {
    const number = { code: 'number', max: 99 };
    expect(validateJerseyItems([{ ...item, jerseyNumber: 'ten' }])).toEqual(number);
    expect(validateJerseyItems([{ ...item, jerseyNumber: 7.5 }])).toEqual(number);
    expect(validateJerseyItems([{ ...item, jerseyPosition: -1 }])).toEqual({
      code: 'position',
      max: 99,
    });
    expect(validateJerseyItems(Array.from({ length: 21 }, () => item))).toEqual({
      code: 'tooMany',
      max: 20,
    });
  });
});

it('isMessageFormComplete needs a type, a recipient and a message', () => {
  expect(isMessageFormComplete({ type: 'Both', recipientCount: 1, message: 'Hi' })).toBe(true);
  expect(isMessageFormComplete({ type: '', recipientCount: 1, message: 'Hi' })).toBe(false);
  expect(isMessageFormComplete({ type: 'Fax', recipientCount: 1, message: 'Hi' })).toBe(false);
  expect(isMessageFormComplete({ type: 'SMS', recipientCount: 0, message: 'Hi' })).toBe(false);
  expect(isMessageFormComplete({ type: 'SMS', recipientCount: 2, message: '  ' })).toBe(false);
});

it('isSearchable: 3 to 100 characters', () => {
  expect(isSearchable('pe')).toBe(false);
  expect(isSearchable(' pe ')).toBe(false);
  expect(isSearchable('per')).toBe(true);
  expect(isSearchable('x'.repeat(101))).toBe(false);
});
