import { describe, expect, it } from 'vitest';
import type { EventAnswerList, EventDetail, Me } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

/**
 * A team manager administers their team and nothing else: the seeded Sam Staff ('staff')
 * manages 12U, where Mia Pemberton (Fiona Family's youngest) plays.
 */
const t = testAppForFile();
const db = () => t.database.db;

const teamId = async (name: string) =>
  (await db().selectFrom('teams').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const firstTeam = async () =>
  (await db().selectFrom('teams').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
const contactNamed = async (first: string, last: string) =>
  (
    await db()
      .selectFrom('contacts')
      .select('id')
      .where('first_name', '=', first)
      .where('last_name', '=', last)
      .executeTakeFirstOrThrow()
  ).id;

const call = (
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) =>
  t.injectAs(who, {
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': language },
  });
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const practice = (teams?: number[], name = 'U12 practice zq') => ({
  name,
  date: '2035-05-10T22:00:00Z',
  ...(teams ? { teams } : {}),
});
const created = async (who: string, teams?: number[], name?: string) => {
  const res = await call(who, 'POST', '/api/event/new', practice(teams, name));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: EventDetail }>().data.id;
};

describe('a team manager', () => {
  it('carries the teams they manage, and only they do', async () => {
    const u12 = await teamId('12U Riverhawks');
    const me = (await call('staff', 'GET', '/api/me')).json<Me>();
    expect(me.managedTeams).toEqual([u12]);
    // A member who manages none reads /api/me as before teams.
    expect(Object.keys((await call('family', 'GET', '/api/me')).json<Me>())).not.toContain(
      'managedTeams',
    );
  });

  it('creates, edits and deletes events of their team, audited as the actor', async () => {
    const u12 = await teamId('12U Riverhawks');
    const id = await created('staff', [u12]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_id: await t.contactId('staff'), action: 'event.create' });

    const edited = await call('staff', 'PUT', `/api/event/update/${id}`, {
      ...practice(undefined, 'U12 practice moved zq'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: EventDetail }>().data).toMatchObject({
      name: 'U12 practice moved zq',
      teams: [u12],
    });
    const deleted = await call('staff', 'DELETE', `/api/event/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('admin', 'GET', `/api/event/${id}`)).statusCode).toBe(404);
  });

  it('may not make a club-wide event, nor one for a team they do not manage', async () => {
    const u12 = await teamId('12U Riverhawks');
    const other = await firstTeam();
    for (const teams of [undefined, [], [other], [u12, other]]) {
      const res = await call('staff', 'POST', '/api/event/new', practice(teams));
      expect(res.statusCode, JSON.stringify(teams)).toBe(403);
      expect(message(res)).toBe('Choose one or more of the teams you manage for this event');
    }
    const es = await call('staff', 'POST', '/api/event/new', practice([]), 'es');
    expect(message(es)).toBe('Elige uno o más de los equipos que administras para este evento');
  });

  it('may not move their event to club-wide or to another team', async () => {
    const u12 = await teamId('12U Riverhawks');
    const id = await created('staff', [u12]);
    for (const teams of [[], [await firstTeam()]]) {
      const res = await call('staff', 'PUT', `/api/event/update/${id}`, practice(teams));
      expect(res.statusCode).toBe(403);
    }
    const detail = (await call('admin', 'GET', `/api/event/${id}`)).json<{ data: EventDetail }>();
    expect(detail.data.teams).toEqual([u12]);
  });

  it('may not edit, delete or see the answers of a club-wide event or another team’s', async () => {
    const clubWide = await created('admin', undefined, 'Club picnic zq');
    const otherTeams = await created('admin', [await firstTeam()], 'Riverhawks only zq');
    // Another team's event is not even seen (404), a club-wide one is seen but not theirs (403).
    for (const [id, text, unseen] of [
      [clubWide, 'Only an administrator can change a club-wide event', 403],
      [otherTeams, 'You can only manage the events of the teams you manage', 404],
    ] as const) {
      const put = await call('staff', 'PUT', `/api/event/update/${id}`, practice());
      expect(put.statusCode).toBe(403);
      expect(message(put)).toBe(text);
      expect((await call('staff', 'DELETE', `/api/event/${id}`)).statusCode).toBe(403);
      const reads = await Promise.all([
        call('staff', 'GET', `/api/rsvp/event/${id}/list`),
        call('staff', 'GET', `/api/rsvp/event/${id}/csv`),
        call('staff', 'GET', `/api/event/${id}/reminders`),
        call('staff', 'POST', `/api/rsvp/event/${id}/remind`),
      ]);
      expect(reads.map((r) => r.statusCode)).toEqual([unseen, unseen, unseen, unseen]);
    }
    const es = await call('staff', 'DELETE', `/api/event/${clubWide}`, undefined, 'es');
    expect(message(es)).toBe('Solo un administrador puede cambiar un evento de todo el club');
    expect((await call('admin', 'GET', `/api/event/${clubWide}`)).statusCode).toBe(200);
  });

  it('sees and sets the RSVP list of their team’s event, its CSV and reminders', async () => {
    const u12 = await teamId('12U Riverhawks');
    const id = await created('staff', [u12], 'U12 answers zq');
    const mia = await contactNamed('Mia', 'Pemberton');
    const answered = await call('staff', 'POST', '/api/rsvp/new', {
      eventID: id,
      contactID: mia,
      status: 'yes',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const list = await call('staff', 'GET', `/api/rsvp/event/${id}/list`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<EventAnswerList>();
    expect(body.answers.map((a) => [a.firstName, a.lastName, a.status])).toEqual([
      ['Mia', 'Pemberton', 'yes'],
    ]);
    // "Not answered" is the team's reach only: Nico Newcomer reaches no team.
    expect(body.notAnswered.map((p) => p.lastName)).not.toContain('Newcomer');
    // The event page carries the whole list for them, as for an admin; a club-wide one does not.
    const page = (await call('staff', 'GET', `/api/event/${id}`)).json<{ data: EventDetail }>();
    expect(page.data.rsvpList?.map((r) => [r.firstName, r.status])).toEqual([['Mia', 'yes']]);
    const clubWide = await created('admin', undefined, 'Club list zq');
    const other = (await call('staff', 'GET', `/api/event/${clubWide}`)).json<{
      data: EventDetail;
    }>();
    expect(other.data.rsvpList).toBeUndefined();
    const csv = await call('staff', 'GET', `/api/rsvp/event/${id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Mia Pemberton');
    // Someone the event is not for: refused as for an admin.
    const stranger = await call('staff', 'POST', '/api/rsvp/new', {
      eventID: id,
      contactID: await t.contactId('newcomer'),
      status: 'yes',
    });
    expect(stranger.statusCode).toBe(400);
    expect((await call('staff', 'GET', `/api/event/${id}/reminders`)).statusCode).toBe(200);
    const remind = await call('staff', 'POST', `/api/rsvp/event/${id}/remind`);
    expect(remind.statusCode, remind.body).toBe(200);
  });

  it('may not answer for someone on a club-wide event', async () => {
    const clubWide = await created('admin', undefined, 'Club answers zq');
    const res = await call('staff', 'POST', '/api/rsvp/new', {
      eventID: clubWide,
      contactID: await contactNamed('Mia', 'Pemberton'),
      status: 'yes',
    });
    expect(res.statusCode).toBe(403);
  });

  it("messages their team's families, and refuses anyone else by name", async () => {
    const line = (contactId: string, name: string) => ({ ContactId: contactId, Name: name });
    const fiona = line(await t.contactId('family'), 'Fiona Family');
    const nico = line(await t.contactId('newcomer'), 'Nico Newcomer');
    const body = (lines: object[]) => ({
      MessageTypes: 'Email',
      Message: 'Bring water',
      Recipients: lines,
    });
    const preview = await call('staff', 'POST', '/api/messaging/preview', body([fiona]));
    expect(preview.statusCode, preview.body).toBe(200);
    const refused = await call('staff', 'POST', '/api/messaging/send', body([fiona, nico]));
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(
      "You can only message your team's families. Not on your team: Nico Newcomer",
    );
    const es = await call('staff', 'POST', '/api/messaging/preview', body([nico]), 'es');
    expect(message(es)).toBe(
      'Solo puedes enviar mensajes a las familias de tu equipo. No son de tu equipo: Nico Newcomer',
    );
    const loose = await call(
      'staff',
      'POST',
      '/api/messaging/preview',
      body([{ Email: 'x@y.test' }]),
    );
    expect(message(loose)).toContain('x@y.test');
    // A member who manages no team is refused at the gate, as before.
    expect((await call('family', 'POST', '/api/messaging/preview', body([fiona]))).statusCode).toBe(
      403,
    );
    const sent = await call('staff', 'POST', '/api/messaging/send', body([fiona]));
    expect(sent.statusCode, sent.body).toBe(202);
    const audit = await db()
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'message.send')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(await t.contactId('staff'));
  });

  it('keeps everything else refused: teams, contacts, content, venues, the message log', async () => {
    const refusals = await Promise.all([
      call('staff', 'POST', '/api/teams', { name: 'Rogue', shortName: 'R' }),
      call('staff', 'GET', `/api/teams/${await teamId('12U Riverhawks')}/members`),
      call('staff', 'GET', '/api/messaging/messages'),
      call('staff', 'POST', '/api/venues', { name: 'Field zq' }),
      call('staff', 'POST', '/api/content/new', {}),
      call('staff', 'POST', '/api/contact/create', {}),
      call('staff', 'GET', '/api/admin/audit-log'),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});
