import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  POSTS_PER_MINUTE_MAX,
  type ConversationModeration,
  type Conversation,
  type Team,
} from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;
const { call, message } = apiCalls(t);

afterEach(() => vi.useRealTimers());

async function newEvent(name: string, teams?: number[]) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const teamId = async (name: string) =>
  (await call('admin', 'GET', '/api/teams')).json<Team[]>().find((x) => x.name === name)!.id;
const read = async (who: string, event: string, language = 'en') => {
  const res = await call(who, 'GET', `/api/conversations/event/${event}`, undefined, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Conversation>();
};
const moderation = async (who: string, event: string) => {
  const res = await call(who, 'GET', `/api/conversations/event/${event}/moderation`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConversationModeration>();
};
const post = (who: string, event: string, body: string) =>
  call(who, 'POST', `/api/conversations/event/${event}/posts`, { body });
const postId = async (res: Promise<LightMyRequestResponse>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(201);
  return done.json<{ id: number }>().id;
};
let made = 0;
/** A fresh family member: each posts little, so the per-minute posting limit never bites. */
async function member() {
  made += 1;
  const { id } = await db()
    .insertInto('contacts')
    .values({
      first_name: `Mo${made}`,
      last_name: 'Modtest',
      email: `mo${made}.modtest@families.riverhawks.test`,
      is_site_user: true,
      permissions: ['view:contacts'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
const newestAudit = (action: string) =>
  db()
    .selectFrom('audit_log')
    .select(['actor_id', 'entity_id', 'detail'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

const audits = (action: string, entityId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['actor_id', 'detail'])
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

describe('un-hiding', () => {
  it('a moderator shows a hidden post again, audited; a member may not; a shown post is a 409', async () => {
    const event = await newEvent('Mod: unhide');
    const author = await member();
    const id = await postId(post(author, event, 'Borderline joke'));
    await call('admin', 'PUT', `/api/conversation-posts/${id}/hide`, { reason: 'Rude' });
    expect((await read('family', event)).posts[0]!.body).toBe('');

    const refused = await call('family', 'PUT', `/api/conversation-posts/${id}/unhide`);
    expect(refused.statusCode).toBe(403);
    const shown = await call('admin', 'PUT', `/api/conversation-posts/${id}/unhide`);
    expect(shown.statusCode, shown.body).toBe(204);
    const seen = (await read('family', event)).posts[0]!;
    expect([seen.hidden, seen.body, seen.hiddenReason]).toEqual([false, 'Borderline joke', null]);
    const audit = await newestAudit('conversation.unhide');
    expect([audit?.entity_id, audit?.actor_id]).toEqual([String(id), await t.contactId('admin')]);
    // The Audit Log shows a label as the target's name: the conversation's internal topic is not one.
    expect(audit?.detail).not.toHaveProperty('label');

    const again = await call('admin', 'PUT', `/api/conversation-posts/${id}/unhide`, {}, 'es');
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('Esta publicación no está oculta');
  });
});

describe('muting', () => {
  it('a muted member may not post until the time passes (403 saying until when, both languages)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-01T12:00:00Z') });
    const event = await newEvent('Mod: mute an hour');
    const author = await member();
    const id = await postId(post(author, event, 'Spam spam spam'));
    const mute = await call('admin', 'POST', `/api/conversation-posts/${id}/mute`, {
      duration: 'hour',
      reason: 'Spamming',
    });
    expect(mute.statusCode, mute.body).toBe(201);
    expect(mute.json<{ until: string }>().until).toBe('2031-05-01T13:00:00.000Z');

    const refused = await post(author, event, 'More spam');
    expect(refused.statusCode).toBe(403);
    // TEAM_TIME_ZONE of the test app: the club's clock, not the server's.
    expect(message(refused)).toMatch(
      /^A manager muted you in this conversation until May 1, 2031, .+ \(Spamming\): you can read it but not post$/,
    );
    const es = await call(
      author,
      'POST',
      `/api/conversations/event/${event}/posts`,
      { body: 'Más' },
      'es',
    );
    expect(message(es)).toMatch(
      /^Un responsable te silenció en esta conversación hasta el 1 may 2031/,
    );
    expect((await moderation(author, event)).mutedUntil).toBe('2031-05-01T13:00:00.000Z');
    // Nor rewrite what they posted (still within the edit window): the same 403, the text kept.
    const edit = await call(author, 'PUT', `/api/conversation-posts/${id}`, {
      body: 'Edited spam',
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(message(edit)).toMatch(/^A manager muted you in this conversation until May 1, 2031/);
    expect((await read(author, event)).posts.find((p) => p.id === id)?.body).toBe('Spam spam spam');
    // Club-wide (an admin's): every conversation.
    const other = await newEvent('Mod: elsewhere');
    expect((await post(author, other, 'Here then')).statusCode).toBe(403);

    vi.setSystemTime(new Date('2031-05-01T13:00:01Z'));
    expect((await post(author, event, 'I am back')).statusCode).toBe(201);
    expect((await moderation(author, event)).mutedUntil).toBeNull();
    const audit = await newestAudit('conversation.mute');
    expect(audit?.actor_id).toBe(await t.contactId('admin'));
    expect(audit?.detail).toMatchObject({ label: 'Spamming', subjectId: author });
  });

  it('editing is rate-limited per member as posting is (429 past the limit)', async () => {
    const event = await newEvent('Mod: many edits');
    const author = await member();
    const id = await postId(post(author, event, 'Draft'));
    for (let i = 0; i < POSTS_PER_MINUTE_MAX; i++) {
      const res = await call(author, 'PUT', `/api/conversation-posts/${id}`, {
        body: `Draft ${i}`,
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    const over = await call(author, 'PUT', `/api/conversation-posts/${id}`, { body: 'One more' });
    expect(over.statusCode).toBe(429);
  });

  it('a team manager mutes in their team’s events only, not in another team’s or club-wide ones', async () => {
    const twelve = await teamId('12U Riverhawks');
    const event = await newEvent('Mod: 12U game', [twelve]);
    const clubWide = await newEvent('Mod: club picnic');
    const author = await member();
    await db()
      .insertInto('team_members')
      .values({ team_id: twelve, contact_id: author, role: 'player' })
      .execute();
    const inTeam = await postId(post(author, event, 'Off topic'));
    const inClub = await postId(post(author, clubWide, 'Off topic too'));

    const refused = await call('staff', 'POST', `/api/conversation-posts/${inClub}/mute`, {
      duration: 'day',
    });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(
      'Only the managers of its teams and the admins can moderate this conversation',
    );
    const byMember = await call('family', 'POST', `/api/conversation-posts/${inTeam}/mute`, {
      duration: 'day',
    });
    expect(byMember.statusCode).toBe(403);

    const muted = await call('staff', 'POST', `/api/conversation-posts/${inTeam}/mute`, {
      duration: 'week',
    });
    expect(muted.statusCode, muted.body).toBe(201);
    expect((await post(author, event, 'Again')).statusCode).toBe(403);
    // The 12U mute does not reach a club-wide conversation.
    expect((await post(author, clubWide, 'Still here')).statusCode).toBe(201);

    const seen = await moderation('staff', event);
    // (The first test's club-wide mute, until 2031 on the fake clock, is listed too.)
    const theirs = seen.mutes.filter((m) => m.contactId === author);
    expect(theirs.map((m) => [m.name, m.canLift])).toEqual([
      [expect.stringMatching(/^Mo\d+ Modtest$/), true],
    ]);
    // Whatever club-wide mute another test left (tests run in any order): not the manager's.
    for (const m of seen.mutes.filter((m) => m.contactId !== author)) {
      expect(m.canLift).toBe(false);
    }
    // Unmuting: not by a member; by the manager, audited; twice is a 409.
    const muteId = theirs[0]!.id;
    expect((await call('family', 'DELETE', `/api/conversation-mutes/${muteId}`)).statusCode).toBe(
      403,
    );
    const lifted = await call('staff', 'DELETE', `/api/conversation-mutes/${muteId}`);
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect((await newestAudit('conversation.unmute'))?.entity_id).toBe(String(muteId));
    expect((await post(author, event, 'Thanks')).statusCode).toBe(201);
    expect((await call('staff', 'DELETE', `/api/conversation-mutes/${muteId}`)).statusCode).toBe(
      409,
    );
  });

  it('refuses a bad duration or a past date with a 400 that says so', async () => {
    const event = await newEvent('Mod: bad mutes');
    const id = await postId(post(await member(), event, 'Hello'));
    const bad = await call('admin', 'POST', `/api/conversation-posts/${id}/mute`, {
      duration: 'year',
    });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Choose how long: an hour, a day, a week, or a date');
    const neither = await call('admin', 'POST', `/api/conversation-posts/${id}/mute`, {}, 'es');
    expect(neither.statusCode).toBe(400);
    expect(message(neither)).toBe('Elige cuánto tiempo: una hora, un día, una semana o una fecha');
    const past = await call('admin', 'POST', `/api/conversation-posts/${id}/mute`, {
      until: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(message(past)).toBe('Choose a date in the future, within 365 days');
  });
});

describe('reports', () => {
  it('a member reports a post once (409 the second time); moderators see it and dismiss it', async () => {
    const event = await newEvent('Mod: report dismissed');
    const author = await member();
    const id = await postId(post(author, event, 'Questionable'));
    const first = await call('family', 'POST', `/api/conversation-posts/${id}/reports`, {
      reason: 'Feels rude',
    });
    expect(first.statusCode, first.body).toBe(201);
    // Audited as the moderators' own actions are: who reported which post, why, whose post.
    const reported = await newestAudit('conversation.report');
    expect([reported?.actor_id, reported?.entity_id]).toEqual([
      await t.contactId('family'),
      String(id),
    ]);
    expect(reported?.detail).toMatchObject({
      label: 'Feels rude',
      topic: `event:${event}`,
      subjectId: author,
      subjectName: 'Mo' + made + ' Modtest',
    });
    const twice = await call('family', 'POST', `/api/conversation-posts/${id}/reports`, {});
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe('You have already reported this post');
    const own = await call(author, 'POST', `/api/conversation-posts/${id}/reports`, {});
    expect(own.statusCode).toBe(409);
    // Refused reports leave no row.
    expect(await audits('conversation.report', id)).toHaveLength(1);
    expect((await moderation('family', event)).reportedPostIds).toEqual([id]);
    // Members see no one's reports; the moderators do.
    expect((await moderation('family', event)).reports).toEqual([]);
    expect((await moderation('admin', event)).reports).toEqual([
      {
        postId: id,
        count: 1,
        reasons: ['Feels rude'],
        excerpt: 'Questionable',
        authorName: expect.any(String),
      },
    ]);

    const byMember = await call('family', 'PUT', `/api/conversation-posts/${id}/reports`, {
      resolution: 'dismissed',
    });
    expect(byMember.statusCode).toBe(403);
    const dismissed = await call('admin', 'PUT', `/api/conversation-posts/${id}/reports`, {
      resolution: 'dismissed',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect((await moderation('admin', event)).reports).toEqual([]);
    expect((await read('family', event)).posts[0]!.hidden).toBe(false);
    const audit = await newestAudit('conversation.reportResolved');
    expect([audit?.actor_id, audit?.entity_id]).toEqual([await t.contactId('admin'), String(id)]);
    expect(audit?.detail).toMatchObject({ label: 'dismissed', count: 1 });
    const none = await call('admin', 'PUT', `/api/conversation-posts/${id}/reports`, {
      resolution: 'dismissed',
    });
    expect(none.statusCode).toBe(409);
  });

  it('resolving by hiding hides the post with the reason its author reads', async () => {
    const event = await newEvent('Mod: report hidden');
    const author = await member();
    const id = await postId(post(author, event, 'Buy my stuff'));
    await call('family', 'POST', `/api/conversation-posts/${id}/reports`, {});
    await call('staff', 'POST', `/api/conversation-posts/${id}/reports`, { reason: 'Ad' });
    expect((await moderation('admin', event)).reports[0]).toMatchObject({
      count: 2,
      reasons: ['Ad'],
    });
    const noReason = await call('admin', 'PUT', `/api/conversation-posts/${id}/reports`, {
      resolution: 'hidden',
    });
    expect(noReason.statusCode).toBe(400);
    const hidden = await call('admin', 'PUT', `/api/conversation-posts/${id}/reports`, {
      resolution: 'hidden',
      reason: 'No adverts here',
    });
    expect(hidden.statusCode, hidden.body).toBe(204);
    expect((await read(author, event)).posts[0]).toMatchObject({
      hidden: true,
      hiddenReason: 'No adverts here',
    });
    expect((await newestAudit('conversation.hide'))?.entity_id).toBe(String(id));
    expect((await newestAudit('conversation.reportResolved'))?.detail).toMatchObject({
      label: 'hidden',
      count: 2,
    });
    // Each report is its own row; one without a reason has no label.
    const reports = await audits('conversation.report', id);
    expect(
      reports.map((r) => [r.actor_id, (r.detail as { label?: string }).label ?? null]),
    ).toEqual([
      [await t.contactId('family'), null],
      [await t.contactId('staff'), 'Ad'],
    ]);
  });

  it('a member who may not read the post cannot report it (404)', async () => {
    const twelve = await teamId('12U Riverhawks');
    const event = await newEvent('Mod: 12U only', [twelve]);
    const id = await postId(post('admin', event, 'Team only'));
    const outsider = await member();
    const refused = await call(outsider, 'POST', `/api/conversation-posts/${id}/reports`, {});
    expect(refused.statusCode).toBe(404);
  });
});
