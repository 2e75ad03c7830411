import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnfilledDuties } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = { id: 'e1', name: 'Game 1', date: '2031-06-10T23:05:00.000Z', teams: [] };
const ROWS: UnfilledDuties = [
  { dutyId: 1, nameEn: 'Snacks', nameEs: 'Merienda', slots: 2, taken: 1, event },
  { dutyId: 2, nameEn: 'Field prep', nameEs: 'Preparar el campo', slots: 3, taken: 0, event },
];

function serve(calls: string[], recipients = 2) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/teams')) return json([]);
    calls.push(`${method} ${url}`);
    if (url.startsWith('/api/duties/unfilled')) return json(ROWS);
    if (url === '/api/event/e1/duties/ask') return json({ recipients });
    return json({ message: 'no' }, 404);
  });
}

describe('Unfilled duties', () => {
  it('lists each event’s open duties and asks its families', async () => {
    const calls: string[] = [];
    serve(calls);
    renderWithApp({ member: testMembers.admin, route: '/duties/unfilled' });
    const card = (await screen.findByRole('link', { name: 'Game 1' })).closest('li')!;
    expect(within(card).getByText('1 of 2 open')).toBeVisible();
    expect(within(card).getByText('3 of 3 open')).toBeVisible();
    const ask = within(card).getByRole('button', { name: 'Ask families to volunteer for Game 1' });
    await act(async () => {
      fireEvent.click(ask);
    });
    expect(await screen.findByText('Message sent to 2 people.')).toHaveAttribute('role', 'status');
    expect(calls).toEqual(['GET /api/duties/unfilled', 'POST /api/event/e1/duties/ask']);
  });

  it('in Spanish, and says when there was nobody left to ask', async () => {
    const calls: string[] = [];
    serve(calls, 0);
    renderWithApp({ member: testMembers.admin, route: '/duties/unfilled', language: 'es' });
    const card = (await screen.findByRole('link', { name: 'Game 1' })).closest('li')!;
    expect(within(card).getByText('Merienda')).toBeVisible();
    expect(within(card).getByText('1 libre de 2')).toBeVisible();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /^Pedir voluntarios/ }));
    });
    expect(
      await screen.findByText(
        'Todas las familias invitadas ya se apuntaron: no hay a quién pedir.',
      ),
    ).toHaveAttribute('role', 'status');
  });
});
