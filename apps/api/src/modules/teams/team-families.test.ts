import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_MAX_PAGE_SIZE,
  type DirectoryPage,
  type MessagePreview,
  type Team,
  type TeamFamilies,
} from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const demoTeams = async () => {
  const teams = (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>();
  return {
    first: teams.find((team) => team.name === 'Riverhawks')!,
    u12: teams.find((team) => team.name === '12U Riverhawks')!,
  };
};
const families = (who: string, id: number, language = 'en') =>
  t.injectAs(who, {
    method: 'GET',
    url: `/api/teams/${id}/families`,
    headers: { 'accept-language': language },
  });
const names = (list: TeamFamilies) => list.map((c) => `${c.firstName} ${c.lastName}`);

describe('GET /api/teams/{id}/families', () => {
  it('lists, for the 12U’s manager, whoever reaches the 12U: the directory’s filter by team, hidden contacts too', async () => {
    const { u12 } = await demoTeams();
    const res = await families('staff', u12.id);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<TeamFamilies>();
    // Mia plays on 12U; her guardians Fiona and Gavin reach it; Noah (the first team) does not.
    expect(names(list)).toEqual(expect.arrayContaining(['Mia Pemberton', 'Fiona Family']));
    expect(names(list)).not.toContain('Noah Pemberton');
    expect(names(list)).toContain('Sam Staff');
    // One rule: the same people as the admin's directory filtered by the team.
    const ids: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: DirectoryPage = (
        await t.injectAs('admin', {
          method: 'GET',
          url: `/api/contact/page?team=${u12.id}&limit=${DIRECTORY_MAX_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        })
      ).json<DirectoryPage>();
      ids.push(...page.contacts.map((c) => c.id));
      cursor = page.nextCursor;
    }
    expect(list.map((c) => c.id).sort()).toEqual(ids.sort());
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['affiliation', 'email', 'firstName', 'id', 'language', 'lastName', 'phone'].sort(),
    );
  });

  it('refuses a team the member does not manage, by name in their language; the admin reads any', async () => {
    const { first, u12 } = await demoTeams();
    const other = await families('staff', first.id);
    expect([other.statusCode, other.json<{ message: string }>().message]).toEqual([
      403,
      'Only an administrator or the team’s manager can see its families',
    ]);
    const otherEs = await families('staff', first.id, 'es');
    expect(otherEs.json<{ message: string }>().message).toBe(
      'Solo un administrador o el administrador del equipo puede ver sus familias',
    );
    expect((await families('family', u12.id)).statusCode).toBe(403);
    expect((await families('newcomer', u12.id)).statusCode).toBe(403);
    const all = await families('admin', first.id);
    expect(all.statusCode).toBe(200);
    expect(names(all.json<TeamFamilies>())).toContain('Noah Pemberton');
    const missing = await families('admin', 999_999);
    expect([missing.statusCode, missing.json<{ message: string }>().message]).toEqual([
      404,
      'This team was not found.',
    ]);
  });

  it('is whom the manager may message: the whole list previews, one of another team is refused', async () => {
    const { first, u12 } = await demoTeams();
    const line = (c: TeamFamilies[number]) => ({
      Email: c.email,
      PhoneNumber: c.phone,
      Language: c.language,
      Name: `${c.firstName} ${c.lastName}`,
      ContactId: c.id,
    });
    const mine = (await families('staff', u12.id)).json<TeamFamilies>();
    const body = { MessageTypes: 'Email', Recipients: mine.map(line), Message: 'Practice moved' };
    const preview = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/messaging/preview',
      payload: body,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // Everyone with an email is reached or said skipped (preferences, as for the admin's).
    const answer = preview.json<MessagePreview>();
    expect(answer.recipients + answer.skipped.length).toBeGreaterThanOrEqual(
      mine.filter((c) => c.email).length,
    );
    const noah = (await families('admin', first.id))
      .json<TeamFamilies>()
      .find((c) => c.firstName === 'Noah')!;
    const refused = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/messaging/preview',
      payload: { ...body, Recipients: [...mine.map(line), line(noah)] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('Noah Pemberton');
  });
});
