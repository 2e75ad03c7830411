import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const message = (id: string, kind: string, automatic: boolean, body: string, at: string) => ({
  id,
  kind,
  messageTypes: 'Email',
  subject: body,
  staffSubject: null,
  body,
  createdAt: at,
  createdBy: null,
  recipientCount: 1,
  counts: { queued: 0, sending: 0, sent: 1, failed: 0, skipped: 0 },
  retryable: 0,
  automatic,
});

const ledger = [
  message('s2', 'message', false, 'Bus leaves at 7', '2026-11-21T18:00:00.000Z'),
  message('a3', 'rsvp_confirmation', true, 'You answered Yes: Picnic', '2026-11-21T17:00:00.000Z'),
  message('a2', 'reminder', true, 'Reminder: Picnic', '2026-11-21T16:00:00.000Z'),
  message('a1', 'rsvp_confirmation', true, 'You answered No: Picnic', '2026-11-21T15:00:00.000Z'),
  message('s1', 'message', false, 'Practice moved to 6 pm', '2026-11-20T17:00:00.000Z'),
  message('a0', 'request_fulfilled', true, 'Your jersey is ready', '2026-11-20T16:00:00.000Z'),
];

/** The ledger's answers; the URLs asked for are kept. */
function stubLedger() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const failedOnly = url.includes('status=failed');
    return new Response(JSON.stringify(failedOnly ? [ledger[4]] : ledger), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the message ledger', () => {
  it('groups the automatic messages between staff sends into one line, opened on a tap', async () => {
    stubLedger();
    renderWithApp({ member: testMembers.admin, route: '/admin/messages' });
    await screen.findByText('Bus leaves at 7');
    const list = screen.getAllByRole('list').find((l) => l.classList.contains('ledger'))!;
    const lines = within(list).getAllByRole('listitem');
    expect(
      lines.map((l) => l.querySelector('.ledger__excerpt, .ledger__subject')?.textContent),
    ).toEqual([
      'Bus leaves at 7',
      '3 automatic messages',
      'Practice moved to 6 pm',
      // Alone after a staff send: shown as itself.
      'Your jersey is ready',
    ]);
    const group = screen.getByRole('button', { name: /3 automatic messages/ });
    expect(group).toHaveTextContent('RSVP confirmation × 2 · Reminder × 1');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Reminder: Picnic')).toBeNull();
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Reminder: Picnic')).toBeVisible();
    expect(screen.getByText('You answered No: Picnic')).toBeVisible();
  });

  it('filters by a delivery status, kept in the address', async () => {
    const urls = stubLedger();
    const { currentLocation } = renderWithApp({
      member: testMembers.admin,
      route: '/admin/messages',
    });
    await screen.findByText('Bus leaves at 7');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'failed' } });
    expect(await screen.findByText('Practice moved to 6 pm')).toBeVisible();
    expect(screen.queryByText('Bus leaves at 7')).toBeNull();
    expect(urls.at(-1)).toBe('/api/messaging/messages?status=failed');
    expect(currentLocation().search).toBe('?status=failed');
    expect(
      within(screen.getByLabelText('Show'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All messages',
      'With deliveries still queued',
      'With deliveries being sent',
      'With deliveries sent',
      'With failed deliveries',
      'With skipped deliveries',
    ]);
  });

  it('speaks Spanish', async () => {
    stubLedger();
    renderWithApp({ member: testMembers.admin, route: '/admin/messages', language: 'es' });
    const group = await screen.findByRole('button', { name: /3 mensajes automáticos/ });
    expect(group).toHaveTextContent('Confirmación de asistencia × 2 · Recordatorio × 1');
    expect(screen.getByLabelText('Mostrar')).toHaveDisplayValue('Todos los mensajes');
  });
});
