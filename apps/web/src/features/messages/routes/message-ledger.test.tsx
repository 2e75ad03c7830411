import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const summary = {
  id: 'm1',
  kind: 'message',
  messageTypes: 'Both',
  subject: '',
  body: 'Practice moved to 6 pm',
  createdAt: '2026-11-20T17:00:00.000Z',
  createdBy: 'Alex Admin',
  recipientCount: 2,
  counts: { queued: 0, sending: 0, sent: 1, failed: 0, skipped: 2 },
  retryable: 0,
};
const delivery = (
  id: string,
  channel: string,
  reason: string | null,
  code: Record<string, string> = {},
  status = 'failed',
) => ({
  id,
  channel,
  recipient: null,
  recipientLabel: 'Ben Cole',
  language: 'en',
  status,
  attempts: 0,
  reason,
  ...code,
  sentAt: null,
});
const detail = {
  ...summary,
  bodyEs: null,
  deliveries: [
    delivery('d1', 'sms', 'No phone number for this recipient', { reasonCode: 'no_phone' }),
    delivery('d2', 'sms', 'Invalid phone number: 555-01', {
      reasonCode: 'invalid_phone',
      reasonValue: '555-01',
    }),
    delivery('d3', 'email', "Twilio 400 (21211): The 'To' number is not valid."),
  ],
};

function stubLedger() {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.endsWith('/api/messaging/messages') ? [summary] : detail;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The ledger in Spanish has no English left but the providers' own answers. */
describe('the message ledger in Spanish', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the message type and the server’s reasons in Spanish', async () => {
    stubLedger();
    renderWithApp({ member: testMembers.admin, route: '/admin/messages', language: 'es' });
    const toggle = await screen.findByRole('button', { name: /Practice moved/ });
    expect(toggle).toHaveTextContent('Mensaje · Ambos');
    expect(toggle).not.toHaveTextContent('Both');
    fireEvent.click(toggle);
    const table = await screen.findByRole('table', { name: 'Entregas de este mensaje' });
    const reasons = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.ledger__reason')?.textContent);
    expect(reasons).toEqual([
      'Este destinatario no tiene número de teléfono',
      'Número de teléfono no válido: 555-01',
      "Twilio 400 (21211): The 'To' number is not valid.",
    ]);
  });

  it('keeps them as they are in English', async () => {
    stubLedger();
    renderWithApp({ member: testMembers.admin, route: '/admin/messages' });
    const toggle = await screen.findByRole('button', { name: /Practice moved/ });
    expect(toggle).toHaveTextContent('Message · Both');
    fireEvent.click(toggle);
    expect(await screen.findByText('No phone number for this recipient')).toBeVisible();
  });
});

/** One message's page, where the send's toast leads. */
describe('one message in the ledger', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is linked from the list and shows each delivery, live while any is queued', async () => {
    const queued = { ...detail, counts: { ...summary.counts, queued: 1 } };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const body = url.endsWith('/api/messaging/messages') ? [summary] : queued;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderWithApp({ member: testMembers.admin, route: '/admin/messages' });
    const open = await screen.findByRole('link', { name: /^Open/ });
    expect(open).toHaveAttribute('href', '/admin/messages/m1');
    fireEvent.click(open);
    expect(await screen.findByRole('heading', { name: 'Message delivery' })).toBeVisible();
    expect(await screen.findByText('Updating as the deliveries go out…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(asked).toContain('/api/messaging/messages/m1');
    const table = screen.getByRole('table', { name: 'Deliveries of this message' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('says when every delivery is settled, in Spanish too', async () => {
    stubLedger();
    renderWithApp({ member: testMembers.admin, route: '/admin/messages/m1', language: 'es' });
    expect(await screen.findByText('Todas las entregas han terminado.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Todos los mensajes enviados' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
  });
});
