import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

const a = (n: number) => 'a'.repeat(n);
const seg = (text: string) => smsSegments(text).segments;

describe('smsSegments', () => {
  it('takes none for an empty text', () => {
    expect(smsSegments('')).toMatchObject({ encoding: 'GSM-7', units: 0, segments: 0 });
  });

  it('holds 160 GSM-7 characters in one segment, 153 in each of several', () => {
    expect(smsSegments(a(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, perSegment: 160 });
    expect(smsSegments(a(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(seg(a(306))).toBe(2);
    expect(seg(a(307))).toBe(3);
  });

  it('counts GSM-7 extension characters twice and never splits one', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160 });
    expect(seg('€'.repeat(80))).toBe(1);
    expect(seg('€'.repeat(81))).toBe(2);
    expect(smsSegments('[x]{y}~|^\\')).toMatchObject({ units: 8 * 2 + 2 });
    // 306 septets would fit two segments, but the € cannot straddle the first boundary.
    expect(seg(a(152) + '€' + a(152))).toBe(3);
  });

  it('keeps the Spanish letters GSM-7 has, and names those it has not', () => {
    expect(smsSegments('¿Mañana? ¡Sí, a las 6 en el campo!').encoding).toBe('UCS-2');
    expect(smsSegments('¿Mañana? ¡Sí, a las 6 en el campo!').nonGsm).toEqual(['í']);
    expect(smsSegments('¿Mañana? ¡Claro! Práctica → no').nonGsm).toEqual(['á', '→']);
    expect(smsSegments('¿Mañana? ¡Claro, à 6 é ñ!').encoding).toBe('GSM-7');
  });

  it('holds 70 UCS-2 units in one segment, 67 in each of several, never splitting a pair', () => {
    expect(smsSegments('á'.repeat(70))).toMatchObject({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      perSegment: 70,
    });
    expect(seg('á'.repeat(71))).toBe(2);
    expect(seg('á'.repeat(134))).toBe(2);
    expect(seg('á'.repeat(135))).toBe(3);
    expect(smsSegments('😀').units).toBe(2);
    // 134 units would fit two segments, but the emoji (two units) cannot straddle the boundary.
    expect(seg('á'.repeat(66) + '😀' + 'á'.repeat(66))).toBe(3);
  });
});
