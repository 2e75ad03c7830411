import { describe, expect, it } from 'vitest';
import { icsEventFields, icsLocation } from './event-ics';

const park = {
  name: 'Willow  Creek\nField',
  address: ' 1 Main St ',
  latitude: 41.5,
  longitude: -88.1,
};

describe('icsEventFields', () => {
  it('gives a stable UID, an hour from the start in UTC, and the venue as LOCATION and GEO', () => {
    const start = new Date('2026-05-02T17:00:00Z');
    expect(icsEventFields({ id: 'e1', start, name: 'Game', description: '', venue: park })).toEqual(
      {
        uid: 'e1@dugout',
        start: start.getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: Date.parse('2026-05-02T18:00:00Z'),
        endInputType: 'utc',
        endOutputType: 'utc',
        title: 'Game',
        description: undefined,
        location: 'Willow Creek Field, 1 Main St',
        geo: { lat: 41.5, lon: -88.1 },
      },
    );
  });

  it('turns CRs into line breaks and drops other control characters from the text', () => {
    const fields = icsEventFields({
      id: 'e2',
      start: new Date(0),
      name: 'A\rB\u0007',
      description: 'one\r\ntwo\ttabbed',
      venue: null,
    });
    expect(fields).toMatchObject({ title: 'A\nB', description: 'one\ntwo\ttabbed' });
    expect(fields).not.toHaveProperty('location');
    expect(fields).not.toHaveProperty('geo');
  });

  it('leaves GEO out without both coordinates, and LOCATION out when the venue has no text', () => {
    const noGeo = icsEventFields({
      id: 'e3',
      start: new Date(0),
      name: 'x',
      description: '',
      venue: { ...park, longitude: null },
    });
    expect(noGeo).not.toHaveProperty('geo');
    expect(icsLocation({ ...park, name: ' ', address: '' })).toBe('');
  });
});
