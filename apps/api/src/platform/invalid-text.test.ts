import { describe, expect, it } from 'vitest';
import { findInvalidText, invalidTextKind, parseFormText } from './invalid-text';

describe('invalidTextKind', () => {
  it('tells NUL, a lone surrogate and the undecodable mark apart from valid text', () => {
    expect(invalidTextKind('a\u0000b')).toBe('nul');
    expect(invalidTextKind('\ud800')).toBe('surrogate');
    expect(invalidTextKind('x\udc00y')).toBe('surrogate');
    expect(invalidTextKind('caf\uFFFD')).toBe('undecodable');
    // A whole surrogate pair is one valid character.
    expect(invalidTextKind('👨‍👩‍👧 Ana ⚾ مرحبا')).toBeNull();
    expect(invalidTextKind('')).toBeNull();
  });
});

describe('findInvalidText', () => {
  it('names the first field holding invalid text, nested or in a key', () => {
    expect(findInvalidText({ name: 'Ana', notes: ['ok', 'a\u0000b'] })).toEqual({
      field: 'notes.1',
      kind: 'nul',
    });
    expect(findInvalidText({ address: { city: '\ud83d' } })).toEqual({
      field: 'address.city',
      kind: 'surrogate',
    });
    expect(findInvalidText({ address: { ['k\uFFFD']: 1 } })).toEqual({
      field: 'address',
      kind: 'undecodable',
    });
    expect(findInvalidText('\u0000')).toEqual({ field: '', kind: 'nul' });
    expect(findInvalidText('x', 'firstName')).toBeNull();
    expect(findInvalidText('\ud800', 'firstName')).toEqual({
      field: 'firstName',
      kind: 'surrogate',
    });
    expect(findInvalidText({ name: 'Ana', age: 3, tags: [] })).toBeNull();
  });

  it('does not walk bytes: a binary body is not text', () => {
    const bytes = Buffer.from([0, 1, 0]);
    // A property on the bytes would be found if the walk went through them key by key.
    Object.defineProperty(bytes, 'label', { value: 'a\u0000', enumerable: true });
    expect(findInvalidText(bytes)).toBeNull();
    expect(findInvalidText({ file: new Uint8Array([0, 0]) })).toBeNull();
  });
});

describe('parseFormText', () => {
  it('decodes as a form does: plus is a space, repeated keys a list, no prototype', () => {
    const parsed = parseFormText('a=x+y%2Bz&b=1&b=2&c&d=%E2%9C%93&__proto__=p');
    expect({ ...parsed }).toEqual({ a: 'x y+z', b: ['1', '2'], c: '', d: '✓', ['__proto__']: 'p' });
    expect(Object.getPrototypeOf(parsed)).toBeNull();
  });

  it('marks percent-encoding that is malformed or not UTF-8, so the rule refuses it', () => {
    for (const bad of ['%FF', '%ZZ', '%E2%9C', '%ED%A0%80', 'ok%']) {
      expect(findInvalidText(parseFormText(`name=${bad}`)), bad).toEqual({
        field: 'name',
        kind: 'undecodable',
      });
    }
  });
});
