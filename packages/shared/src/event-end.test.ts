import { describe, expect, it } from 'vitest';
import { eventEndValid } from './event-rules';
import { icsEventFields } from './event-ics';

describe("an event's optional end", () => {
  it('must come after the start, and needs one', () => {
    expect(eventEndValid('2031-06-06T17:00:00Z', null)).toBe(true);
    expect(eventEndValid(null, undefined)).toBe(true);
    expect(eventEndValid('2031-06-06T17:00:00Z', '2031-06-06T19:00:00Z')).toBe(true);
    expect(eventEndValid('2031-06-06T17:00:00Z', '2031-06-06T17:00:00Z')).toBe(false);
    expect(eventEndValid('2031-06-06T17:00:00Z', '2031-06-06T16:00:00Z')).toBe(false);
    expect(eventEndValid(null, '2031-06-06T16:00:00Z')).toBe(false);
  });

  it('ends a calendar entry when given; without it the entry keeps its hour', () => {
    const start = new Date('2031-06-06T17:00:00Z');
    const base = { id: 'e1', start, name: 'Game', description: '' };
    expect(icsEventFields(base).end).toBe(Date.parse('2031-06-06T18:00:00Z'));
    expect(icsEventFields({ ...base, end: new Date('2031-06-06T21:30:00Z') }).end).toBe(
      Date.parse('2031-06-06T21:30:00Z'),
    );
  });
});
