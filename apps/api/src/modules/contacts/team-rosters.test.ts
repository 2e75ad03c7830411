import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Roster, TeamDetail, TeamMembers } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

/** A league's feeds on loopback: the club's (ROSTER_URL) and the 12U's, each MLB-shaped. */
const feeds: Record<string, { id: number; fullName: string }[]> = {
  '/club': [{ id: 501, fullName: 'Cleo Club' }],
  '/12u': [
    { id: 601, fullName: 'Tess Twelve' },
    { id: 602, fullName: 'Uma Under' },
  ],
};
const server = http.createServer((req, res) => {
  const people = feeds[req.url ?? ''];
  if (!people) return void res.writeHead(404).end();
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ roster: people.map((person) => ({ person, jerseyNumber: '1' })) }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

const t = testAppForFile({ ROSTER_URL: `${base}/club` });

const teamId = async (name: string) =>
  (
    await t.database.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const names = (roster: Roster) => roster.roster.map((e) => e.person.fullName);
const rosterOf = async (id: number) => {
  const res = await t.injectAs('family', { method: 'GET', url: `/api/teams/${id}/roster` });
  expect(res.statusCode, res.body).toBe(200);
  return names(res.json<Roster>());
};
const setFeed = (id: number, rosterUrl: string | null, language = 'en') =>
  t.injectAs('admin', {
    method: 'PUT',
    url: `/api/teams/${id}`,
    headers: { 'accept-language': language },
    payload: { name: '12U Riverhawks', shortName: '12U', rosterUrl },
  });

describe('a team’s own roster feed', () => {
  it('is the club’s default until the admin gives the team one; the spec’s roster stays the club’s', async () => {
    const first = await teamId('Riverhawks');
    const twelve = await teamId('12U Riverhawks');
    expect(await rosterOf(twelve)).toEqual(['Cleo Club']);

    const saved = await setFeed(twelve, `${base}/12u`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TeamDetail>().rosterUrl).toBe(`${base}/12u`);
    expect(await rosterOf(twelve)).toEqual(['Tess Twelve', 'Uma Under']);
    expect(await rosterOf(first)).toEqual(['Cleo Club']);
    const spec = await t.injectAs('family', { method: 'GET', url: '/api/contact/roster' });
    expect(names(spec.json<Roster>())).toEqual(['Cleo Club']);

    // The admins read it on the team's page; a rename that leaves it out keeps it.
    await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/teams/${twelve}`,
      payload: { name: '12U Riverhawks', shortName: '12U' },
    });
    const members = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/teams/${twelve}/members`,
    });
    expect(members.json<TeamMembers>().team.rosterUrl).toBe(`${base}/12u`);

    // A contact may be linked to a player of the 12U's feed.
    const contact = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        firstName: 'Tina',
        lastName: 'Twelve',
        email: 'tina.twelve@families.riverhawks.test',
        relatedPlayerId: 601,
        relationToPlayer: 'Mother',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);

    expect((await setFeed(twelve, null)).json<TeamDetail>().rosterUrl).toBeNull();
    expect(await rosterOf(twelve)).toEqual(['Cleo Club']);
  });

  it('refuses an address that is not a web one, in the admin’s language', async () => {
    const twelve = await teamId('12U Riverhawks');
    const en = await setFeed(twelve, 'file:///etc/passwd');
    expect(en.statusCode).toBe(400);
    expect(en.json<{ message: string; field: string }>()).toMatchObject({
      field: 'rosterUrl',
      message:
        'The roster feed must be a web address starting with https:// or http://, of at most 500 characters.',
    });
    const es = await setFeed(twelve, 'not a url', 'es');
    expect(es.statusCode).toBe(400);
    expect(es.json<{ message: string }>().message).toBe(
      'La fuente de la plantilla debe ser una dirección web que empiece por https:// o http://, de 500 caracteres como máximo.',
    );
    const members = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/teams/${twelve}/members`,
    });
    expect(members.json<TeamMembers>().team.rosterUrl).toBeNull();
  });

  it('is refused for a team that does not exist or is inactive, and for members who are not admins to set', async () => {
    const twelve = await teamId('12U Riverhawks');
    const unknown = await t.injectAs('family', { method: 'GET', url: '/api/teams/99999/roster' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(
      'There is no such team: choose one of the list',
    );
    const family = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/teams/${twelve}`,
      payload: { name: '12U Riverhawks', shortName: '12U', rosterUrl: `${base}/12u` },
    });
    expect(family.statusCode).toBe(403);
    const made = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/teams',
      payload: { name: 'Inactive roster', shortName: 'IR', rosterUrl: `${base}/12u` },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<TeamDetail>();
    await t.database.db.updateTable('teams').set({ active: false }).where('id', '=', id).execute();
    const inactive = await t.injectAs('family', { method: 'GET', url: `/api/teams/${id}/roster` });
    expect(inactive.statusCode).toBe(400);
  });
});
