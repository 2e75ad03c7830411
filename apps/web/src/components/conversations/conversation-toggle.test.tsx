import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Conversation, ConversationPost, UnreadCounts } from '@dugout/shared';
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

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const noUnread: UnreadCounts = {
  events: {},
  pinned: {},
  content: {},
  total: 0,
  latestEventId: null,
};

function serve(calls: string[]) {
  vi.stubGlobal('fetch', async (url: string) => {
    // The page's one read of the unread counts, shared by every door.
    if (url === '/api/conversations/unread') return json(noUnread);
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

/** The unread counts the server holds; a mark clears its subject's, as the server's does. */
function serveUnread(counts: UnreadCounts, marks: string[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/conversations/unread') return json(counts);
    const [, , , kind, id, more] = url.split('/');
    if (more === 'read') {
      marks.push(`${kind}/${id} ${String(init.body)}`);
      const { [id!]: _read, ...rest } = counts[kind as 'pinned' | 'content'];
      counts = { ...counts, [kind!]: rest, total: counts.total - (_read ?? 0) };
      return new Response(null, { status: 204 });
    }
    if (more) return new Response('{}', { status: 404 });
    return json(conversation(kind as 'pinned', id!));
  });
}

it('shows the unread comments on a pinned post’s and a content item’s door until opened', async () => {
  const marks: string[] = [];
  serveUnread(
    { events: { e1: 4 }, pinned: { '7': 2 }, content: { c1: 1 }, total: 7, latestEventId: 'e1' },
    marks,
  );
  renderWithApp({
    member: testMembers.family,
    ui: (
      <>
        <ConversationToggle kind="pinned" subjectId="7" name="Toy drive" counted />
        <ConversationToggle kind="pinned" subjectId="8" name="Picture day" counted />
        <ConversationToggle kind="content" subjectId="c1" name="Opening Day schedule" />
      </>
    ),
  });
  const pinned = await screen.findByRole('button', {
    name: 'Comments (2) 2 new comments on Toy drive',
  });
  const content = await screen.findByRole('button', {
    name: 'Comments 1 new comment on Opening Day schedule',
  });
  // Nothing unread there: no badge.
  expect(await screen.findByRole('button', { name: 'Comments (2) on Picture day' })).toBeVisible();
  // Seen as "2 new" beside "Comments (2)"; heard as "2 new comments".
  const shown = within(pinned).getByText('2 new');
  expect(shown).toHaveAttribute('aria-hidden', 'true');
  expect(shown.parentElement).toHaveClass('unread-badge');

  // Opened: the conversation is marked read to its newest post, and the badge goes.
  fireEvent.click(pinned);
  await waitFor(() => expect(marks).toEqual(['pinned/7 {"lastPostId":4}']));
  await screen.findByRole('button', { name: 'Comments (2) on Toy drive' });
  expect(content).toHaveAccessibleName('Comments 1 new comment on Opening Day schedule');
});

it('says the unread comments in Spanish, one and many', async () => {
  serveUnread(
    { events: {}, pinned: { '7': 1 }, content: { c1: 3 }, total: 4, latestEventId: null },
    [],
  );
  renderWithApp({
    member: testMembers.family,
    language: 'es',
    ui: (
      <>
        <ConversationToggle kind="pinned" subjectId="7" name="Colecta" />
        <ConversationToggle kind="content" subjectId="c1" name="Horario" />
      </>
    ),
  });
  await screen.findByRole('button', { name: 'Comentarios 1 comentario nuevo sobre Colecta' });
  await screen.findByRole('button', { name: 'Comentarios 3 comentarios nuevos sobre Horario' });
});
