import { describe, expect, it } from 'vitest';
import { albumEntryName, albumZipFileName, asciiFileName } from './album-zip';

describe('the album zip’s names', () => {
  it('names the file from the title and the day in the team’s zone', () => {
    // 01:30 UTC on the 12th is still the 11th in New York.
    const late = new Date('2026-04-12T01:30:00Z');
    expect(albumZipFileName('Opening Day', late, 'Photos', 'America/New_York')).toBe(
      'Opening Day 2026-04-11.zip',
    );
    expect(albumZipFileName('Opening Day', late, 'Photos', 'Europe/Madrid')).toBe(
      'Opening Day 2026-04-12.zip',
    );
  });

  it('keeps out what a file system refuses, and falls back when nothing is left', () => {
    expect(albumZipFileName('A/B: "finals"?', null, 'Photos')).toBe('A B finals.zip');
    expect(albumZipFileName(' / ', null, 'Fotos')).toBe('Fotos.zip');
    expect(albumZipFileName('x'.repeat(200), null, 'Photos')).toBe(`${'x'.repeat(80)}.zip`);
  });

  it('has an ASCII fallback for the header: accents dropped, the rest replaced', () => {
    expect(asciiFileName('Día del año 🎉.zip')).toBe('Dia del ano _.zip');
    expect(asciiFileName('say "hi"\\.zip')).toBe('say _hi__.zip');
  });

  it('numbers the entries in order, as wide as the count needs', () => {
    expect(albumEntryName(0, 3, 'jpg')).toBe('01.jpg');
    expect(albumEntryName(99, 120, 'jpg')).toBe('100.jpg');
    expect(albumEntryName(4, 120, 'jpg')).toBe('005.jpg');
  });
});
