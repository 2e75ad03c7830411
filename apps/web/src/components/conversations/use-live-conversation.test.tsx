import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, ConversationPost } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { ConversationSection } from './conversation-section';
import { withPost } from './use-live-conversation';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (over: Partial<ConversationPost>): ConversationPost => ({
  id: 1,
  parentId: null,
  authorId: 'someone',
  authorName: 'Sam Staff',
  body: 'Is the game moved for rain?',
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
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('withPost', () => {
  it('puts a pushed post where the read puts it: replies after their post, oldest first', () => {
    const read = conversation([post({ id: 1 }), post({ id: 2, parentId: 1 }), post({ id: 3 })]);
    const reply = post({ id: 4, parentId: 1, body: 'Still on' });
    expect(withPost(read, reply).posts.map((p) => p.id)).toEqual([1, 2, 4, 3]);
    expect(withPost(read, post({ id: 5 })).posts.map((p) => p.id)).toEqual([1, 2, 3, 5]);
    // The author's own read already held it: replaced, not doubled.
    const again = withPost(read, post({ id: 3, body: 'pushed' }));
    expect(again.posts.map((p) => [p.id, p.body])).toEqual([
      [1, 'Is the game moved for rain?'],
      [2, 'Is the game moved for rain?'],
      [3, 'pushed'],
    ]);
  });
});

describe('a conversation on screen, live', () => {
  it('shows a pushed post without reading the conversation again, and reads it on "changed"', async () => {
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => undefined;
    const reads: string[] = [];
    const streamHeaders: Record<string, string>[] = [];
    let posts = [post({ id: 1 })];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url === '/api/conversations/event/e1/live') {
        streamHeaders.push(init.headers as Record<string, string>);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(encoder.encode(text));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      if (url === '/api/conversations/event/e1') {
        reads.push(url);
        return json(conversation(posts));
      }
      if (url === '/api/conversations/unread') return json({ counts: [] });
      return new Response(null, { status: 204 });
    });
    renderWithApp({
      member: testMembers.family,
      ui: <ConversationSection kind="event" subjectId="e1" />,
    });
    expect(await screen.findByText('Is the game moved for rain?')).toBeInTheDocument();
    await waitFor(() => expect(streamHeaders).toHaveLength(1));
    // The stream asks for the page's language (the pushed post names "A member" in it).
    expect(streamHeaders[0]).toMatchObject({ 'accept-language': 'en' });
    const readsBefore = reads.length;

    const pushed = post({ id: 2, parentId: 1, authorName: 'Fiona Family', body: 'Still on' });
    push(`event: post\ndata: ${JSON.stringify(pushed)}\n\n`);
    expect(await screen.findByText('Still on')).toBeInTheDocument();
    expect(reads).toHaveLength(readsBefore);

    posts = [post({ id: 1, body: 'Moved to 6 pm' }), pushed];
    push('event: changed\ndata: event:e1\n\n');
    expect(await screen.findByText('Moved to 6 pm')).toBeInTheDocument();
    expect(reads.length).toBeGreaterThan(readsBefore);
  });
});
