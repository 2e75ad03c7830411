import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TextConversation, TextInbox, TextMessage } from '@dugout/shared';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const rosa = { id: 'rosa', name: 'Rosa Delgado' };
const herons = { id: 'ev1', name: 'Game vs Herons' };

const inbox: TextInbox = {
  unreadTotal: 2,
  conversations: [
    {
      id: 'c1',
      phone: '+15555550142',
      contact: rosa,
      event: herons,
      last: { direction: 'in', body: 'si, vamos', at: '2026-05-02T16:00:00.000Z' },
      unread: 2,
    },
    {
      id: 'c2',
      phone: '+15555550150',
      contact: null,
      event: null,
      last: { direction: 'out', body: 'Lot B.', at: '2026-05-01T16:00:00.000Z' },
      unread: 0,
    },
  ],
};

/** A text Rosa sent about the Herons game. */
const fromRosa = (id: string, body: string, at: string, read: boolean): TextMessage => ({
  id,
  direction: 'in',
  body,
  at,
  contact: rosa,
  event: herons,
  read,
  answeredBy: null,
  delivery: null,
});

const thread: TextConversation = {
  id: 'c1',
  phone: '+15555550142',
  contact: rosa,
  event: herons,
  optedOut: false,
  messages: [
    fromRosa('m1', 'Llegamos tarde', '2026-05-02T15:00:00.000Z', true),
    {
      id: 'm2',
      direction: 'out',
      body: 'No problem',
      at: '2026-05-02T15:30:00.000Z',
      contact: null,
      event: null,
      read: true,
      answeredBy: { id: 'alex', name: 'Alex Admin' },
      delivery: { messageId: 'msg1', status: 'sent', reasonCode: null },
    },
    fromRosa('m3', 'si, vamos', '2026-05-02T16:00:00.000Z', false),
  ],
};

/** The server's side: the inbox, the thread, and what the page posted. */
function stubServer(conversation: TextConversation = thread) {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return url.endsWith('/read')
        ? json({ unread: 0 })
        : json({ id: 'm4', messageId: 'msg2' }, 202);
    }
    if (url.endsWith('/api/messaging/texts')) return json(inbox);
    if (url.endsWith('/api/messaging/texts/c1')) return json(conversation);
    return json({ message: 'not stubbed' }, 404);
  });
  return posted;
}

describe('the texts inbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each number with its contact, event, last text and unread count', async () => {
    stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/texts' });
    expect(await screen.findByRole('heading', { name: 'Texts inbox' })).toBeVisible();
    await screen.findByText('si, vamos');
    const rows = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    const rosa = rows.find((r) => r.textContent?.includes('Rosa Delgado'))!;
    expect(within(rosa).getByRole('link', { name: 'Rosa Delgado' })).toHaveAttribute(
      'href',
      '/contacts/rosa',
    );
    expect(within(rosa).getByRole('link', { name: 'Game vs Herons' })).toHaveAttribute(
      'href',
      '/events/ev1',
    );
    expect(rosa).toHaveTextContent('si, vamos');
    expect(rosa).toHaveTextContent('2 unread');
    expect(within(rosa).getByRole('link', { name: /^Open/ })).toHaveAttribute(
      'href',
      '/admin/texts/c1',
    );
    const stranger = rows.find((r) => r.textContent?.includes('Unknown number'))!;
    expect(stranger).toHaveTextContent('Office: Lot B.');
    expect(stranger).not.toHaveTextContent('unread');
  });

  it('opens a thread, marks read what it shows, and sends an answer with its SMS length', async () => {
    const posted = stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/texts/c1' });
    const list = await screen.findByRole('list', { name: 'Texts with Rosa Delgado' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Llegamos tarde', 'No problem', 'si, vamos']);
    expect(within(list).getByText(/Answered by Alex Admin/)).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Sent' })).toHaveAttribute(
      'href',
      '/admin/messages/msg1',
    );
    // Read up to the last text shown, not "now" (a text arriving meanwhile stays unread).
    await waitFor(() =>
      expect(posted).toContainEqual({
        url: '/api/messaging/texts/c1/read',
        body: { through: '2026-05-02T16:00:00.000Z' },
      }),
    );

    const box = screen.getByRole('textbox', { name: 'Answer' });
    fireEvent.change(box, { target: { value: 'See you at 6 ✓' } });
    expect(screen.getByText(/As a text: 1 segment/)).toBeVisible();
    expect(screen.getByText(/a segment holds 70 characters/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(posted).toContainEqual({
        url: '/api/messaging/texts/c1/answer',
        body: { body: 'See you at 6 ✓' },
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('says so instead of an answer box when the number replied STOP, in Spanish', async () => {
    stubServer({ ...thread, optedOut: true });
    renderWithApp({ member: testMembers.admin, route: '/admin/texts/c1', language: 'es' });
    expect(await screen.findByText(/Este número respondió STOP/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Todos los mensajes' })).toHaveAttribute(
      'href',
      '/admin/texts',
    );
    expect(screen.getByRole('list', { name: 'Mensajes con Rosa Delgado' })).toBeVisible();
  });

  it('is refused to a family member: the page is not theirs', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response('{}', { status: 403, headers: { 'Content-Type': 'application/json' } });
    });
    renderWithApp({ member: testMembers.family, route: '/admin/texts' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Texts inbox' })).toBeNull());
    expect(fetched.filter((u) => u.includes('/api/messaging/texts'))).toEqual([]);
  });
});
