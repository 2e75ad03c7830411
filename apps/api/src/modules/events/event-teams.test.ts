import { describe, expect, it } from 'vitest';
import type {
  EventAnswerList,
  EventDetail,
  EventSummary,
  HouseholdRsvps,
  Team,
} from '@dugout/shared';
import { inactiveTeam } from '../../testing/inactive-team';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const newTeam = async (name: string) => {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/teams',
    payload: { name, shortName: name.slice(0, 12) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Team>().id;
};
const onTeam = async (teamId: number, first: string) => {
  const { id } = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Eventteam',
      email: `${first.toLowerCase()}.eventteam@families.riverhawks.test`,
      is_site_user: true,
      permissions: ['view:contacts'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('team_members')
    .values({ team_id: teamId, contact_id: id, role: 'player' })
    .execute();
  return id;
};
const save = (payload: object, id?: string, language = 'en') =>
  t.injectAs('admin', {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/event/update/${id}` : '/api/event/new',
    payload,
    headers: { 'accept-language': language },
  });
const detail = async (who: string, id: string) => {
  const res = await t.injectAs(who, { method: 'GET', url: `/api/event/${id}` });
  return { status: res.statusCode, data: res.json<{ data: EventDetail | null }>().data };
};
const listed = async (who: string) =>
  (await t.injectAs(who, { method: 'GET', url: '/api/event/getall?from=2034-03-01&to=2034-04-01' }))
    .json<EventSummary[]>()
    .map((e) => e.name);

describe('an event for teams', () => {
  it('is seen by who reaches one of its teams and the admins, and by no one else', async () => {
    const blue = await newTeam('Eventteam Blue');
    const gold = await newTeam('Eventteam Gold');
    const player = await onTeam(blue, 'Bea');
    const other = await onTeam(gold, 'Gil');
    const made = await save({ name: 'Blue practice', date: '2034-03-10T22:00:00Z', teams: [blue] });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ data: EventDetail }>().data.id;

    expect(await detail(player, id)).toMatchObject({ status: 200, data: { teams: [blue] } });
    expect((await detail(other, id)).status).toBe(404);
    expect((await detail('family', id)).status).toBe(404);
    expect((await detail('admin', id)).status).toBe(200);
    expect(await listed(player)).toContain('Blue practice');
    expect(await listed(other)).not.toContain('Blue practice');

    // Left out, an update keeps the teams; none makes it club-wide again (no teams field then).
    expect(
      (await save({ name: 'Blue practice 2', date: '2034-03-10T22:00:00Z' }, id)).statusCode,
    ).toBe(200);
    expect((await detail(other, id)).status).toBe(404);
    expect(
      (await save({ name: 'Blue practice 3', date: '2034-03-10T22:00:00Z', teams: [] }, id))
        .statusCode,
    ).toBe(200);
    const open = await detail(other, id);
    expect(open.status).toBe(200);
    expect(open.data).not.toHaveProperty('teams');
  });

  it('refuses a team that is not there, in the admin’s language', async () => {
    const res = await save({ name: 'Nowhere game', teams: [999_999] }, undefined, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(
      'Equipo desconocido: 999999. Puede que alguien lo haya eliminado; elige otro.',
    );
  });

  it('refuses a team made inactive, in en and es, unless the event already has it', async () => {
    let id = '';
    const gone = await inactiveTeam(t, 'Eventteam Gone', async (team) => {
      const made = await save({
        name: 'Gone practice',
        date: '2034-03-12T22:00:00Z',
        teams: [team],
      });
      expect(made.statusCode, made.body).toBe(200);
      id = made.json<{ data: EventDetail }>().data.id;
    });
    const refused = await save({ name: 'Gone game', date: '2034-03-13T22:00:00Z', teams: [gone] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'teams',
      error: 'Eventteam Gone is no longer an active team; choose another.',
    });
    const es = await save({ name: 'Gone game', teams: [gone] }, undefined, 'es');
    expect(es.json<{ error: string }>().error).toBe(
      'Eventteam Gone ya no es un equipo activo; elige otro.',
    );
    // Its own event keeps the label through an edit that keeps it.
    const kept = await save(
      { name: 'Gone practice moved', date: '2034-03-12T23:00:00Z', teams: [gone] },
      id,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await detail('admin', id)).toMatchObject({ status: 200, data: { teams: [gone] } });
  });

  it('is told only to who may see it: a member of another team is refused by name', async () => {
    const red = await newTeam('Eventteam Red');
    const green = await newTeam('Eventteam Green');
    await onTeam(red, 'Rita');
    await onTeam(green, 'Gus');
    const notify = (emailList: string[]) =>
      save({
        name: 'Red scrimmage',
        date: '2034-03-12T22:00:00Z',
        teams: [red],
        notify: true,
        emailList,
      });
    const refused = await notify([
      'rita.eventteam@families.riverhawks.test',
      'gus.eventteam@families.riverhawks.test',
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('Gus Eventteam');
    expect(refused.json<{ error: string }>().error).not.toContain('Rita');
    const told = await notify(['rita.eventteam@families.riverhawks.test']);
    expect(told.statusCode, told.body).toBe(200);
    // An update that leaves the teams out keeps them, and with them who may be told.
    const id = told.json<{ data: EventDetail }>().data.id;
    const again = await save(
      {
        name: 'Red scrimmage moved',
        date: '2034-03-13T22:00:00Z',
        notify: true,
        emailList: ['gus.eventteam@families.riverhawks.test'],
      },
      id,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toContain('Gus Eventteam');
  });

  it('is answered by a guardian for the child on its team, not for a child who is not', async () => {
    const teams = (await t.injectAs('family', { method: 'GET', url: '/api/teams' })).json<Team[]>();
    const u12 = teams.find((team) => team.shortName === '12U')!.id;
    const kid = async (first: string) =>
      (
        await t.database.db
          .selectFrom('contacts')
          .select('id')
          .where('first_name', '=', first)
          .where('last_name', '=', 'Pemberton')
          .executeTakeFirstOrThrow()
      ).id;
    const made = await save({ name: '12U practice', date: '2034-03-14T22:00:00Z', teams: [u12] });
    const eventID = made.json<{ data: EventDetail }>().data.id;
    const answer = (contactID: string) =>
      t.injectAs('family', {
        method: 'POST',
        url: '/api/rsvp/new',
        payload: { eventID, contactID, status: 'yes' },
      });
    const mia = await answer(await kid('Mia'));
    expect(mia.statusCode, mia.body).toBe(200);
    const noah = await answer(await kid('Noah'));
    expect(noah.statusCode).toBe(400);
    expect(noah.body).toContain('Noah Pemberton');
  });

  it('lists as not answered those it is for: who reach its team, not the rest of the club', async () => {
    const teams = (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>();
    const u12 = teams.find((team) => team.shortName === '12U')!.id;
    const made = await save({ name: '12U clinic', date: '2034-03-15T22:00:00Z', teams: [u12] });
    const id = made.json<{ data: EventDetail }>().data.id;
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/rsvp/event/${id}/list` });
    expect(res.statusCode, res.body).toBe(200);
    const names = res
      .json<EventAnswerList>()
      .notAnswered.map((p) => `${p.firstName} ${p.lastName}`);
    expect(names).toEqual(expect.arrayContaining(['Fiona Family', 'Mia Pemberton', 'Sam Staff']));
    expect(names).not.toContain('Noah Pemberton');
    expect(names).not.toContain('Nico Newcomer');
  });

  it('stays in the calendar feeds of who reached its team, as cancelled, once deleted — and no one else’s', async () => {
    const violet = await newTeam('Eventteam Violet');
    const player = await onTeam(violet, 'Vera');
    const outsider = await onTeam(await newTeam('Eventteam Amber'), 'Abe');
    const when = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
    const made = await save({ name: 'Violet tryout', date: when, teams: [violet] });
    const id = made.json<{ data: EventDetail }>().data.id;
    const feedOf = async (who: string) => {
      const link = (await t.injectAs(who, { method: 'POST', url: '/api/calendar/feed' })).json<{
        url: string;
      }>();
      const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
      expect(feed.statusCode).toBe(200);
      return feed.body.split('BEGIN:VEVENT').filter((e) => e.includes(`UID:${id}@dugout`));
    };
    expect(await feedOf(player)).toHaveLength(1);
    expect(await feedOf(outsider)).toHaveLength(0);
    const gone = await t.injectAs('admin', { method: 'DELETE', url: `/api/event/${id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    const cancelled = await feedOf(player);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toContain('STATUS:CANCELLED');
    expect(await feedOf(outsider)).toHaveLength(0);
  });

  it('lists on its page the household people it is for: the child on its team, not the others', async () => {
    const teams = (await t.injectAs('family', { method: 'GET', url: '/api/teams' })).json<Team[]>();
    const u12 = teams.find((team) => team.shortName === '12U')!.id;
    const made = await save({
      name: '12U picture day',
      date: '2034-03-16T22:00:00Z',
      teams: [u12],
    });
    const eventId = made.json<{ data: EventDetail }>().data.id;
    const res = await t.injectAs('family', {
      method: 'GET',
      url: `/api/rsvp/household?eventId=${eventId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<HouseholdRsvps>().members.map((m) => m.firstName);
    expect(names).toContain('Mia');
    expect(names).toContain('Fiona');
    expect(names).not.toContain('Noah');
    expect(names).not.toContain('Shannon');
  });
});
