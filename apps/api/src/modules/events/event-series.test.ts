import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';

/**
 * Event types, a game's opponent and weekly series: validation, one event per occurrence in the
 * team's zone (America/New_York in tests) across a clock change, "this event only" and "this and
 * following" edits and deletes, and refusals with the field named in the reader's language.
 */
const t = testAppForFile();

type Detail = {
  id: string;
  name: string;
  date: string | null;
  endDate?: string | null;
  eventType?: string | null;
  opponent?: string | null;
  seriesId?: string | null;
};
type Answer = { data: Detail | null; error: string | null; field?: string };

async function call(method: string, url: string, payload?: unknown, language = 'en') {
  const res = await t.injectAs('admin', {
    method: method as 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { 'accept-language': language },
  });
  return { status: res.statusCode, body: res.json<Answer>() };
}
const create = (payload: Record<string, unknown>, language = 'en') =>
  call('POST', '/api/event/new', payload, language);
const update = (id: string, payload: Record<string, unknown>, scope?: string) =>
  call('PUT', `/api/event/update/${id}${scope ? `?scope=${scope}` : ''}`, payload);

async function series(seriesId: string) {
  const row = await t.database.db
    .selectFrom('events')
    .select(['id', 'name', 'date', 'ends_at', 'opponent'])
    .where('series_id', '=', seriesId)
    .orderBy('date')
    .execute();
  return row.map((r) => ({ ...r, date: r.date!.toISOString() }));
}

const practice = {
  name: 'Practice',
  eventType: 'practice',
  // Monday 2031-10-20, 6 pm EDT, 90 minutes.
  date: '2031-10-20T22:00:00Z',
  endDate: '2031-10-20T23:30:00Z',
};

describe('event types and opponents', () => {
  it('saves a game’s type and opponent; a spec client’s update keeps them', async () => {
    const game = await create({
      name: 'Game',
      date: '2031-05-03T14:00:00Z',
      eventType: 'game',
      opponent: '  Tigers ',
      eventLocationID: 3,
    });
    expect(game.status).toBe(200);
    expect(game.body.data).toMatchObject({ eventType: 'game', opponent: 'Tigers', seriesId: null });
    const id = game.body.data!.id;
    const kept = await update(id, { name: 'Game 2', date: '2031-05-03T14:00:00Z' });
    expect(kept.body.data).toMatchObject({ name: 'Game 2', eventType: 'game', opponent: 'Tigers' });
    const list = await t.injectAs('family', { method: 'GET', url: '/api/event/getall' });
    const entry = list.json<Detail[]>().find((e) => e.id === id);
    expect(entry).toMatchObject({ eventType: 'game', opponent: 'Tigers' });
  });

  it('leaves an event without a type as the spec has it', async () => {
    const plain = await create({ name: 'Picnic', date: '2031-05-04T14:00:00Z' });
    expect(plain.body.data).toMatchObject({ eventType: null, opponent: null, seriesId: null });
    const list = await t.injectAs('family', { method: 'GET', url: '/api/event/getall' });
    const entry = list.json<Record<string, unknown>[]>().find((e) => e.id === plain.body.data!.id);
    expect(Object.keys(entry!).sort()).toEqual([
      'date',
      'eventLocationID',
      'id',
      'imageURL',
      'name',
    ]);
  });

  it('refuses an unknown type, an opponent on a practice, and a long opponent', async () => {
    const unknown = await create({ name: 'X', eventType: 'scrimmage' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('The type must be game, practice, tournament or meeting');
    const notGame = await create({ name: 'X', eventType: 'practice', opponent: 'Tigers' });
    expect(notGame.status).toBe(400);
    expect(notGame.body.field).toBe('opponent');
    const es = await create({ name: 'X', opponent: 'Tigers' }, 'es');
    expect(es.body.error).toBe(
      'Solo un partido tiene rival: elige el tipo Partido o deja el rival vacío',
    );
    const long = await create({ name: 'X', eventType: 'game', opponent: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('An opponent may have at most 100 characters');
  });

  it('names the game’s opponent in the calendar feed’s title', async () => {
    const game = await create({
      name: 'Game',
      date: '2031-05-10T14:00:00Z',
      eventType: 'game',
      opponent: 'Tigers',
      eventLocationID: 2,
    });
    const link = (await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })).json<{
      url: string;
    }>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
    const event = Object.values(ical.sync.parseICS(feed.body)).find(
      (c) => c?.type === 'VEVENT' && c.uid === `${game.body.data!.id}@dugout`,
    ) as ical.VEvent;
    expect(String(event.summary)).toBe('Game · vs. Tigers');
  });
});

describe('weekly series', () => {
  it('creates one event per occurrence, in the team’s zone across the clock change', async () => {
    const made = await create({
      ...practice,
      repeat: { until: '2031-11-10', weekdays: [1], exceptions: ['2031-10-27'] },
    });
    expect(made.status).toBe(200);
    const seriesId = made.body.data!.seriesId!;
    expect(seriesId).toMatch(/^[0-9a-f-]{36}$/);
    const events = await series(seriesId);
    expect(events.map((e) => e.date)).toEqual([
      '2031-10-20T22:00:00.000Z',
      // Clocks went back on 2031-11-02: 6 pm EST.
      '2031-11-03T23:00:00.000Z',
      '2031-11-10T23:00:00.000Z',
    ]);
    // Each keeps the 90 minutes.
    expect(events.map((e) => e.ends_at!.getTime() - new Date(e.date).getTime())).toEqual([
      5_400_000, 5_400_000, 5_400_000,
    ]);
  });

  it('accepts the repeat rule as form data (JSON text)', async () => {
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { ...practice, repeat: JSON.stringify({ until: '2031-11-03' }) },
    });
    expect(res.statusCode).toBe(200);
    expect(await series(res.json<Answer>().data!.seriesId!)).toHaveLength(3);
  });

  it('refuses an end date not after the start, too many, no start, and none left', async () => {
    const before = await create({ ...practice, repeat: { until: '2031-10-20' } });
    expect(before.status).toBe(400);
    expect(before.body.field).toBe('repeat');
    expect(before.body.error).toBe('The repeat end date must come after the start date');
    const tooMany = await create({
      ...practice,
      repeat: { until: '2032-12-31', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain('at most 200 events');
    const noStart = await create({ name: 'P', repeat: { until: '2031-12-01' } }, 'es');
    expect(noStart.body.error).toBe('Un evento que se repite necesita fecha y hora de inicio');
    const none = await create({
      ...practice,
      repeat: { until: '2031-10-21', exceptions: ['2031-10-20'] },
    });
    expect(none.status).toBe(400);
    const badDay = await create({ ...practice, repeat: { until: 'soon' } });
    expect(badDay.status).toBe(400);
    expect(badDay.body.error).toContain('Repeat days must be dates (YYYY-MM-DD)');
    // Nothing was written for a refused series.
    const count = await t.database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', 'P')
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('edits this event only, or this and following (times moved in the team’s zone)', async () => {
    const made = await create({ ...practice, repeat: { until: '2031-11-10' } });
    const seriesId = made.body.data!.seriesId!;
    const [first, second, third, fourth] = await series(seriesId);
    // This event only: the others keep their name.
    const one = await update(second!.id, {
      ...practice,
      name: 'Short practice',
      date: second!.date,
      endDate: null,
    });
    expect(one.status).toBe(200);
    expect((await series(seriesId)).map((e) => e.name)).toEqual([
      'Practice',
      'Short practice',
      'Practice',
      'Practice',
    ]);
    // This and following from the third (6 pm EST): to 7 pm, two hours long.
    const following = await update(
      third!.id,
      {
        ...practice,
        name: 'Late practice',
        date: '2031-11-04T00:00:00Z',
        endDate: '2031-11-04T02:00:00Z',
      },
      'following',
    );
    expect(following.status).toBe(200);
    const after = await series(seriesId);
    expect(after.map((e) => e.name)).toEqual([
      'Practice',
      'Short practice',
      'Late practice',
      'Late practice',
    ]);
    expect(after[0]!.date).toBe(first!.date);
    expect(after[2]!.date).toBe('2031-11-04T00:00:00.000Z');
    // The fourth moves with it: 7 pm on its own day, two hours long.
    expect(fourth!.date).toBe('2031-11-10T23:00:00.000Z');
    expect(after[3]!.date).toBe('2031-11-11T00:00:00.000Z');
    expect(after[3]!.ends_at!.toISOString()).toBe('2031-11-11T02:00:00.000Z');
  });

  it('moves following occurrences to the new wall-clock time across the clock change', async () => {
    const made = await create({ ...practice, repeat: { until: '2031-11-03' } });
    const seriesId = made.body.data!.seriesId!;
    const [first] = await series(seriesId);
    // From the first (EDT): to 7 pm. The one after the clock change is 7 pm EST (00:00Z).
    const moved = await update(
      first!.id,
      { ...practice, date: '2031-10-20T23:00:00Z', endDate: null },
      'following',
    );
    expect(moved.status).toBe(200);
    expect((await series(seriesId)).map((e) => e.date)).toEqual([
      '2031-10-20T23:00:00.000Z',
      '2031-10-27T23:00:00.000Z',
      '2031-11-04T00:00:00.000Z',
    ]);
  });

  it('deletes this event only, or this and following', async () => {
    const made = await create({ ...practice, repeat: { until: '2031-11-17' } });
    const seriesId = made.body.data!.seriesId!;
    const events = await series(seriesId);
    expect(events).toHaveLength(5);
    const one = await call('DELETE', `/api/event/${events[1]!.id}`);
    expect(one.status).toBe(200);
    expect(await series(seriesId)).toHaveLength(4);
    const following = await call('DELETE', `/api/event/${events[2]!.id}?scope=following`);
    expect(following.status).toBe(200);
    expect((await series(seriesId)).map((e) => e.id)).toEqual([events[0]!.id]);
  });

  it('refuses a repeat on an update and an unknown scope', async () => {
    const made = await create({ ...practice, repeat: { until: '2031-10-27' } });
    const id = made.body.data!.id;
    const repeat = await update(id, { ...practice, repeat: { until: '2031-12-01' } });
    expect(repeat.status).toBe(400);
    expect(repeat.body.field).toBe('repeat');
    const scope = await update(id, practice, 'all');
    expect(scope.status).toBe(400);
    expect(scope.body.error).toContain("scope must be 'one' or 'following'");
  });
});
