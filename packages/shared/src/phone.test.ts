import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('formats exactly ten digits', () => {
    expect(formatPhone('5550100123')).toBe('(555) 010-0123');
  });
  it('leaves anything else as entered', () => {
    expect(formatPhone('555-0101')).toBe('555-0101');
    expect(formatPhone('15550100123')).toBe('15550100123');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
