import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Team, UnreadCounts } from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const { call, message } = apiCalls(t);

async function newEvent(name: string, teams?: number[]) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
async function post(who: string, event: string, body: string) {
  const res = await call(who, 'POST', `/api/conversations/event/${event}/posts`, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
async function unread(who: string) {
  const res = await call(who, 'GET', '/api/conversations/unread');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnreadCounts>();
}
const markRead = (who: string, event: string, lastPostId: unknown, language = 'en') =>
  call(who, 'POST', `/api/conversations/event/${event}/read`, { lastPostId }, language);
async function marked(who: string, event: string, lastPostId: number) {
  const res = await markRead(who, event, lastPostId);
  expect(res.statusCode, res.body).toBe(204);
}
async function newMember(first: string) {
  const { id } = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Unreadtest',
      email: `${first.toLowerCase()}.unreadtest@families.riverhawks.test`,
      is_site_user: true,
      permissions: ['view:contacts'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('unread counts of event conversations', () => {
  it('counts, for each of two members, the posts by others above their own mark', async () => {
    const event = await newEvent('Unread: two members');
    await post('family', event, 'Who brings the snacks?');
    const second = await post('staff', event, 'We do, thanks');
    const third = await post('admin', event, 'Field 2 this week');

    const family = await unread('family');
    const staff = await unread('staff');
    expect(family.events[event]).toBe(2);
    expect(staff.events[event]).toBe(2);
    expect(family.latestEventId).toBe(event);

    await marked('family', event, second);
    expect((await unread('family')).events[event]).toBe(1);
    // The other member's count is theirs alone.
    expect((await unread('staff')).events[event]).toBe(2);

    await marked('family', event, third);
    const after = await unread('family');
    expect(after.events[event]).toBeUndefined();
    expect(after.total).toBe(family.total - 2);
  });

  it('never moves a mark back: a late call with an older post changes nothing', async () => {
    const event = await newEvent('Unread: never back');
    const first = await post('staff', event, 'Bring water');
    const second = await post('staff', event, 'And sunscreen');
    await marked('family', event, second);
    await marked('family', event, first);
    expect((await unread('family')).events[event]).toBeUndefined();
    await post('admin', event, 'And hats');
    expect((await unread('family')).events[event]).toBe(1);
  });

  it('leaves out the reader’s own posts, deleted posts and hidden posts', async () => {
    const event = await newEvent('Unread: what counts');
    await post('family', event, 'My own question');
    const deleted = await post('staff', event, 'A typo');
    const hidden = await post('staff', event, 'Off topic');
    await post('staff', event, 'The answer');
    const del = await call('staff', 'DELETE', `/api/conversation-posts/${deleted}`);
    expect(del.statusCode, del.body).toBe(204);
    const hide = await call('admin', 'PUT', `/api/conversation-posts/${hidden}/hide`, {
      reason: 'Not about the game',
    });
    expect(hide.statusCode, hide.body).toBe(204);
    expect((await unread('family')).events[event]).toBe(1);
  });

  it('refuses a member who may not see the event as the read does, and counts nothing of it', async () => {
    const twelve = (await call('admin', 'GET', '/api/teams'))
      .json<Team[]>()
      .find((x) => x.name === '12U Riverhawks')!.id;
    const event = await newEvent('Unread: 12U only', [twelve]);
    const id = await post('admin', event, 'Team photo at 4');
    const outsider = await newMember('Oscar');
    const read = await call(outsider, 'GET', `/api/conversations/event/${event}`);
    const mark = await markRead(outsider, event, id);
    expect([read.statusCode, mark.statusCode]).toEqual([404, 404]);
    expect(message(mark)).toBe(message(read));
    expect((await unread(outsider)).events[event]).toBeUndefined();
    expect((await unread('admin')).events[event]).toBeUndefined();
    expect((await unread('staff')).events[event]).toBe(1);
  });

  it('refuses a mark naming a post of another conversation, or no post, with a clear 400', async () => {
    const event = await newEvent('Unread: bad marks');
    const other = await newEvent('Unread: elsewhere');
    const elsewhere = await post('staff', other, 'Elsewhere');
    const wrong = await markRead('family', event, elsewhere);
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe('That post is not in this conversation');
    const invalid = await markRead('family', event, 'latest', 'es');
    expect(invalid.statusCode).toBe(400);
    expect(message(invalid)).toBe(
      'Indica la última publicación leída (su identificador, un número entero mayor que 0)',
    );
    const malformed = await call('family', 'POST', '/api/conversations/event/nope/read', {
      lastPostId: 1,
    });
    expect(malformed.statusCode).toBe(400);
    expect((await unread('family')).events[other]).toBe(1);
  });
});

describe('unread counts of pinned posts’ and content items’ conversations', () => {
  const db = () => t.database.db;
  async function twelveU() {
    return (await call('admin', 'GET', '/api/teams'))
      .json<Team[]>()
      .find((x) => x.name === '12U Riverhawks')!.id;
  }
  async function postOn(who: string, kind: 'pinned' | 'content', id: string, body: string) {
    const res = await call(who, 'POST', `/api/conversations/${kind}/${id}/posts`, { body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }
  const markOn = (who: string, kind: 'pinned' | 'content', id: string, lastPostId: number) =>
    call(who, 'POST', `/api/conversations/${kind}/${id}/read`, { lastPostId });

  it('counts a 12U pinned post’s posts for a 12U family, not for a member outside it, until read', async () => {
    const twelve = await twelveU();
    const { id } = await db()
      .insertInto('pinned_posts')
      .values({ post_link: '/events/all', post_name: 'Unread: 12U banner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('pinned_post_teams').values({ post_id: id, team_id: twelve }).execute();
    const pinned = String(id);
    const outsider = await newMember('Pia');
    const before = await unread('family');
    const outsiderBefore = await unread(outsider);

    await postOn('staff', 'pinned', pinned, 'Picture day moved to Friday');
    const last = await postOn('admin', 'pinned', pinned, 'Bring the white jerseys');

    const family = await unread('family');
    expect(family.pinned[pinned]).toBe(2);
    expect(family.total).toBe(before.total + 2);
    // The events' line still names an event, never a pinned post.
    expect(family.latestEventId).toBe(before.latestEventId);
    const other = await unread(outsider);
    expect(other.pinned[pinned]).toBeUndefined();
    expect(other.total).toBe(outsiderBefore.total);
    // Refused as the read is: the outsider cannot mark it either.
    expect((await markOn(outsider, 'pinned', pinned, last)).statusCode).toBe(404);

    const marked = await markOn('family', 'pinned', pinned, last);
    expect(marked.statusCode, marked.body).toBe(204);
    const after = await unread('family');
    expect(after.pinned[pinned]).toBeUndefined();
    expect(after.total).toBe(before.total);
    // Each member's count is their own.
    expect((await unread('staff')).pinned[pinned]).toBe(1);
  });

  it('stops counting a pinned post’s posts once the post is past its last day (off the home page)', async () => {
    const { id } = await db()
      .insertInto('pinned_posts')
      .values({ post_link: '/events/all', post_name: 'Unread: ends soon' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pinned = String(id);
    await postOn('staff', 'pinned', pinned, 'Last call for the raffle');
    const shown = await unread('family');
    expect(shown.pinned[pinned]).toBe(1);

    // Its last day was yesterday, wherever the team is: the banner is gone, so is its count.
    await db()
      .updateTable('pinned_posts')
      .set({ expires_on: sql<string>`current_date - 2` })
      .where('id', '=', id)
      .execute();
    const gone = await unread('family');
    expect(gone.pinned[pinned]).toBeUndefined();
    expect(gone.total).toBe(shown.total - 1);
  });

  it('counts a content item’s posts for those of its audience, keyed by the item', async () => {
    const twelve = await twelveU();
    const { id: content } = await db()
      .insertInto('content')
      .values({
        description: 'Unread: 12U lineup',
        file_name: 'unread-lineup.pdf',
        file_type: 'pdf',
        content_type: 'application/pdf',
        blob_key: 'unread-lineup',
        tags: [],
        category: 'Road Trip Information',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('content_teams')
      .values({ content_id: content, team_id: twelve })
      .execute();
    const outsider = await newMember('Quinn');
    const first = await postOn('staff', 'content', content, 'Lineup for Saturday is up');
    await postOn('family', 'content', content, 'Thanks!');

    // The family's own post is not unread to them.
    expect((await unread('family')).content[content]).toBe(1);
    expect((await unread('admin')).content[content]).toBe(2);
    expect((await unread(outsider)).content[content]).toBeUndefined();

    expect((await markOn('family', 'content', content, first)).statusCode).toBe(204);
    expect((await unread('family')).content[content]).toBeUndefined();
    // Unread again when another post comes.
    await postOn('admin', 'content', content, 'Batting order changed');
    expect((await unread('family')).content[content]).toBe(1);
  });
});
