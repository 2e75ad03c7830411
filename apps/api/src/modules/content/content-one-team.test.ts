import { describe, expect, it } from 'vitest';
import type { ContentList, ManagedPinnedPost, PinnedPost, Team } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

// A file of its own (its own database): it removes the demo's second team.
const t = testAppForFile();

const SPEC_ITEM_KEYS = [
  'allowedAffiliations',
  'blobUrlAccessible',
  'category',
  'contentType',
  'description',
  'displayUrl',
  'fileType',
  'id',
  'isBanner',
  'isFeatured',
  'sortOrder',
  'tags',
  'thumbnailUrl',
];

describe('content and pinned posts of a club with one team', () => {
  it('answer every item and post with the fields they had before teams', async () => {
    const teams = (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>();
    const [first, ...others] = teams;
    for (const team of others) {
      await t.database.db.deleteFrom('team_members').where('team_id', '=', team.id).execute();
      await t.database.db.deleteFrom('teams').where('id', '=', team.id).execute();
    }
    const left = (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>();
    expect(left.map((team) => team.id)).toEqual([first!.id]);

    for (const who of ['admin', 'family']) {
      const list = (
        await t.injectAs(who, { method: 'GET', url: '/api/content/getall' })
      ).json<ContentList>();
      expect(list.content.length).toBeGreaterThan(0);
      for (const item of list.content) expect(Object.keys(item).sort()).toEqual(SPEC_ITEM_KEYS);
      const one = await t.injectAs(who, {
        method: 'GET',
        url: `/api/content/${list.content[0]!.id}`,
      });
      expect(Object.keys(one.json<object>()).sort()).toEqual(SPEC_ITEM_KEYS);
    }
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/pinnedpost/new',
      payload: { titleEn: 'Picture day', link: '/content/all' },
    });
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json<ManagedPinnedPost>()).sort()).toEqual([
      'expired',
      'expiresOn',
      'id',
      'link',
      'sortOrder',
      'textEn',
      'textEs',
      'titleEn',
      'titleEs',
      'version',
    ]);
    const home = (
      await t.injectAs('family', { method: 'GET', url: '/api/pinnedpost/getall' })
    ).json<PinnedPost[]>();
    expect(home.length).toBeGreaterThan(0);
    for (const post of home) {
      expect(Object.keys(post).sort()).toEqual(['id', 'postLink', 'postName', 'postSubName']);
    }
  });
});
