import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { POST_EDIT_MINUTES, type Conversation, type Team } from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

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
const read = async (who: string, kind: string, id: string, language = 'en') => {
  const res = await call(who, 'GET', `/api/conversations/${kind}/${id}`, undefined, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Conversation>();
};
const post = (who: string, kind: string, id: string, body: string, parentId?: number) =>
  call(who, 'POST', `/api/conversations/${kind}/${id}/posts`, {
    body,
    ...(parentId !== undefined && { parentId }),
  });
const postId = async (res: Promise<LightMyRequestResponse>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(201);
  return done.json<{ id: number }>().id;
};
const teamId = async (name: string) =>
  (await call('admin', 'GET', '/api/teams')).json<Team[]>().find((x) => x.name === name)!.id;
async function member(first: string, hidden = false) {
  const { id } = await db()
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Talktest',
      email: `${first.toLowerCase()}.talktest@families.riverhawks.test`,
      is_site_user: true,
      permissions: ['view:contacts'],
      hide_contact_from_others: hidden,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('a conversation under an event', () => {
  it('members who see the event post and reply, one level deep, oldest first with replies after their post', async () => {
    const event = await newEvent('Talk: rain check');
    expect((await read('family', 'event', event)).posts).toEqual([]);
    const first = await postId(post('family', 'event', event, 'Is the game moved for rain?'));
    const second = await postId(post('staff', 'event', event, 'Bring umbrellas, everyone'));
    const reply = await postId(post('admin', 'event', event, 'Still on at 5 PM', first));

    const seen = await read('family', 'event', event);
    expect(seen.readOnly).toBe(false);
    expect(seen.posts.map((p) => [p.id, p.parentId, p.body])).toEqual([
      [first, null, 'Is the game moved for rain?'],
      [reply, first, 'Still on at 5 PM'],
      [second, null, 'Bring umbrellas, everyone'],
    ]);
    expect(seen.posts.map((p) => p.mine)).toEqual([true, false, false]);
    expect(seen.posts[0]!.authorName).toBe('Fiona Family');

    const deeper = await post('staff', 'event', event, 'A reply to a reply', reply);
    expect(deeper.statusCode).toBe(409);
    expect(message(deeper)).toBe('Replies are one level deep: answer the first post instead');
    const elsewhere = await newEvent('Talk: another event');
    const wrongThread = await post('family', 'event', elsewhere, 'Answering across', first);
    expect(wrongThread.statusCode).toBe(400);
    expect((await read('admin', 'event', elsewhere)).posts).toEqual([]);
  });

  it('is closed to a member who cannot see the event: a 12U event’s to a family without a 12U child', async () => {
    const twelve = await newEvent('Talk: 12U only', [await teamId('12U Riverhawks')]);
    await postId(post('family', 'event', twelve, 'See you there'));
    const outsider = await member('Olive');
    const refused = await call(outsider, 'GET', `/api/conversations/event/${twelve}`);
    expect(refused.statusCode).toBe(404);
    expect((await post(outsider, 'event', twelve, 'Can I post?')).statusCode).toBe(404);
    expect((await read('family', 'event', twelve)).posts).toHaveLength(1);
  });

  it('names a hidden member "A member" to others, in the reader’s language, and by name to themself', async () => {
    const event = await newEvent('Talk: hidden poster');
    const hidden = await member('Hana', true);
    await postId(post(hidden, 'event', event, 'Thanks for the snacks!'));
    const toFamily = await read('family', 'event', event);
    expect(toFamily.posts[0]).toMatchObject({ authorId: null, authorName: 'A member' });
    expect((await read('family', 'event', event, 'es')).posts[0]!.authorName).toBe('Un miembro');
    expect((await read(hidden, 'event', event)).posts[0]).toMatchObject({
      authorId: hidden,
      authorName: 'Hana Talktest',
      mine: true,
    });
    // An admin sees every contact, hidden ones too.
    expect((await read('admin', 'event', event)).posts[0]!.authorName).toBe('Hana Talktest');
  });
});

describe('editing and deleting', () => {
  it('the author edits within the window, then may only delete; nobody else may do either', async () => {
    const event = await newEvent('Talk: edits');
    const id = await postId(post('family', 'event', event, 'Snaks are on us'));
    const edited = await call('family', 'PUT', `/api/conversation-posts/${id}`, {
      body: 'Snacks are on us',
    });
    expect(edited.statusCode, edited.body).toBe(204);
    const afterEdit = (await read('staff', 'event', event)).posts[0]!;
    expect(afterEdit.body).toBe('Snacks are on us');
    expect(afterEdit.editedAt).not.toBeNull();

    const other = await call('staff', 'PUT', `/api/conversation-posts/${id}`, { body: 'Mine now' });
    expect(other.statusCode).toBe(403);
    expect(message(other)).toBe('You can only change your own posts');
    expect((await call('staff', 'DELETE', `/api/conversation-posts/${id}`)).statusCode).toBe(403);

    // Written POST_EDIT_MINUTES ago: the window is over.
    await db()
      .updateTable('conversation_posts')
      .set({ created_at: new Date(Date.now() - POST_EDIT_MINUTES * 60_000 - 1000) })
      .where('id', '=', id)
      .execute();
    const late = await call(
      'family',
      'PUT',
      `/api/conversation-posts/${id}`,
      { body: 'Too late' },
      'es',
    );
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(
      'Una publicación se puede editar durante 15 minutos después de escribirla; todavía puedes borrarla',
    );
    expect((await call('family', 'DELETE', `/api/conversation-posts/${id}`)).statusCode).toBe(204);
  });

  it('a deleted post keeps its place and replies, without its text; it cannot be answered again', async () => {
    const event = await newEvent('Talk: deletes');
    const first = await postId(post('family', 'event', event, 'My phone number is 555-0100'));
    const reply = await postId(post('staff', 'event', event, 'Got it', first));
    expect((await call('family', 'DELETE', `/api/conversation-posts/${first}`)).statusCode).toBe(
      204,
    );
    const seen = await read('staff', 'event', event);
    expect(seen.posts.map((p) => [p.id, p.deleted, p.body])).toEqual([
      [first, true, ''],
      [reply, false, 'Got it'],
    ]);
    const stored = await db()
      .selectFrom('conversation_posts')
      .select('body')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe('');
    expect((await post('admin', 'event', event, 'Late answer', first)).statusCode).toBe(409);
    const edit = await call('family', 'PUT', `/api/conversation-posts/${first}`, { body: 'Back' });
    expect(edit.statusCode).toBe(409);
  });
});

describe('content and pinned posts', () => {
  it('follow their own rule: a 12U document’s conversation is the 12U families’', async () => {
    const twelve = await teamId('12U Riverhawks');
    const contentId = (
      await db()
        .insertInto('content')
        .values({
          description: 'Talk: 12U lineup',
          file_name: 'lineup.pdf',
          file_type: 'pdf',
          content_type: 'application/pdf',
          blob_key: 'talk-lineup',
          tags: [],
          category: 'Road Trip Information',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db()
      .insertInto('content_teams')
      .values({ content_id: contentId, team_id: twelve })
      .execute();
    await postId(post('family', 'content', contentId, 'Who bats first?'));
    const outsider = await member('Oscar');
    expect(
      (await call(outsider, 'GET', `/api/conversations/content/${contentId}`)).statusCode,
    ).toBe(404);

    const pinned = await db()
      .insertInto('pinned_posts')
      .values({ post_link: '/schedule', post_name: 'Talk: pinned' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postId(post(outsider, 'pinned', String(pinned.id), 'Thank you!'));
    expect((await read('family', 'pinned', String(pinned.id))).posts).toHaveLength(1);
    await db()
      .insertInto('pinned_post_teams')
      .values({ post_id: pinned.id, team_id: twelve })
      .execute();
    expect((await call(outsider, 'GET', `/api/conversations/pinned/${pinned.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses an id of the wrong shape with a 400 that says so, and an empty post', async () => {
    const bad = await call('family', 'GET', '/api/conversations/event/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('That is not a valid id for an event');
    const badEs = await call('family', 'GET', '/api/conversations/pinned/x1', undefined, 'es');
    expect(message(badEs)).toBe('Ese no es un identificador válido para un anuncio fijado');
    const event = await newEvent('Talk: empty');
    const empty = await post('family', 'event', event, '   ');
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Write a post of 1 to 2000 characters');
    const unknownKind = await call('family', 'GET', `/api/conversations/video/${event}`);
    expect(unknownKind.statusCode).toBe(400);
  });
});

describe('locked conversations and past seasons', () => {
  it('a locked conversation is read only: no new post or edit, deleting one’s own still allowed', async () => {
    const event = await newEvent('Talk: locked');
    const id = await postId(post('family', 'event', event, 'Before the lock'));
    await db()
      .updateTable('conversations')
      .set({ locked_at: new Date() })
      .where('event_id', '=', event)
      .execute();
    expect((await read('family', 'event', event)).readOnly).toBe(true);
    const refused = await post('staff', 'event', event, 'After the lock');
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe('This conversation is locked: it can be read but not added to');
    expect(
      (await call('family', 'PUT', `/api/conversation-posts/${id}`, { body: 'Edited' })).statusCode,
    ).toBe(409);
    expect((await call('family', 'DELETE', `/api/conversation-posts/${id}`)).statusCode).toBe(204);
  });

  it('a past season’s event’s conversation is read only', async () => {
    const archived = await db()
      .selectFrom('events')
      .select('id')
      .where(sql<boolean>`season_id <> current_season_id()`)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('event_affiliations')
              .select('event_id')
              .whereRef('event_id', '=', 'events.id'),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('event_teams').select('event_id').whereRef('event_id', '=', 'events.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    expect((await read('family', 'event', archived.id)).readOnly).toBe(true);
    const refused = await post('family', 'event', archived.id, 'Last year!');
    expect(refused.statusCode).toBe(409);
  });
});

const newestAudit = (action: string) =>
  db()
    .selectFrom('audit_log')
    .select(['actor_id', 'entity_id', 'detail'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

describe('moderation', () => {
  it('a team manager hides a post of their team’s event with a reason: the author reads it, the others read a gap', async () => {
    const event = await newEvent('Talk: 12U moderation', [await teamId('12U Riverhawks')]);
    const id = await postId(post('admin', 'event', event, 'Sell my old cleats, DM me'));
    const hide = await call('staff', 'PUT', `/api/conversation-posts/${id}/hide`, {
      reason: 'Not about this game',
    });
    expect(hide.statusCode, hide.body).toBe(204);

    const byAuthor = (await read('admin', 'event', event)).posts[0]!;
    expect([byAuthor.hidden, byAuthor.hiddenReason, byAuthor.body]).toEqual([
      true,
      'Not about this game',
      'Sell my old cleats, DM me',
    ]);
    const byAdminOther = (await read('staff', 'event', event)).posts[0]!;
    expect(byAdminOther.hiddenReason).toBe('Not about this game');
    const audit = await newestAudit('conversation.hide');
    expect([audit?.entity_id, audit?.actor_id]).toEqual([String(id), await t.contactId('staff')]);
    expect((audit?.detail as { label: string }).label).toBe('Not about this game');

    // Hidden: its author may no longer rewrite it (only delete it).
    const edit = await call('admin', 'PUT', `/api/conversation-posts/${id}`, { body: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(message(edit)).toBe('A manager hid this post: it can no longer be edited, only deleted');
  });

  it('others read nothing of a hidden post; a member who is no manager may not hide one (403, both languages)', async () => {
    const event = await newEvent('Talk: club moderation');
    const id = await postId(post('family', 'event', event, 'Rude words here'));
    const refused = await call('family', 'PUT', `/api/conversation-posts/${id}/hide`, {
      reason: 'Mine',
    });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(
      'Only the managers of its teams and the admins can moderate this conversation',
    );
    // staff manages 12U only: a club-wide event is not theirs to moderate.
    const staff = await call(
      'staff',
      'PUT',
      `/api/conversation-posts/${id}/hide`,
      { reason: 'Rude' },
      'es',
    );
    expect(staff.statusCode).toBe(403);
    expect(message(staff)).toBe(
      'Solo los responsables de sus equipos y los administradores pueden moderar esta conversación',
    );
    const empty = await call('admin', 'PUT', `/api/conversation-posts/${id}/hide`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Give a reason of 1 to 200 characters');

    expect(
      (await call('admin', 'PUT', `/api/conversation-posts/${id}/hide`, { reason: 'Rude' }))
        .statusCode,
    ).toBe(204);
    const byStaff = (await read('staff', 'event', event)).posts[0]!;
    expect([byStaff.hidden, byStaff.hiddenReason, byStaff.body]).toEqual([true, null, '']);
    const byAuthor = (await read('family', 'event', event, 'es')).posts[0]!;
    expect([byAuthor.hiddenReason, byAuthor.body]).toEqual(['Rude', 'Rude words here']);
    expect((await read('admin', 'event', event)).canModerate).toBe(true);
    expect((await read('family', 'event', event)).canModerate).toBe(false);
  });

  it('a manager locks and unlocks a conversation; nobody posts while it is locked; others may not lock', async () => {
    const event = await newEvent('Talk: lock by route');
    const refused = await call('family', 'PUT', `/api/conversations/event/${event}/lock`, {
      locked: true,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call('admin', 'PUT', `/api/conversations/event/${event}/lock`, {
      locked: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Say whether the conversation is locked (true or false)');

    const lock = await call('admin', 'PUT', `/api/conversations/event/${event}/lock`, {
      locked: true,
    });
    expect(lock.statusCode, lock.body).toBe(204);
    const seen = await read('family', 'event', event);
    expect([seen.locked, seen.readOnly]).toEqual([true, true]);
    // 'it' posts here: the family has used much of its posts-per-minute in this file.
    const posting = await post('it', 'event', event, 'Still there?');
    expect(posting.statusCode).toBe(409);
    expect(message(posting)).toBe('This conversation is locked: it can be read but not added to');
    const locked = await newestAudit('conversation.lock');
    expect(locked?.actor_id).toBe(await t.contactId('admin'));
    expect((locked?.detail as { label: string }).label).toBe(`event:${event}`);

    await call('admin', 'PUT', `/api/conversations/event/${event}/lock`, { locked: false });
    expect((await read('family', 'event', event)).locked).toBe(false);
    expect((await post('it', 'event', event, 'Open again')).statusCode).toBe(201);
    expect((await newestAudit('conversation.unlock'))?.entity_id).toBe(locked?.entity_id);
  });
});
