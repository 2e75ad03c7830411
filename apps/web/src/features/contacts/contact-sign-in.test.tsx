import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contact, ContactInviteResult } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { contactFixture } from '../../testing/contact-fixture';

/**
 * A contact's sign-in for admins: the edit form's switch (the API's isSiteUser), and on the card
 * where they stand and the invitation.
 */
const imported = contactFixture({
  id: 'c-lucia',
  firstName: 'Lucía',
  lastName: 'Quintero',
  email: 'lucia.quintero@families.riverhawks.test',
  language: 'es',
  signIn: { status: 'notInvited', invitedAt: null, lastSignedInAt: null },
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A fake server of one contact: GET, PUT (merging the body) and the invitation. */
function fakeServer(contact: Contact) {
  const server = { contact, puts: [] as Record<string, unknown>[], invites: [] as string[] };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url.includes('affiliations')) return json([]);
    if (url.includes('Roster') || url.includes('roster')) return json({ roster: [] });
    if (method === 'GET' && url === `/api/contact/${contact.id}`) {
      return json(server.contact, 200, { etag: '"v1"' });
    }
    if (method === 'PUT' && url === `/api/contact/update/${contact.id}`) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      server.puts.push(body);
      server.contact = { ...server.contact, ...(body as Partial<Contact>) };
      return json(server.contact, 200, { etag: '"v2"' });
    }
    if (method === 'POST' && url === `/api/contacts/${contact.id}/invite`) {
      server.invites.push(url);
      server.contact = {
        ...server.contact,
        isSiteUser: true,
        signIn: { status: 'invited', invitedAt: '2026-03-03T15:00:00.000Z', lastSignedInAt: null },
      };
      const result: ContactInviteResult = {
        invited: 1,
        skipped: 0,
        outcomes: [{ id: contact.id, name: 'Lucía Quintero', invited: true, skipped: null }],
      };
      return json(result);
    }
    return json({ message: `unexpected ${method} ${url}` }, 404);
  });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the edit form’s sign-in switch', () => {
  it('lets an admin turn sign-in on, and sends it with the save', async () => {
    const server = fakeServer(imported);
    renderWithApp({ member: testMembers.admin, route: `/contacts/edit/${imported.id}` });
    const signIn = await screen.findByRole('switch', { name: 'Can sign in to the portal' });
    expect(signIn).not.toBeChecked();
    expect(
      screen.getByText('Turning this on sends no email: send the invitation from their card.'),
    ).toBeVisible();
    fireEvent.click(signIn);
    expect(signIn).toBeChecked();
    expect(screen.getByText(/Turning this off ends their sign-in at once/)).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toMatchObject({ isSiteUser: true });
  });

  it('in Spanish, and turned off for a contact without an email', async () => {
    const server = fakeServer({ ...imported, email: null });
    renderWithApp({
      member: testMembers.admin,
      route: `/contacts/edit/${imported.id}`,
      language: 'es',
    });
    const signIn = await screen.findByRole('switch', { name: 'Puede entrar al portal' });
    expect(signIn).toBeDisabled();
    expect(
      screen.getByText('Este contacto no tiene correo, y para entrar hace falta uno.'),
    ).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(server.puts).toHaveLength(1));
    // Unchanged: still off.
    expect(server.puts[0]).toMatchObject({ isSiteUser: false });
  });

  it('is not offered to a member editing their own card', async () => {
    const own = { ...imported, id: 'c-fiona', isSiteUser: true };
    const server = fakeServer(own);
    renderWithApp({
      member: { ...testMembers.family, id: own.id },
      route: `/contacts/edit/${own.id}`,
    });
    await screen.findByLabelText('First name');
    expect(screen.queryByRole('switch')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(server.puts).toHaveLength(1));
    // Sent back as it was: the server accepts an unchanged value from the owner.
    expect(server.puts[0]).toMatchObject({ isSiteUser: true });
  });
});

describe('the card’s sign-in, for admins', () => {
  it('says the contact is not invited yet, and invites them', async () => {
    const server = fakeServer(imported);
    renderWithApp({ member: testMembers.admin, route: `/contacts/${imported.id}` });
    const panel = await screen.findByRole('region', { name: 'Sign-in' });
    expect(within(panel).getByText('Not yet invited')).toBeVisible();
    expect(within(panel).getByText('Sign-in is off: the invitation turns it on.')).toBeVisible();
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Send an invitation' }));
    });
    expect(
      await screen.findByText('Invitation sent to lucia.quintero@families.riverhawks.test'),
    ).toHaveAttribute('role', 'status');
    expect(server.invites).toHaveLength(1);
    // The card is read again: invited, on the day.
    expect(await within(panel).findByText('Invited on Mar 3, 2026')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Send the invitation again' })).toBeVisible();
  });

  it('in Spanish: signed in, and when last', async () => {
    fakeServer({
      ...imported,
      isSiteUser: true,
      signIn: {
        status: 'signedIn',
        invitedAt: '2026-03-03T15:00:00.000Z',
        lastSignedInAt: '2026-03-05T15:00:00.000Z',
      },
    });
    renderWithApp({ member: testMembers.admin, route: `/contacts/${imported.id}`, language: 'es' });
    const panel = await screen.findByRole('region', { name: 'Acceso al portal' });
    expect(within(panel).getByText('Ya entró')).toBeVisible();
    expect(within(panel).getByText('Entró por última vez el 5 mar 2026')).toBeVisible();
    expect(within(panel).getByText('Invitación enviada el 3 mar 2026')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Reenviar la invitación' })).toBeVisible();
  });

  it('is not shown to members', async () => {
    fakeServer(imported);
    renderWithApp({ member: testMembers.family, route: `/contacts/${imported.id}` });
    await screen.findByRole('heading', { name: 'Lucía Quintero' });
    expect(screen.queryByRole('region', { name: 'Sign-in' })).toBeNull();
  });
});
