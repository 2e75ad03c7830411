import { describe, expect, it } from 'vitest';
import {
  RELATION_CODES,
  RELATIONS,
  isRelationCode,
  relationCodesMatching,
  relationFromInput,
  relationLabel,
} from './relations';

describe('relations', () => {
  it('shows each code in English and Spanish', () => {
    expect(relationLabel('mother', 'en')).toBe('Mother');
    expect(relationLabel('mother', 'es')).toBe('Madre');
    expect(relationLabel('aunt', 'es')).toBe('Tía');
    expect(relationLabel('other', 'es')).toBe('Familiar');
    // No code: shown as it is rather than lost.
    expect(relationLabel('Neighbour', 'es')).toBe('Neighbour');
  });

  it('reads a code, or an English or Spanish word, ignoring case, accents and spacing', () => {
    expect(relationFromInput('mother')).toBe('mother');
    expect(relationFromInput('Mother')).toBe('mother');
    expect(relationFromInput('  MADRE ')).toBe('mother');
    expect(relationFromInput('Tía')).toBe('aunt');
    expect(relationFromInput('tia')).toBe('aunt');
    expect(relationFromInput('Step-Mother')).toBe('stepmother');
    expect(relationFromInput('step mother')).toBe('stepmother');
    expect(relationFromInput('Legal guardian')).toBe('guardian');
    expect(relationFromInput('Mamá')).toBe('mother');
    expect(relationFromInput('Godfather')).toBe('godfather');
  });

  it('answers null for what names no relation', () => {
    expect(relationFromInput('Neighbour')).toBeNull();
    expect(relationFromInput('')).toBeNull();
    expect(relationFromInput(null)).toBeNull();
    expect(relationFromInput('   ')).toBeNull();
  });

  it('reads back every code and every label of its own', () => {
    for (const code of RELATION_CODES) {
      expect(isRelationCode(code)).toBe(true);
      expect(relationFromInput(code)).toBe(code);
      expect(relationFromInput(RELATIONS[code].en)).toBe(code);
      expect(relationFromInput(RELATIONS[code].es)).toBe(code);
    }
    expect(isRelationCode('Mother')).toBe(false);
    expect(isRelationCode('hasOwnProperty')).toBe(false);
  });

  it('finds the codes whose label in either language holds a search text', () => {
    expect(relationCodesMatching('madre')).toEqual(['mother']);
    expect(relationCodesMatching('Mother')).toEqual(
      expect.arrayContaining(['mother', 'stepmother', 'grandmother', 'godmother']),
    );
    expect(relationCodesMatching('tia')).toEqual(['aunt']);
    expect(relationCodesMatching('zzz')).toEqual([]);
    expect(relationCodesMatching(' ')).toEqual([]);
  });
});
