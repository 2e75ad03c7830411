import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const families = { id: 1, name: "Players' Families" };
const contacts = [
  {
    id: 'a',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@f.test',
    phone: '5550100101',
    language: 'es',
    affiliation: families,
  },
  {
    id: 'b',
    firstName: 'Ben',
    lastName: 'Cole',
    email: 'ben@f.test',
    phone: null,
    language: 'en',
    affiliation: families,
  },
  {
    id: 'c',
    firstName: 'Cy',
    lastName: 'Dunn',
    email: null,
    phone: '5550100103',
    language: 'en',
    affiliation: { id: 2, name: 'Front Office' },
  },
];

function stub(sendStatus: number) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/messaging/send') {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(sendStatus === 202 ? { id: 'm1' } : { message: 'nope' }), {
        status: sendStatus,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(contacts), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** The recipient picker's live count ("3 selected"), the one a screen reader announces. */
const selectedCount = () => document.querySelector('.recipient-picker .field__hint');

describe('Send a Message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs a type, a recipient and a message; sends, then resets', async () => {
    const sent = stub(202);
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    await screen.findByRole('heading', { name: 'Send a Message' });
    const submit = () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      });
    await submit();
    expect(await screen.findByText('please fill out all fields')).toHaveAttribute('role', 'status');

    fireEvent.click(await screen.findByRole('button', { name: "All of Players' Families (2)" }));
    expect(selectedCount()).toHaveTextContent(/^2 selected$/);
    fireEvent.change(screen.getByLabelText('Message type'), { target: { value: 'Both' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Game at 7' } });
    fireEvent.change(screen.getByLabelText('Spanish message (optional)'), {
      target: { value: 'Partido a las 7' },
    });
    await submit();
    expect(await screen.findByText('message sent!')).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      MessageTypes: 'Both',
      Recipients: [
        { Email: 'ana@f.test', PhoneNumber: '5550100101', Language: 'es', Name: 'Ana Ruiz' },
        { Email: 'ben@f.test', PhoneNumber: null, Language: 'en', Name: 'Ben Cole' },
      ],
      Message: 'Game at 7',
      MessageEs: 'Partido a las 7',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Message type')).toHaveValue('');
    expect(selectedCount()).toHaveTextContent(/^0 selected$/);
  });

  it('says so when sending fails', async () => {
    stub(500);
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    fireEvent.click(await screen.findByRole('button', { name: /All of Front Office/ }));
    fireEvent.change(screen.getByLabelText('Message type'), { target: { value: 'SMS' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText('error sending message')).toHaveAttribute('role', 'status');
  });
});
