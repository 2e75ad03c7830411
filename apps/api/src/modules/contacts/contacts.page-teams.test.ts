import { describe, expect, it } from 'vitest';
import type { DirectoryPage, Team } from '@dugout/shared';
import { inactiveTeam } from '../../testing/inactive-team';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const page = (query: string, language = 'en') =>
  t.injectAs('family', {
    method: 'GET',
    url: `/api/contact/page?limit=100&${query}`,
    headers: { 'accept-language': language },
  });
const names = async (query: string) =>
  (await page(query))
    .json<DirectoryPage>()
    .contacts.map((c) => `${c.firstName} ${c.lastName}`)
    .sort();

describe('the directory filtered by team', () => {
  it('lists who reaches the team: its players, its manager and the guardians of its players', async () => {
    const teams = (await t.injectAs('family', { method: 'GET', url: '/api/teams' })).json<Team[]>();
    const u12 = teams.find((team) => team.shortName === '12U')!.id;
    const on12U = await names(`team=${u12}`);

    expect(on12U).toContain('Mia Pemberton');
    expect(on12U).toContain('Fiona Family');
    expect(on12U).toContain('Sam Staff');
    // Only them: Noah (on the first team only) is not listed, and the count says as many.
    expect(on12U).not.toContain('Noah Pemberton');
    expect((await page(`team=${u12}`)).json<DirectoryPage>().total).toBe(on12U.length);
    expect((await page('')).json<DirectoryPage>().total).toBeGreaterThan(on12U.length);
  });

  it('refuses a team the club does not have, in the reader’s language', async () => {
    const en = await page('team=999999');
    expect(en.statusCode).toBe(400);
    expect(en.json<{ message: string }>().message).toBe(
      'There is no such team: choose one of the list',
    );
    const es = await page('team=999999', 'es');
    expect(es.json<{ message: string }>().message).toBe(
      'No existe ese equipo: elige uno de la lista',
    );
    expect((await page('team=abc')).statusCode).toBe(400);
  });

  it('refuses a team no longer active, in the reader’s language', async () => {
    const gone = await inactiveTeam(t, 'Directory Gone');
    const en = await page(`team=${gone}`);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      field: 'team',
      message: 'That team is no longer active: choose one of the list',
    });
    expect((await page(`team=${gone}`, 'es')).json<{ message: string }>().message).toBe(
      'Ese equipo ya no está activo: elige uno de la lista',
    );
  });
});
