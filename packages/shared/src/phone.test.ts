import { afterEach, describe, expect, it } from 'vitest';
import { contactCreateSchema } from './contacts';
import { formatPhone, phoneHref, phoneProblem, toE164 } from './phone';
import { setPhoneRegion } from './phone-region';
import { RULE_MESSAGES } from './rule-messages';

afterEach(() => setPhoneRegion('US'));

describe('phone rule', () => {
  it('refuses a number without its area code, and says so', () => {
    expect(phoneProblem('555-0121')).toBe('tooShort');
    expect(toE164('555-0121')).toBeNull();
    const issue = contactCreateSchema.safeParse({
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '555-0121',
    }).error?.issues[0];
    expect(issue?.path).toEqual(['phone']);
    expect(issue?.message).toBe(RULE_MESSAGES.phoneTooShort);
  });

  it('accepts whole numbers written any usual way and stores them as E.164', () => {
    for (const raw of ['(555) 555-0121', '555-555-0121', '555.555.0121', '1-555-555-0121']) {
      expect(phoneProblem(raw)).toBeNull();
      expect(toE164(raw)).toBe('+15555550121');
    }
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('5550100233')).toBe('+15550100233');
  });

  it('refuses what is not a phone number', () => {
    for (const raw of [
      'call me',
      '0123456789',
      '1234567890',
      '555 555 01211',
      '555-555-0121 x12',
    ]) {
      expect(phoneProblem(raw)).toBe('invalid');
    }
  });

  it('shows the national format for the region, the international one for others', () => {
    expect(formatPhone('+15550100233')).toBe('(555) 010-0233');
    expect(formatPhone('5550100233')).toBe('(555) 010-0233');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(phoneHref('+15555550121')).toBe('tel:+15555550121');
    // A number left unparsed by the migration is shown as entered.
    expect(formatPhone('555-0101')).toBe('555-0101');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });

  it('reads numbers without +country in the configured region', () => {
    setPhoneRegion('GB');
    expect(toE164('020 7946 0958')).toBe('+442079460958');
    expect(formatPhone('+442079460958')).toBe('020 7946 0958');
    expect(formatPhone('+15555550121')).toBe('+1 555 555 0121');
  });
});
