import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, ConversationPost } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { ConversationSection } from './conversation-section';

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const post = (id: number, over: Partial<ConversationPost> = {}): ConversationPost => ({
  id,
  parentId: null,
  authorId: 'someone',
  authorName: 'Sam Staff',
  body: `Post ${id}`,
  createdAt: new Date().toISOString(),
  editedAt: null,
  deleted: false,
  mine: false,
  hidden: false,
  hiddenReason: null,
  ...over,
});
const conversation = (posts: ConversationPost[]): Conversation => ({
  kind: 'event',
  subjectId: 'e1',
  readOnly: false,
  locked: false,
  canModerate: false,
  posts,
});

describe('marking a conversation read', () => {
  it('marks its newest post read when shown, and again when new posts arrive', async () => {
    const marks: string[] = [];
    let posts = [post(4), post(7), post(5, { parentId: 4 })];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url === '/api/conversations/event/e1/read') {
        marks.push(String(init.body));
        return new Response(null, { status: 204 });
      }
      if (url === '/api/conversations/event/e1') return json(conversation(posts));
      return json({ message: 'no' }, 404);
    });
    const app = renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    await screen.findByText('Post 7');
    await waitFor(() => expect(marks).toEqual(['{"lastPostId":7}']));

    // A new post arrives (the live stream reads the conversation again).
    posts = [...posts, post(12)];
    await act(() => app.queryClient.invalidateQueries({ queryKey: ['conversations'] }));
    await screen.findByText('Post 12');
    await waitFor(() => expect(marks).toEqual(['{"lastPostId":7}', '{"lastPostId":12}']));
  });

  it('waits while the tab is behind another: nothing was seen yet', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const marks: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/read')) {
        marks.push(String(init.body));
        return new Response(null, { status: 204 });
      }
      if (url === '/api/conversations/event/e1') return json(conversation([post(3)]));
      return json({ message: 'no' }, 404);
    });
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    await screen.findByText('Post 3');
    expect(marks).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    await waitFor(() => expect(marks).toEqual(['{"lastPostId":3}']));
  });
});
