import { describe, expect, it } from 'vitest';
import { describeEventChanges, type EventSnapshot } from './event-changes';

const ZONE = 'America/New_York';
const venues: Record<string, Record<number, string>> = {
  en: { 1: 'River Park', 2: 'Quarry Field' },
  es: { 1: 'Parque del Río', 2: 'Campo de la Cantera' },
};
const describeIn = (language: 'en' | 'es', before: EventSnapshot, after: EventSnapshot) =>
  describeEventChanges(before, after, language, {
    timeZone: ZONE,
    venueName: (id) => venues[language]![id] ?? null,
  });

const game: EventSnapshot = {
  name: 'Game vs Owls',
  translations: [{ language: 'es', fieldName: 'Name', contents: 'Partido contra Owls' }],
  // 10:00 in New York (EDT).
  date: '2031-06-07T14:00:00Z',
  venueId: 1,
  arrivalMinutesBefore: 30,
};

describe('what an edit changed, old → new', () => {
  it('a time moved within the day, in the team’s zone and the reader’s format', () => {
    const later = { ...game, date: '2031-06-07T15:00:00Z' };
    expect(describeIn('en', game, later)).toEqual([
      expect.stringMatching(/^Time moved from 10:00\sAM to 11:00\sAM$/),
    ]);
    expect(describeIn('es', game, later)).toEqual(['La hora cambió de 10:00 a 11:00']);
  });

  it('a day moved names both days and times; a date set or removed says so', () => {
    // 21:00 on Saturday in New York is already Sunday in UTC: the day is the team's.
    const evening = { ...game, date: '2031-06-08T01:00:00Z' };
    expect(describeIn('en', game, evening)).toEqual([
      expect.stringMatching(/^Time moved from 10:00\sAM to 9:00\sPM$/),
    ]);
    const sunday = { ...game, date: '2031-06-08T18:30:00Z' };
    expect(describeIn('en', game, sunday)).toEqual([
      expect.stringMatching(/^Date moved from Sat, Jun 7, 10:00\sAM to Sun, Jun 8, 2:30\sPM$/),
    ]);
    expect(describeIn('es', game, sunday)).toEqual([
      'La fecha cambió de sáb, 7 jun, 10:00 a dom, 8 jun, 14:30',
    ]);
    expect(describeIn('en', { ...game, date: null }, game)).toEqual([
      expect.stringMatching(/^Date set: Sat, Jun 7, 10:00\sAM$/),
    ]);
    expect(describeIn('es', game, { ...game, date: null })).toEqual([
      'Se quitó la fecha (era sáb, 7 jun, 10:00)',
    ]);
  });

  it('the place and the title as the reader reads them', () => {
    const moved = {
      ...game,
      name: 'Game vs Hawks',
      translations: [
        { language: 'es' as const, fieldName: 'Name' as const, contents: 'Partido contra Hawks' },
      ],
      venueId: 2,
    };
    expect(describeIn('en', game, moved)).toEqual([
      'Title changed from “Game vs Owls” to “Game vs Hawks”',
      'Place changed from River Park to Quarry Field',
    ]);
    expect(describeIn('es', game, moved)).toEqual([
      'El título cambió de «Partido contra Owls» a «Partido contra Hawks»',
      'El lugar cambió de Parque del Río a Campo de la Cantera',
    ]);
    // Only the English title changed: a Spanish reader, who reads the Spanish one, is not told.
    expect(describeIn('es', game, { ...game, name: 'Game vs the Owls' })).toEqual([]);
    expect(describeIn('en', game, { ...game, venueId: null })).toEqual([
      'Place removed (was River Park)',
    ]);
    expect(describeIn('es', { ...game, venueId: null }, game)).toEqual([
      'Lugar fijado: Parque del Río',
    ]);
  });

  it('the arrival time when its offset changed, not again for a moved start', () => {
    expect(describeIn('en', game, { ...game, arrivalMinutesBefore: 45 })).toEqual([
      expect.stringMatching(/^Arrival time moved from 9:30\sAM to 9:15\sAM$/),
    ]);
    expect(describeIn('es', game, { ...game, date: '2031-06-07T15:00:00Z' })).toEqual([
      'La hora cambió de 10:00 a 11:00',
    ]);
  });

  it('nothing a family acts on changed: no lines', () => {
    expect(describeIn('en', game, { ...game })).toEqual([]);
  });
});
