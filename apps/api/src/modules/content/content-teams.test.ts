import { describe, expect, it } from 'vitest';
import type { ContentItem, ContentList, ManagedPinnedPost, PinnedPost, Team } from '@dugout/shared';
import { inactiveTeam } from '../../testing/inactive-team';
import { testAppForFile } from '../../testing/test-app';

// A file of its own: it adds a contact on the first team only, and items of 12U.
const t = testAppForFile();

async function multipart(fields: Record<string, string>, withFile = true) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (withFile) {
    // A one-line text PDF: enough for the upload's checks.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    fd.append('formFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'a.pdf');
  }
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

const fields = (over: Record<string, string> = {}) => ({
  fileName: '12U tournament packet',
  fileType: 'pdf',
  tags: '[]',
  isBanner: 'false',
  isFeatured: 'false',
  category: 'Road Trip Information',
  emailList: '[]',
  allowedAffiliations: '[]',
  ...over,
});

const teams = async () =>
  (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>();
const u12 = async () => (await teams()).find((team) => team.shortName === '12U')!.id;

/** A member of the first team only (no child on 12U); made once, whichever test runs first. */
async function firstTeamOnly(): Promise<string> {
  const db = t.database.db;
  const made = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'olive.onlyfirst@example.test')
    .executeTakeFirst();
  if (made) return made.id;
  const first = (await teams())[0]!.id;
  const row = await db
    .insertInto('contacts')
    .values({
      first_name: 'Olive',
      last_name: 'Onlyfirst',
      email: 'olive.onlyfirst@example.test',
      is_site_user: true,
      permissions: ['view:jerseyform'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('team_members')
    .values({ team_id: first, contact_id: row.id, role: 'player' })
    .execute();
  return row.id;
}

const upload = async (over: Record<string, string>) => {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/content/new',
    ...(await multipart(fields(over))),
  });
  return res;
};
const listed = async (who: string) =>
  (await t.injectAs(who, { method: 'GET', url: '/api/content/getall' })).json<ContentList>()
    .content;

describe('content of teams', () => {
  it('shows a 12U item to who reaches 12U and the admins, with its teams; others get a 404', async () => {
    const team = await u12();
    const other = await firstTeamOnly();
    const res = await upload({ teams: JSON.stringify([team]) });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<ContentItem>();
    expect(item.teams).toEqual([team]);

    for (const who of ['admin', 'family', 'staff']) {
      expect(
        (await listed(who)).find((c) => c.id === item.id)?.teams,
        `${who} sees it with its team`,
      ).toEqual([team]);
      expect(
        (await t.injectAs(who, { method: 'GET', url: `/api/content/${item.id}` })).statusCode,
      ).toBe(200);
    }
    expect((await listed(other)).map((c) => c.id)).not.toContain(item.id);
    expect(
      (await t.injectAs(other, { method: 'GET', url: `/api/content/${item.id}` })).statusCode,
    ).toBe(404);
    // Club-wide items carry no teams field, as before teams.
    expect((await listed(other)).flatMap((c) => Object.keys(c))).not.toContain('teams');

    // An update without `teams` keeps them; `[]` makes the item club-wide.
    const kept = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/content/update/${item.id}`,
      ...(await multipart(fields({ fileName: 'Renamed packet' }), false)),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ContentItem>().teams).toEqual([team]);
    const cleared = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/content/update/${item.id}`,
      ...(await multipart(fields({ fileName: 'Renamed packet', teams: '[]' }), false)),
    });
    expect(cleared.json<ContentItem>()).not.toHaveProperty('teams');
    expect((await listed(other)).map((c) => c.id)).toContain(item.id);
  });

  it('refuses a team that does not exist, and a notice to who is not on the team, in en and es', async () => {
    const unknown = await upload({ teams: '[987654]' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'teams',
      message: 'Unknown team: 987654. Someone may have deleted it; choose another.',
    });
    const notIds = await upload({ teams: '["12U"]' });
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json().field).toBe('teams');
    await t.whileReading('admin', 'es', async () => {
      const res = await upload({ teams: '[987654]' });
      expect(res.json().message).toBe(
        'Equipo desconocido: 987654. Puede que alguien lo haya eliminado; elige otro.',
      );
    });
    await firstTeamOnly();
    const outside = await upload({
      teams: JSON.stringify([await u12()]),
      emailList: JSON.stringify(['olive.onlyfirst@example.test']),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      field: 'emailList',
      message: expect.stringContaining('Olive Onlyfirst (olive.onlyfirst@example.test)'),
    });
  });

  it('refuses a team made inactive, in en and es, unless the item already has it', async () => {
    let item = '';
    const gone = await inactiveTeam(t, 'Contentteam Gone', async (id) => {
      const res = await upload({ teams: JSON.stringify([id]) });
      expect(res.statusCode, res.body).toBe(201);
      item = res.json<ContentItem>().id;
    });
    const refused = await upload({ teams: JSON.stringify([gone]) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'teams',
      message: 'Contentteam Gone is no longer an active team; choose another.',
    });
    await t.whileReading('admin', 'es', async () => {
      const res = await upload({ teams: JSON.stringify([gone]) });
      expect(res.json().message).toBe('Contentteam Gone ya no es un equipo activo; elige otro.');
    });
    const kept = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/content/update/${item}`,
      ...(await multipart(
        fields({ fileName: 'Gone packet', teams: JSON.stringify([gone]) }),
        false,
      )),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ContentItem>().teams).toEqual([gone]);
  });
});

describe('pinned posts of teams', () => {
  const post = (over: object = {}) => ({
    titleEn: '12U picture day',
    link: '/content/all',
    ...over,
  });
  const home = async (who: string) =>
    (await t.injectAs(who, { method: 'GET', url: '/api/pinnedpost/getall' })).json<PinnedPost[]>();

  it('shows a 12U post on the home page of who reaches 12U only; an update without teams keeps them', async () => {
    const team = await u12();
    const other = await firstTeamOnly();
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/pinnedpost/new',
      payload: post({ teams: [team] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<ManagedPinnedPost>();
    expect(saved.teams).toEqual([team]);
    expect((await home('family')).find((p) => p.id === saved.id)?.teams).toEqual([team]);
    expect((await home('admin')).map((p) => p.id)).toContain(saved.id);
    expect((await home(other)).map((p) => p.id)).not.toContain(saved.id);
    expect((await home(other)).flatMap((p) => Object.keys(p))).not.toContain('teams');

    const edited = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/pinnedpost/update/${saved.id}`,
      payload: post({ titleEn: '12U picture day moved' }),
    });
    expect(edited.json<ManagedPinnedPost>().teams).toEqual([team]);

    const unknown = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/pinnedpost/update/${saved.id}`,
      payload: post({ teams: [987654] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'teams',
      message: expect.stringMatching(/^Unknown team: 987654/),
    });
    const notIds = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/pinnedpost/new',
      payload: post({ teams: 'all' }),
    });
    expect(notIds.json()).toMatchObject({
      field: 'teams',
      message: 'Teams must be a list of team ids.',
    });
    await t.whileReading('admin', 'es', async () => {
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/pinnedpost/new',
        payload: post({ teams: [987654] }),
      });
      expect(res.json().message).toMatch(/^Equipo desconocido: 987654/);
    });
    await t.injectAs('admin', { method: 'DELETE', url: `/api/pinnedpost/${saved.id}` });
  });

  it('refuses a team made inactive, in en and es, unless the post already has it', async () => {
    let saved = 0;
    const gone = await inactiveTeam(t, 'Pinnedteam Gone', async (id) => {
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/pinnedpost/new',
        payload: post({ teams: [id] }),
      });
      expect(res.statusCode, res.body).toBe(201);
      saved = res.json<ManagedPinnedPost>().id;
    });
    const create = () =>
      t.injectAs('admin', {
        method: 'POST',
        url: '/api/pinnedpost/new',
        payload: post({ teams: [gone] }),
      });
    const refused = await create();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'teams',
      message: 'Pinnedteam Gone is no longer an active team; choose another.',
    });
    await t.whileReading('admin', 'es', async () => {
      expect((await create()).json().message).toBe(
        'Pinnedteam Gone ya no es un equipo activo; elige otro.',
      );
    });
    const kept = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/pinnedpost/update/${saved}`,
      payload: post({ titleEn: 'Gone picture day', teams: [gone] }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ManagedPinnedPost>().teams).toEqual([gone]);
    await t.injectAs('admin', { method: 'DELETE', url: `/api/pinnedpost/${saved}` });
  });
});
