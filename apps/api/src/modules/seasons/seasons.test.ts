import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Season, SeasonEvents, SeasonPreview } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

/** Seasons as the demo seeds them (the current one and last year's, archived); none started here. */
const t = testAppForFile();
const db = () => t.database.db;

const seasons = async () => {
  const res = await t.injectAs('family', { method: 'GET', url: '/api/seasons' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Season[]>();
};
const pastSeason = async () => (await seasons()).find((s) => !s.current)!;
const pastEvents = async (who = 'family', language = 'en') => {
  const past = await pastSeason();
  const res = await t.injectAs(who, {
    method: 'GET',
    url: `/api/seasons/${past.id}/events`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SeasonEvents>();
};
const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(db())).rows[0]!.n;
const teamId = async (name: string) =>
  (await db().selectFrom('teams').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('seasons', () => {
  it('are the current season and the demo’s last year, archived, listed to every member', async () => {
    const list = await seasons();
    expect(list.map((s) => s.current)).toEqual([true, false]);
    const [current, past] = list;
    expect(past!.name).toBe(String(Number(current!.startsOn.slice(0, 4)) - 1));
    expect([past!.startsOn, past!.endsOn]).toEqual([`${past!.name}-03-01`, `${past!.name}-07-31`]);
  });

  it('browse a past season’s events read-only, in the reader’s language, with who came', async () => {
    const en = await pastEvents();
    expect(en.season.current).toBe(false);
    expect(en.events.map((e) => [e.name, e.eventType, e.opponent])).toEqual([
      ['Season opener', 'game', 'Cedar City Comets'],
      ['Home game', 'game', 'Lakeview Loons'],
      ['Away game', 'game', 'Mesa Ridge Miners'],
      ['Playoff game', 'game', 'Harbor Town Herons'],
    ]);
    const going = await count(sql<{ n: number }>`select count(*)::int as n from rsvps r
      join events e on e.id = r.event_id where e.name = 'Season opener' and r.status = 'yes'
      and e.season_id <> current_season_id()`);
    expect(en.events[0]!.going).toBe(going);
    const es = await pastEvents('family', 'es');
    expect(es.events.map((e) => e.name)).toEqual([
      'Partido inaugural',
      'Partido en casa',
      'Partido de visitante',
      'Partido de eliminatoria',
    ]);
    const missing = await t.injectAs('family', {
      method: 'GET',
      url: '/api/seasons/999999/events',
    });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe('This season was not found.');
  });

  it('keep an archived event out of the schedule, search and feed, and refuse its writes with 409', async () => {
    const past = (await pastEvents()).events.find((e) => e.name === 'Playoff game')!;
    const list = await t.injectAs('family', { method: 'GET', url: '/api/event/getall' });
    expect(list.json<{ id: string }[]>().map((e) => e.id)).not.toContain(past.id);
    const found = await t.injectAs('family', {
      method: 'GET',
      url: '/api/home/search?searchText=Harbor%20Town%20Herons',
    });
    expect(found.json<{ events: { id: string }[] }>().events.map((e) => e.id)).not.toContain(
      past.id,
    );
    const link = (await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })).json<{
      url: string;
    }>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(past.id);
    // Browsable one by one (read-only).
    const one = await t.injectAs('family', { method: 'GET', url: `/api/event/${past.id}` });
    expect(one.statusCode).toBe(200);
    // Marked read-only (the page offers no answer); a current event carries no such field.
    expect(one.json<{ data: { archived?: boolean } }>().data.archived).toBe(true);
    const current = list.json<{ id: string }[]>()[0]!;
    const now = await t.injectAs('family', { method: 'GET', url: `/api/event/${current.id}` });
    expect(Object.keys(now.json<{ data: object }>().data)).not.toContain('archived');

    const family = await db()
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'family@riverhawks.test')
      .executeTakeFirstOrThrow();
    for (const [language, text] of [
      ['en', 'This belongs to a past season, which is archived and read-only.'],
      ['es', 'Esto pertenece a una temporada pasada, que está archivada y es de solo lectura.'],
    ] as const) {
      const answer = await t.injectAs('family', {
        method: 'POST',
        url: '/api/rsvp/new',
        payload: { eventID: past.id, contactID: family.id, status: 'no' },
        headers: { 'accept-language': language },
      });
      expect(answer.statusCode, answer.body).toBe(409);
      expect(message(answer)).toBe(text);
    }
    const removed = await t.injectAs('admin', { method: 'DELETE', url: `/api/event/${past.id}` });
    expect(removed.statusCode, removed.body).toBe(409);
    const reminders = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/rsvp/event/${past.id}/remind`,
    });
    expect(reminders.statusCode, reminders.body).toBe(409);
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from events where id = ${past.id}`),
    ).toBe(1);
  });

  it('preview what a new season archives, moves and carries, for admins only', async () => {
    const body = {
      name: '2099',
      startsOn: '2099-01-01',
      endsOn: '2099-12-31',
      continuingTeams: [await teamId('12U Riverhawks')],
    };
    const refused = await t.injectAs('family', {
      method: 'POST',
      url: '/api/seasons/preview',
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/seasons/preview',
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<SeasonPreview>();
    const current = (await seasons())[0]!;
    expect(preview.from).toEqual({ id: current.id, name: current.name });
    expect(preview.archived).toEqual({
      events: await count(
        sql`select count(*)::int as n from events where season_id = current_season_id()`,
      ),
      rsvps: await count(sql`select count(*)::int as n from rsvps r join events e
        on e.id = r.event_id where e.season_id = current_season_id()`),
      requests: await count(
        sql`select count(*)::int as n from form_requests where season_id = current_season_id()`,
      ),
      messages: await count(sql`select count(*)::int as n from messages
        where season_id = current_season_id() and kind not in ('login_code', 'phone_code')`),
    });
    expect(preview.archived.events).toBeGreaterThan(10);
    expect(preview.archived.requests).toBeGreaterThan(0);
    expect(preview.moved).toEqual({ events: 0 });
    expect(preview.teams).toEqual({
      continuing: [{ id: body.continuingTeams[0], name: '12U Riverhawks' }],
      stopping: [{ id: await teamId('Riverhawks'), name: 'Riverhawks' }],
    });
    expect(preview.carried).toEqual({
      families: await count(sql`select count(*)::int as n from contacts`),
      households: await count(sql`select count(*)::int as n from households`),
      venues: await count(sql`select count(*)::int as n from venues`),
      preferences: await count(sql`select count(*)::int as n from message_preferences`),
    });

    // Starting today: the events still to come (club-wide, or of a team that continues) move.
    const today = new Date().toISOString().slice(0, 10);
    const moving = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/seasons/preview',
      payload: { ...body, startsOn: today, continuingTeams: undefined },
    });
    const later = moving.json<SeasonPreview>();
    expect(later.moved.events).toBe(
      await count(sql`select count(*)::int as n from events
        where season_id = current_season_id() and date >= ${today}::date`),
    );
    expect(later.moved.events + later.archived.events).toBe(preview.archived.events);
    expect(later.teams.stopping).toEqual([]);
  });

  it('refuse a bad new season with a clear message, in the admin’s language', async () => {
    const ok = { name: '2098', startsOn: '2098-02-01', endsOn: '2098-08-01' };
    const cases = [
      [
        { ...ok, endsOn: '2098-01-01' },
        400,
        'Elige el día en que termina la temporada, igual o posterior a su inicio.',
      ],
      [{ ...ok, startsOn: '2098-02-30' }, 400, 'Elige el día en que empieza la temporada.'],
      [
        { ...ok, name: ' ' },
        400,
        'Escribe el nombre de la temporada, de 60 caracteres como máximo.',
      ],
      [
        { ...ok, continuingTeams: [987654] },
        400,
        'Elige los equipos que continúan entre los equipos actuales del club.',
      ],
      [
        { ...ok, name: (await pastSeason()).name },
        409,
        `Ya hay una temporada llamada «${(await pastSeason()).name}». Elige otro nombre.`,
      ],
    ] as const;
    for (const [payload, status, text] of cases) {
      for (const url of ['/api/seasons/preview', '/api/seasons']) {
        const res = await t.injectAs('admin', {
          method: 'POST',
          url,
          payload,
          headers: { 'accept-language': 'es' },
        });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
        expect(message(res)).toBe(text);
      }
    }
    expect((await seasons()).length).toBe(2);
  });

  it('start in one transaction: a failure midway leaves every season, event and team as it was', async () => {
    const before = await seasons();
    const events = await count(
      sql`select count(*)::int as n from events where season_id = current_season_id()`,
    );
    // The last step (teams that stop) fails: the archive and the new season must roll back.
    await sql`create function refuse_team_update() returns trigger language plpgsql as
      $$ begin raise exception 'forced failure'; end $$`.execute(db());
    await sql`create trigger refuse_team_update before update on teams
      for each row execute function refuse_team_update()`.execute(db());
    try {
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/seasons',
        payload: {
          name: '2097',
          startsOn: '2097-01-01',
          endsOn: '2097-12-31',
          continuingTeams: [await teamId('12U Riverhawks')],
        },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_team_update on teams`.execute(db());
      await sql`drop function refuse_team_update()`.execute(db());
    }
    expect(await seasons()).toEqual(before);
    expect(
      await count(sql`select count(*)::int as n from events where season_id = current_season_id()`),
    ).toBe(events);
    expect(await count(sql`select count(*)::int as n from teams where not active`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from audit_log where action = 'season.start'`),
    ).toBe(0);
  });

  it('let the request reports choose a season, the current one by default', async () => {
    const csv = async (query: string) => {
      const res = await t.injectAs('admin', { method: 'GET', url: `/api/form/csv${query}` });
      return res;
    };
    const current = await csv('');
    expect(current.statusCode).toBe(200);
    const rows = (body: string) => body.trim().split('\n').length - 1;
    expect(rows(current.body)).toBe(
      await count(sql`select count(*)::int as n from form_requests
        where kind = 'jersey' and season_id = current_season_id()`),
    );
    expect(rows(current.body)).toBeGreaterThan(0);
    const same = await csv(`?season=${(await seasons())[0]!.id}`);
    expect(same.body).toBe(current.body);
    const past = await csv(`?season=${(await pastSeason()).id}`);
    expect(past.statusCode).toBe(200);
    expect(rows(past.body)).toBe(0);
    expect((await csv('?season=999999')).statusCode).toBe(404);
    expect((await csv('?season=abc')).statusCode).toBe(400);
  });
});
