import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';

/** Calendar apps poll the feed: one that holds the current calendar gets 304 and no body. */
const t = testAppForFile();

const feedPath = async (who: string) =>
  new URL(
    (await t.injectAs(who, { method: 'POST', url: '/api/calendar/feed' })).json<{ url: string }>()
      .url,
  ).pathname;

const get = (url: string, etag?: string) =>
  t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

async function renameAndCheck(url: string, id: string, name: string) {
  const first = await get(url);
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(first.headers['cache-control']).toBe('private, no-cache');

  // The same calendar a second later: the DTSTAMPs moved, the tag did not.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const again = await get(url, etag);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  expect(again.headers['cache-control']).toBe('private, no-cache');
  // Another tag (an older calendar) gets the whole feed.
  expect((await get(url, '"older"')).statusCode).toBe(200);

  const renamed = await t.injectAs('admin', {
    method: 'PUT',
    url: `/api/event/update/${id}`,
    payload: { name, date: '2031-05-01T23:00:00Z' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const changed = await get(url, etag);
  expect(changed.statusCode).toBe(200);
  expect(changed.body).toContain(name);
  expect(changed.headers.etag).not.toBe(etag);
  expect((await get(url, changed.headers.etag as string)).statusCode).toBe(304);
}

describe('the calendar feed’s ETag', () => {
  it('answers 304 to the tag it gave, and a new tag after an event changes: private and team feeds', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Feed tag game', date: '2031-05-01T23:00:00Z' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: string } }>().data.id;
    const path = await feedPath('family');
    await renameAndCheck(path, id, 'Feed tag game renamed');

    const team = await t.database.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Riverhawks')
      .executeTakeFirstOrThrow();
    const teamFeed = `${path}?team=${team.id}`;
    expect((await get(teamFeed)).body).toContain('Feed tag game renamed');
    await renameAndCheck(teamFeed, id, 'Feed tag game renamed again');
  });
});
