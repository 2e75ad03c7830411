import { expect, it } from 'vitest';
import type { PinnedPost, Roster, TeamMembers } from '@dugout/shared';
import { testAppForFile } from '../testing/test-app';
import { DEMO_12U_ROSTER_URL } from '../modules/contacts/demo-league-feeds';
import { seedTeamFeedAndPost, TEAM_PINNED_POST } from './team-feed-seed';

// A file of its own: the template seeds without files, so this one writes 12U's feed and post.
const t = testAppForFile();

const home = async (who: string, language = 'en') =>
  (
    await t.injectAs(who, {
      method: 'GET',
      url: `/api/pinnedpost/getall?language=${language}`,
    })
  ).json<PinnedPost[]>();

it('gives 12U its own roster feed, served with no internet, and a pinned post for 12U only', async () => {
  const before = await home('family');
  await seedTeamFeedAndPost(t.database.db, false);
  expect(await home('family')).toEqual(before);

  await seedTeamFeedAndPost(t.database.db, true);
  // A demo folder's next start writes nothing again.
  await seedTeamFeedAndPost(t.database.db, true);
  const twelve = await t.database.db
    .selectFrom('teams')
    .select('id')
    .where('name', '=', '12U Riverhawks')
    .executeTakeFirstOrThrow();
  // Admin → Teams reads it with the team's people.
  const detail = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/teams/${twelve.id}/members`,
  });
  expect(detail.json<TeamMembers>().team.rosterUrl).toBe(DEMO_12U_ROSTER_URL);
  const roster = await t.injectAs('family', {
    method: 'GET',
    url: `/api/teams/${twelve.id}/roster`,
  });
  expect(roster.statusCode, roster.body).toBe(200);
  expect(roster.json<Roster>().roster[0]!.person.fullName).toBe('Mia Pemberton');

  // Fiona (Mia on 12U) sees it last; who does not reach 12U never does.
  const fiona = await home('family');
  expect(fiona.map((p) => p.postName)).toEqual([
    ...before.map((p) => p.postName),
    TEAM_PINNED_POST.post_name,
  ]);
  expect(fiona.at(-1)!.teams).toEqual([twelve.id]);
  expect((await home('family', 'es')).at(-1)!.postName).toBe(TEAM_PINNED_POST.title_es);
  expect((await home('newcomer')).map((p) => p.postName)).not.toContain(TEAM_PINNED_POST.post_name);
});
