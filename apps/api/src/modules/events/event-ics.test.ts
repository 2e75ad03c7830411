import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { calendarFeed, eventIcsFile, foldIcsLines, ICS_MAX_LINE_OCTETS } from './event-ics';

/** Multibyte text of every UTF-8 length: 2 (ü, ñ), 3 (⚾), 4 (🧢) octets and a combining mark. */
const DESCRIPTION =
  'Trae tu gorra 🧢 y guantes: ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ü ⚾ ' +
  'Niños y niñas, señoras y señores — ¡bienvenidos! 🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢🧢 ' +
  'Café con leche (e\u0301) ⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾⚾ fin.';
const NAME = 'Día de campo ⚾ '.repeat(6).trim();

/**
 * Every physical line is at most 75 octets and valid UTF-8 on its own (a fold that split a
 * multi-octet character would leave invalid bytes at a line's end or start).
 */
function expectFoldedByOctets(ics: string) {
  const bytes = Buffer.from(ics, 'utf8');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  let lines = 0;
  for (let i = 0; i + 1 < bytes.length; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      const line = bytes.subarray(start, i);
      expect(line.length, decoder.decode(line)).toBeLessThanOrEqual(ICS_MAX_LINE_OCTETS);
      expect(() => decoder.decode(line)).not.toThrow();
      start = i + 2;
      lines++;
    }
  }
  expect(start, 'the file ends with CRLF').toBe(bytes.length);
  expect(lines).toBeGreaterThan(5);
}

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

function vevent(ics: string, uid: string) {
  const parsed = ical.sync.parseICS(ics);
  return Object.values(parsed).find((c) => c?.type === 'VEVENT' && c.uid === uid) as ical.VEvent;
}

describe('calendar files fold at 75 octets', () => {
  const source = {
    id: '00000000-0000-4000-8000-000000000001',
    name: NAME,
    description: DESCRIPTION,
    date: '2031-05-01T18:00:00Z',
    location_id: null,
    sequence: 0,
  };

  it('folds the emailed event.ics by octets and unfolds back to the exact text', () => {
    const ics = eventIcsFile(source, 'https://portal.riverhawks.test/events/1')!;
    expectFoldedByOctets(ics);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain(`DESCRIPTION:${escapeText(DESCRIPTION)}`);
    expect(lines).toContain(`SUMMARY:${escapeText(NAME)}`);
    const e = vevent(ics, `${source.id}@dugout`);
    expect(e.description).toBe(DESCRIPTION);
    expect(e.summary).toBe(NAME);
  });

  it('folds a whole feed, and an empty feed with a long multibyte name', () => {
    const feed = calendarFeed(
      [{ source }, { source: { ...source, id: `${source.id.slice(0, -1)}2` } }],
      'Calendario de la familia Núñez ⚾ '.repeat(3),
    );
    expectFoldedByOctets(feed);
    expect(vevent(feed, `${source.id}@dugout`).description).toBe(DESCRIPTION);
    const calName = 'Calendario de la familia Núñez ⚾ '.repeat(4);
    const empty = calendarFeed([], calName);
    expectFoldedByOctets(`${empty}A\r\nB\r\n`);
    expect(unfold(empty).split('\r\n')).toContain(`X-WR-CALNAME:${calName}`);
  });

  it('never splits a 4-octet character and leaves short lines alone', () => {
    const folded = foldIcsLines(`DESCRIPTION:${'🧢'.repeat(40)}\r\nUID:x\r\n`);
    expectFoldedByOctets(`${folded}A\r\nB\r\nC\r\nD\r\n`);
    expect(unfold(folded)).toBe(`DESCRIPTION:${'🧢'.repeat(40)}\r\nUID:x\r\n`);
    // 12 octets of name, then 15 caps of 4 octets fit in 75; each next line holds 18 after a space.
    expect(folded.split('\r\n').map((l) => Buffer.byteLength(l))).toEqual([72, 73, 29, 5, 0]);
  });
});

describe('calendar files from the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('folds by octets in the emailed event.ics and in the member feed', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: {
        name: NAME,
        description: DESCRIPTION,
        date: '2031-05-01T18:00:00Z',
        emailList: ['family@riverhawks.test'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: string } }>().data.id;
    const delivery = await t.database.db
      .selectFrom('deliveries')
      .innerJoin('messages', 'messages.id', 'deliveries.message_id')
      .select('attachments')
      .where('messages.kind', '=', 'event_notice')
      .where('recipient', '=', 'family@riverhawks.test')
      .executeTakeFirstOrThrow();
    const attachment = (delivery.attachments as { content: string; filename: string }[])[0]!;
    expect(attachment.filename).toBe('event.ics');
    const emailed = Buffer.from(attachment.content, 'base64').toString('utf8');
    expectFoldedByOctets(emailed);
    expect(vevent(emailed, `${id}@dugout`).description).toBe(DESCRIPTION);

    const link = (await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })).json<{
      url: string;
    }>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(feed.statusCode).toBe(200);
    expectFoldedByOctets(feed.body);
    expect(vevent(feed.body, `${id}@dugout`).description).toBe(DESCRIPTION);
  });
});

describe('calendar files carry no stray line breaks or control characters', () => {
  it('turns a lone CR into an escaped line break, so no line or property can be injected', () => {
    const source = {
      id: 'e-cr',
      name: 'Picnic\rATTENDEE:mailto:x@example.test',
      description: 'Bring food\rBEGIN:VALARM\r\nTRIGGER:-PT5M\u0000\u0007\u001b end\ttab',
      date: '2026-05-01T18:00:00Z',
      location_id: null,
      sequence: 0,
    };
    for (const ics of [eventIcsFile(source)!, calendarFeed([{ source }], 'Team')]) {
      // Only CRLF ends a line (parsers that also split on a bare CR see no new property) and no
      // control character other than tab is left in any line (RFC 5545 TEXT).
      const lines = ics.split('\r\n');
      // eslint-disable-next-line no-control-regex
      for (const line of lines) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
      expect(lines.filter((l) => /^(ATTENDEE|BEGIN:VALARM|TRIGGER)/.test(l))).toEqual([]);
      const event = Object.values(ical.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT');
      expect(event && 'summary' in event && String(event.summary)).toBe(
        'Picnic\nATTENDEE:mailto:x@example.test',
      );
      expect(event && 'description' in event && String(event.description)).toBe(
        'Bring food\nBEGIN:VALARM\nTRIGGER:-PT5M end\ttab',
      );
    }
  });
});

describe('calendar files say where', () => {
  const base = {
    id: '00000000-0000-4000-8000-0000000000aa',
    name: 'vs. Lakeview Loons',
    description: '',
    date: '2031-06-01T23:00:00Z',
    location_id: 1,
    sequence: 0,
  };
  const park = {
    name: 'Riverside Park; "North" Field\\1',
    address: '100 Riverhawk Way,\r\nRiverton',
    latitude: 41.5872,
    longitude: -88.1204,
  };

  it('writes LOCATION (name, address) escaped and GEO from the coordinates', () => {
    for (const ics of [
      eventIcsFile({ ...base, venue: park })!,
      calendarFeed([{ source: { ...base, venue: park } }], 'Team'),
    ]) {
      expectFoldedByOctets(`${ics}A\r\nB\r\nC\r\nD\r\nE\r\n`);
      const lines = unfold(ics).split('\r\n');
      const where = 'Riverside Park; "North" Field\\1, 100 Riverhawk Way, Riverton';
      expect(lines).toContain(`LOCATION:${escapeText(where)}`);
      expect(lines).toContain('GEO:41.5872;-88.1204');
      const e = vevent(ics, `${base.id}@dugout`);
      expect(e.location).toBe(where);
      expect(e.geo).toEqual({ lat: 41.5872, lon: -88.1204 });
    }
  });

  it('leaves GEO out without coordinates and LOCATION out without a venue', () => {
    const noCoordinates = unfold(
      eventIcsFile({ ...base, venue: { ...park, latitude: null, longitude: null } })!,
    );
    expect(noCoordinates).toMatch(/\r\nLOCATION:/);
    expect(noCoordinates).not.toMatch(/\r\nGEO:/);
    const nowhere = unfold(eventIcsFile({ ...base, venue: null })!);
    expect(nowhere).not.toMatch(/\r\n(LOCATION|GEO):/);
  });
});

describe('calendar files from the API say where', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts the venue in the emailed event.ics and the member feed, in the member’s language', async () => {
    const venue = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/venues',
      payload: {
        name: 'Quarry Field',
        nameEs: 'Campo de la Cantera',
        address: '5 Stone Rd, Mesa Ridge',
        latitude: 41.5,
        longitude: -88.25,
      },
    });
    expect(venue.statusCode, venue.body).toBe(201);
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: {
        name: 'at Quarry',
        date: '2031-07-01T23:00:00Z',
        venueId: venue.json<{ id: number }>().id,
        arrivalMinutesBefore: 30,
        emailList: ['family@riverhawks.test'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: string } }>().data.id;
    const delivery = await t.database.db
      .selectFrom('deliveries')
      .innerJoin('messages', 'messages.id', 'deliveries.message_id')
      .select(['attachments', 'deliveries.text', 'deliveries.html'])
      .where('messages.kind', '=', 'event_notice')
      .where('recipient', '=', 'family@riverhawks.test')
      .executeTakeFirstOrThrow();
    // The notice itself says where and when to arrive (30 minutes before the start).
    expect(delivery.text).toContain('Where: Quarry Field, 5 Stone Rd, Mesa Ridge');
    expect(delivery.text).toMatch(/\nArrive by \d{1,2}:30\s?PM\n/);
    expect(delivery.html).toContain('Where: Quarry Field, 5 Stone Rd, Mesa Ridge');
    const attachment = (delivery.attachments as { content: string }[])[0]!;
    const emailed = vevent(
      Buffer.from(attachment.content, 'base64').toString('utf8'),
      `${id}@dugout`,
    );
    expect(emailed.location).toBe('Quarry Field, 5 Stone Rd, Mesa Ridge');

    const feedOf = async (who: 'family' | string) => {
      const link = (await t.injectAs(who, { method: 'POST', url: '/api/calendar/feed' })).json<{
        url: string;
      }>();
      const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
      expect(feed.statusCode).toBe(200);
      return vevent(feed.body, `${id}@dugout`);
    };
    const english = await feedOf('family');
    expect(english.location).toBe('Quarry Field, 5 Stone Rd, Mesa Ridge');
    expect(english.geo).toEqual({ lat: 41.5, lon: -88.25 });
    // A member who reads Spanish sees the venue's Spanish name.
    const familyId = await t.contactId('family');
    await t.database.db
      .updateTable('contacts')
      .set({ language: 'es' })
      .where('id', '=', familyId)
      .execute();
    expect((await feedOf('family')).location).toBe('Campo de la Cantera, 5 Stone Rd, Mesa Ridge');
  });
});
