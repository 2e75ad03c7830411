import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';

/**
 * An event's optional end: saved and read with the event, the calendar feed's DTEND (an hour
 * from the start without it), refused before the start with the field named, never a 500.
 */
const t = testAppForFile();

type Saved = { data: { id: string; endDate?: string | null } | null; field?: string };

async function save(payload: Record<string, unknown>, id?: string) {
  const res = await t.injectAs('admin', {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/event/update/${id}` : '/api/event/new',
    payload,
  });
  return { status: res.statusCode, body: res.json<Saved & { error: string | null }>() };
}

async function feedEvent(uid: string) {
  const link = (await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })).json<{
    url: string;
  }>();
  const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
  expect(feed.statusCode).toBe(200);
  return Object.values(ical.sync.parseICS(feed.body)).find(
    (c) => c?.type === 'VEVENT' && c.uid === uid,
  ) as ical.VEvent;
}

describe('event end time', () => {
  it('is saved, read, and ends the event in the feed; without it the feed keeps one hour', async () => {
    const created = await save({
      name: 'Doubleheader',
      date: '2031-06-06T17:00:00Z',
      endDate: '2031-06-06T21:30:00Z',
    });
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    expect(created.body.data!.endDate).toBe('2031-06-06T21:30:00.000Z');
    const withEnd = await feedEvent(`${id}@dugout`);
    expect(withEnd.end?.toISOString()).toBe('2031-06-06T21:30:00.000Z');

    // Left out of an update, the end is kept; null clears it (back to one hour).
    const kept = await save({ name: 'Doubleheader', date: '2031-06-06T17:00:00Z' }, id);
    expect(kept.body.data!.endDate).toBe('2031-06-06T21:30:00.000Z');
    const cleared = await save(
      { name: 'Doubleheader', date: '2031-06-06T17:00:00Z', endDate: null },
      id,
    );
    expect(cleared.body.data!.endDate).toBeNull();
    const hour = await feedEvent(`${id}@dugout`);
    expect(hour.end?.toISOString()).toBe('2031-06-06T18:00:00.000Z');
  });

  it('refuses an end before the start, or without a start, naming the field', async () => {
    const before = await save({
      name: 'Backwards',
      date: '2031-06-07T17:00:00Z',
      endDate: '2031-06-07T16:00:00Z',
    });
    expect(before.status).toBe(400);
    expect(before.body.field).toBe('endDate');
    expect(before.body.error).toBe('The end must come after the start (and needs a date)');
    const undated = await save({ name: 'Undated', endDate: '2031-06-07T16:00:00Z' });
    expect(undated.status).toBe(400);
    expect(undated.body.field).toBe('endDate');
  });

  it('refuses moving the start past a kept end (a 400, not the database’s check)', async () => {
    const created = await save({
      name: 'Practice',
      date: '2031-06-08T17:00:00Z',
      endDate: '2031-06-08T19:00:00Z',
    });
    const id = created.body.data!.id;
    const moved = await save({ name: 'Practice', date: '2031-06-08T20:00:00Z' }, id);
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('endDate');
    const res = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/event/update/${id}`,
      payload: { name: 'Practice', date: '2031-06-08T20:00:00Z' },
      headers: { 'accept-language': 'es' },
    });
    expect(res.json<{ error: string }>().error).toBe(
      'El final debe ser después del inicio (y necesita una fecha)',
    );
  });
});
