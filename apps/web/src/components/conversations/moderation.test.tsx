import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, ConversationModeration, ConversationPost } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { ConversationSection } from './conversation-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const now = new Date().toISOString();
const post = (over: Partial<ConversationPost>): ConversationPost => ({
  id: 1,
  parentId: null,
  authorId: 'someone',
  authorName: 'Sam Staff',
  body: 'Buy my raffle tickets',
  createdAt: now,
  editedAt: null,
  deleted: false,
  mine: false,
  hidden: false,
  hiddenReason: null,
  ...over,
});
const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  kind: 'event',
  subjectId: 'e1',
  readOnly: false,
  locked: false,
  canModerate: false,
  posts: [post({})],
  ...over,
});
const standing = (over: Partial<ConversationModeration> = {}): ConversationModeration => ({
  mutedUntil: null,
  mutedReason: null,
  reportedPostIds: [],
  mutes: [],
  reports: [],
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(
  read: () => Conversation,
  moderation: () => ConversationModeration,
  calls: string[],
) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if (url === '/api/conversations/event/e1') return json(read());
    if (url === '/api/conversations/event/e1/moderation') return json(moderation());
    if (url.endsWith('/reports') && init.method === 'POST') return json({ id: 5 }, 201);
    if (url.endsWith('/mute')) return json({ ids: [3], until: '2031-05-01T13:00:00.000Z' }, 201);
    return new Response(null, { status: 204 });
  });
}
const show = () =>
  renderWithApp({
    member: testMembers.family,
    ui: <ConversationSection kind="event" subjectId="e1" />,
  });

describe('a muted member', () => {
  it('reads until when and why instead of the box to write', async () => {
    serve(
      () => conversation(),
      () => standing({ mutedUntil: '2031-05-01T13:00:00.000Z', mutedReason: 'Spamming' }),
      [],
    );
    show();
    expect(
      await screen.findByText(/^A manager muted you in this conversation until /),
    ).toBeVisible();
    expect(screen.getByText('Reason: Spamming')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Write a post' })).toBeNull();
  });
});

describe('reporting a post', () => {
  it('a member reports someone else’s post once, with a reason; then reads that they did', async () => {
    const calls: string[] = [];
    let reported: number[] = [];
    serve(
      () => conversation({ posts: [post({}), post({ id: 2, mine: true, body: 'Mine' })] }),
      () => standing({ reportedPostIds: reported }),
      calls,
    );
    show();
    const buttons = await screen.findAllByRole('button', { name: /^Report the post of/ });
    // Not one's own post.
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.change(screen.getByLabelText(/^What is wrong with this post\?/), {
      target: { value: ' Selling things ' },
    });
    reported = [1];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    });
    expect(calls).toContain('POST /api/conversation-posts/1/reports {"reason":"Selling things"}');
    expect(await screen.findByText('You reported this post.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Report the post of/ })).toBeNull();
  });
});

describe('a manager', () => {
  it('sees the reported posts with their count and dismisses them, or hides one with a reason', async () => {
    const calls: string[] = [];
    serve(
      () => conversation({ canModerate: true }),
      () =>
        standing({
          reports: [
            {
              postId: 1,
              count: 2,
              reasons: ['Ad'],
              excerpt: 'Buy my raffle tickets',
              authorName: 'Sam Staff',
            },
          ],
        }),
      calls,
    );
    show();
    const panel = await screen.findByRole('region', { name: 'Reported posts (1)' });
    expect(within(panel).getByText('Reported 2 times · Reasons: Ad')).toBeVisible();
    await act(async () => {
      fireEvent.click(
        within(panel).getByRole('button', { name: 'Dismiss the reports of the post of Sam Staff' }),
      );
    });
    expect(calls).toContain('PUT /api/conversation-posts/1/reports {"resolution":"dismissed"}');

    fireEvent.click(
      within(panel).getByRole('button', { name: 'Hide the reported post of Sam Staff' }),
    );
    fireEvent.change(within(panel).getByLabelText(/^Why hide this post\?/), {
      target: { value: 'No adverts' },
    });
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Hide' }));
    });
    expect(calls).toContain(
      'PUT /api/conversation-posts/1/reports {"resolution":"hidden","reason":"No adverts"}',
    );
  });

  it('mutes a post’s author for a day, shows a hidden post again, and unmutes early', async () => {
    const calls: string[] = [];
    serve(
      () =>
        conversation({
          canModerate: true,
          posts: [
            post({}),
            post({ id: 2, hidden: true, hiddenReason: 'Rude', body: 'Oops', authorName: 'Al' }),
          ],
        }),
      () =>
        standing({
          mutes: [
            {
              id: 7,
              contactId: 'someone',
              name: 'Sam Staff',
              until: '2031-05-01T13:00:00.000Z',
              reason: null,
              canLift: true,
            },
          ],
        }),
      calls,
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Mute Sam Staff' }));
    expect(screen.getByRole('radio', { name: '1 day' })).toBeChecked();
    fireEvent.change(screen.getByLabelText(/^Reason \(optional\)/), { target: { value: 'Spam' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    });
    expect(calls).toContain(
      'POST /api/conversation-posts/1/mute {"reason":"Spam","duration":"day"}',
    );
    await waitFor(() => expect(screen.queryByRole('radio', { name: '1 day' })).toBeNull());

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Show the post of Al/ }));
    });
    expect(calls).toContain('PUT /api/conversation-posts/2/unhide');

    const mutes = screen.getByRole('region', { name: 'Muted members (1)' });
    await act(async () => {
      fireEvent.click(within(mutes).getByRole('button', { name: 'Unmute Sam Staff' }));
    });
    expect(calls).toContain('DELETE /api/conversation-mutes/7');
  });
});
