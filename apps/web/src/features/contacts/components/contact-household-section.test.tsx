import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactHousehold, Household } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { useContactHousehold } from '../api/households';
import { ContactHouseholdSection } from './contact-household-section';

/** The contact form's Household section, for admins and read-only for a guardian. */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const households: Household[] = [
  { id: 1, name: 'Pemberton family', members: [] },
  { id: 2, name: 'Garcia family', members: [] },
];

function stub(answer: ContactHousehold) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    if (url === '/api/household/contact/c-noah') return json(answer);
    if (url === '/api/household/getall') return json(households);
    if (url === '/api/household/new') return json({ id: 3, name: 'New family', members: [] }, 201);
    if (url.startsWith('/api/household/')) return json({ ...households[0], members: [] });
    return json({}, 404);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactHouseholdSection', () => {
  it('lets an admin move the contact to another household with a role', async () => {
    const calls = stub({
      contactId: 'c-noah',
      household: { id: 1, name: 'Pemberton family', role: 'player' },
      canManage: true,
      canEdit: true,
    });
    renderWithApp({
      member: testMembers.admin,
      ui: <ContactHouseholdSection contactId="c-noah" />,
    });
    const select = await screen.findByRole('combobox', { name: 'Household' });
    await screen.findByRole('option', { name: 'Garcia family' });
    expect(select).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Save household' })).toBeDisabled();
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role in the household' }), {
      target: { value: 'sibling' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save household' }));
    });
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('PUT'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/household/2/member',
      body: { contactId: 'c-noah', role: 'sibling' },
    });
  });

  it('creates a new household by name, asking for the name first', async () => {
    const calls = stub({ contactId: 'c-noah', household: null, canManage: true, canEdit: true });
    renderWithApp({
      member: testMembers.admin,
      ui: <ContactHouseholdSection contactId="c-noah" />,
    });
    const select = await screen.findByRole('combobox', { name: 'Household' });
    fireEvent.change(select, { target: { value: 'new' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save household' }));
    });
    expect(screen.getByText('Write the new household’s name.')).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'New household’s name' }), {
      target: { value: 'New family' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save household' }));
    });
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('PUT'));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/household/new'],
      ['PUT', '/api/household/3/member'],
    ]);
  });

  it('shows a guardian the child’s household without a way to change it, in Spanish', async () => {
    stub({
      contactId: 'c-noah',
      household: { id: 1, name: 'Pemberton family', role: 'player' },
      canManage: false,
      canEdit: true,
    });
    renderWithApp({
      member: testMembers.family,
      language: 'es',
      ui: <ContactHouseholdSection contactId="c-noah" />,
    });
    expect(await screen.findByText('Pemberton family (Jugador)')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar hogar' })).toBeNull();
  });

  it('shows nothing when the server tells the reader only that they may not edit', async () => {
    // The server leaves `household` out for those who may not edit the contact.
    stub({ contactId: 'c-noah', canManage: false, canEdit: false });
    // Renders with the section, from the same query: once it shows, the section has its answer.
    function Answered() {
      return useContactHousehold('c-noah').data ? <p>answered</p> : null;
    }
    renderWithApp({
      member: testMembers.family,
      ui: (
        <>
          <ContactHouseholdSection contactId="c-noah" />
          <Answered />
        </>
      ),
    });
    await screen.findByText('answered');
    expect(screen.queryByRole('group', { name: 'Household' })).toBeNull();
    expect(screen.queryByText(/household/i)).toBeNull();
  });
});
