import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Conversation, ConversationPost } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { ConversationToggle } from './conversation-toggle';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
const conversation = (kind: 'pinned' | 'content', subjectId: string): Conversation => ({
  kind,
  subjectId,
  readOnly: false,
  locked: false,
  canModerate: false,
  posts: [
    post(1),
    post(2, { parentId: 1 }),
    post(3, { deleted: true, body: '' }),
    post(4, { hidden: true, body: '' }),
  ],
});

function serve(calls: string[]) {
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const [, , , kind, id, more] = url.split('/');
    // The conversation itself; its moderation, follow and the like: not this test's.
    if (more) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(conversation(kind as 'pinned', id!)), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

it('counts the posts one can read, and opens the conversation only when asked', async () => {
  const calls: string[] = [];
  serve(calls);
  renderWithApp({
    member: testMembers.family,
    ui: (
      <>
        <ConversationToggle kind="pinned" subjectId="7" name="Toy drive" counted />
        <ConversationToggle kind="content" subjectId="c1" name="Opening Day schedule" />
      </>
    ),
  });
  // Deleted and hidden posts are not counted.
  const pinned = await screen.findByRole('button', { name: 'Comments (2) on Toy drive' });
  expect(pinned).toHaveAttribute('aria-expanded', 'false');
  // The content tile's door reads nothing until it is opened.
  const content = screen.getByRole('button', { name: 'Comments on Opening Day schedule' });
  expect(calls).toEqual(['/api/conversations/pinned/7']);
  expect(screen.queryByRole('heading', { name: 'Conversation' })).toBeNull();

  fireEvent.click(pinned);
  fireEvent.click(content);
  expect(pinned).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() =>
    expect(screen.getAllByRole('region', { name: 'Conversation' })).toHaveLength(2),
  );
  const sections = screen.getAllByRole('region', { name: 'Conversation' });
  expect(calls).toContain('/api/conversations/content/c1');
  expect(within(sections[1]!).getByText('Post 1')).toBeVisible();

  fireEvent.click(content);
  expect(screen.getAllByRole('region', { name: 'Conversation' })).toHaveLength(1);
});
