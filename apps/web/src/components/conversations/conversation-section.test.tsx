import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, ConversationPost } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { ConversationSection } from './conversation-section';
import { PostText } from './post-text';

afterEach(() => {
  vi.unstubAllGlobals();
});

const now = new Date().toISOString();
const post = (over: Partial<ConversationPost>): ConversationPost => ({
  id: 1,
  parentId: null,
  authorId: 'someone',
  authorName: 'Sam Staff',
  body: 'Is the game moved for rain?',
  createdAt: now,
  editedAt: null,
  deleted: false,
  mine: false,
  hidden: false,
  hiddenReason: null,
  ...over,
});
const answer = (over: Partial<Conversation> = {}): Conversation => ({
  kind: 'event',
  subjectId: 'e1',
  readOnly: false,
  locked: false,
  canModerate: false,
  posts: [
    post({}),
    post({ id: 2, parentId: 1, authorName: 'Fiona Family', body: 'Still on', mine: true }),
    post({ id: 3, authorName: 'A member', authorId: null, body: '', deleted: true }),
  ],
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(read: () => Conversation, calls: string[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if (url === '/api/conversations/event/e1') return json(read());
    if (url === '/api/conversations/event/e1/posts') return json({ id: 9 }, 201);
    if (url.endsWith('/hide') || url.endsWith('/lock')) return new Response(null, { status: 204 });
    return json({ message: 'no' }, 404);
  });
}

describe('the conversation under an event', () => {
  it('shows posts with their replies nested, a deleted post as a gap, and posts a reply', async () => {
    const calls: string[] = [];
    serve(() => answer(), calls);
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    const replies = await screen.findByRole('list', { name: 'Replies to Sam Staff' });
    expect(within(replies).getByText('Still on')).toBeVisible();
    expect(screen.getByText('This post was deleted.')).toBeVisible();
    // Only one's own posts can be edited or deleted; a deleted post cannot be answered.
    expect(screen.getAllByRole('button', { name: /^Delete your post/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Reply to/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reply to Sam Staff' }));
    const box = screen.getByRole('textbox', { name: 'Reply to Sam Staff' });
    fireEvent.change(box, { target: { value: '  Thanks!  ' } });
    const send = screen.getByRole('button', { name: 'Reply' });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(calls).toContain(
      'POST /api/conversations/event/e1/posts {"body":"Thanks!","parentId":1,"mentions":[]}',
    );
    // Taken: the reply box closes and the conversation is read again.
    await vi.waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Reply to Sam Staff' })).toBeNull(),
    );
    expect(calls.filter((c) => c === 'GET /api/conversations/event/e1')).toHaveLength(2);
  });

  it('reads only, with no box, when the conversation is closed', async () => {
    serve(() => answer({ readOnly: true }), []);
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    expect(
      await screen.findByText('This conversation is closed: you can read it but not add to it.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit your post/ })).toBeNull();
  });
});

describe('moderation', () => {
  it('shows the author why their post was hidden, the others a gap, and a locked notice', async () => {
    serve(
      () =>
        answer({
          readOnly: true,
          locked: true,
          posts: [
            post({ id: 1, mine: true, hidden: true, hiddenReason: 'Off topic', body: 'Cleats' }),
            post({ id: 2, hidden: true, body: '' }),
          ],
        }),
      [],
    );
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    expect(await screen.findByText('Hidden by a manager: Off topic')).toBeVisible();
    expect(screen.getByText('A post was hidden.')).toBeVisible();
    expect(
      screen.getByText('This conversation is locked: you can read it but not add to it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
  });

  it('lets a manager hide a post with a reason and lock the conversation', async () => {
    const calls: string[] = [];
    serve(() => answer({ canModerate: true }), calls);
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    const hide = await screen.findByRole('button', { name: /^Hide the post of Sam Staff/ });
    fireEvent.click(hide);
    const why = screen.getByLabelText('Why hide this post? Its author will see the reason.');
    // No reason, no hiding: the form's Hide waits for one.
    expect(screen.getByRole('button', { name: 'Hide' })).toBeDisabled();
    fireEvent.change(why, { target: { value: '  Not about this game ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    });
    expect(calls).toContain('PUT /api/conversation-posts/1/hide {"reason":"Not about this game"}');
    await waitFor(() =>
      expect(
        screen.queryByLabelText('Why hide this post? Its author will see the reason.'),
      ).toBeNull(),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    });
    expect(calls).toContain('PUT /api/conversations/event/e1/lock {"locked":true}');
  });
});

describe('a post’s text', () => {
  it('makes web addresses links and keeps everything else as text, markup included', () => {
    renderWithApp({
      ui: <PostText text={'See https://example.test/rain-policy. <b>not bold</b>'} />,
    });
    const link = screen.getByRole('link', { name: 'https://example.test/rain-policy' });
    expect(link.getAttribute('href')).toBe('https://example.test/rain-policy');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('following and mentions', () => {
  function serveFollow(calls: string[], state: { following: boolean }) {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
      if (url === '/api/conversations/event/e1') return json(answer());
      if (url === '/api/conversations/event/e1/follow') {
        if (init.method === 'PUT') state.following = JSON.parse(String(init.body)).following;
        return json({ following: state.following });
      }
      if (url.startsWith('/api/conversations/event/e1/mentionable?q=Ca'))
        return json({ members: [{ id: 'c-1', name: 'Cal Coach' }] });
      if (url.startsWith('/api/conversations/event/e1/mentionable')) return json({ members: [] });
      if (url === '/api/conversations/event/e1/posts') return json({ id: 9 }, 201);
      return json({ message: 'no' }, 404);
    });
  }

  it('follows and unfollows with a pressed toggle', async () => {
    const calls: string[] = [];
    const state = { following: false };
    serveFollow(calls, state);
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    const following = await screen.findByRole('button', { name: 'Following ✓' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toContain('PUT /api/conversations/event/e1/follow {"following":true}');
    fireEvent.click(following);
    await screen.findByRole('button', { name: 'Follow' });
    expect(state.following).toBe(false);
  });

  it('offers members after "@", picks one by keyboard and sends their id with the post', async () => {
    const calls: string[] = [];
    serveFollow(calls, { following: false });
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    const box = await screen.findByRole('textbox', { name: 'Write a post' });
    fireEvent.change(box, { target: { value: 'Thanks @Ca', selectionStart: 10 } });
    const option = await screen.findByRole('option', { name: 'Cal Coach' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Thanks @Cal Coach '));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls).toContain(
        'POST /api/conversations/event/e1/posts {"body":"Thanks @Cal Coach","parentId":null,"mentions":["c-1"]}',
      ),
    );
  });
});
