import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nul-character';

describe('findNulCharacter', () => {
  it('names the first field holding U+0000, nested or in a key', () => {
    expect(findNulCharacter({ name: 'Ana', notes: ['ok', 'a\u0000b'] })).toBe('notes.1');
    expect(findNulCharacter({ address: { city: 'x\u0000' } })).toBe('address.city');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter('\u0000')).toBe('');
    expect(findNulCharacter({ name: 'Ana', age: 3, tags: [] })).toBeNull();
  });

  it('does not walk bytes: a binary body is not text', () => {
    const bytes = Buffer.from([0, 1, 0]);
    // A property on the bytes would be found if the walk went through them key by key.
    Object.defineProperty(bytes, 'label', { value: 'a\u0000', enumerable: true });
    expect(findNulCharacter(bytes)).toBeNull();
    expect(findNulCharacter({ file: new Uint8Array([0, 0]) })).toBeNull();
  });
});
