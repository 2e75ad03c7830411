import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContactInviteResult,
  DirectoryPage,
  DirectoryRow,
  SignInStatus,
} from '@dugout/shared';
import { directoryRowFixture } from '../../testing/contact-fixture';
import { jsonResponse as json } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * The admins' directory and sign-ins: a badge per card, the "Not yet invited" filter, and
 * inviting everyone it finds, not only the cards loaded.
 */
function row(i: number, status: SignInStatus, overrides: Partial<DirectoryRow> = {}): DirectoryRow {
  return directoryRowFixture(i, {
    signIn: {
      status,
      invitedAt: status === 'notInvited' ? null : '2026-03-03T15:00:00.000Z',
    },
    ...overrides,
  });
}

/** The directory filtered by signIn, `size` a page; the invitation, which invites them all. */
function stubServer(rows: DirectoryRow[], size = 50) {
  const asked: URLSearchParams[] = [];
  const invited: string[][] = [];
  let current = rows;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/contact/affiliations') return json([]);
    if (u.pathname === '/api/contacts/invite' && init.method === 'POST') {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      invited.push(ids);
      const result: ContactInviteResult = {
        invited: ids.length - 1,
        skipped: 1,
        outcomes: ids.map((id, n) =>
          n === 0
            ? {
                id,
                name: 'Nadia Noemail',
                invited: false,
                skipped: { code: 'no_email', reason: 'No email address, which signing in needs' },
              }
            : { id, name: id, invited: true, skipped: null },
        ),
      };
      current = current.map((r) =>
        ids.slice(1).includes(r.id) ? row(Number(r.id.slice(2)), 'invited') : r,
      );
      return json(result);
    }
    if (u.pathname !== '/api/contact/page') return json({ message: `unexpected ${url}` }, 404);
    asked.push(u.searchParams);
    const status = u.searchParams.get('signIn');
    const limit = Number(u.searchParams.get('limit') ?? size);
    const matching = current.filter((r) => !status || r.signIn?.status === status);
    const from = Number(u.searchParams.get('cursor') ?? 0);
    const page: DirectoryPage = {
      contacts: matching.slice(from, from + limit),
      nextCursor: from + limit < matching.length ? String(from + limit) : null,
      total: u.searchParams.get('cursor') ? null : matching.length,
    };
    return json(page);
  });
  return { asked, invited };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/contacts/all for admins: who is invited and who has signed in', () => {
  it('badges each card, filters "Not yet invited", and invites everyone the filter finds', async () => {
    const rows = [
      ...Array.from({ length: 230 }, (_, i) => row(i, 'notInvited')),
      row(900, 'invited'),
      row(901, 'signedIn'),
      row(902, 'off'),
    ];
    const { asked, invited } = stubServer(rows);
    renderWithApp({ member: testMembers.admin, route: '/contacts/all' });
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(list).getAllByText('Not yet invited').length).toBeGreaterThan(3);

    fireEvent.change(screen.getByLabelText('Sign-in'), { target: { value: 'notInvited' } });
    const button = await screen.findByRole('button', { name: 'Invite these 230' });
    expect(asked.at(-1)!.get('signIn')).toBe('notInvited');
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Send invitations?' });
    expect(
      within(dialog).getByText(/230 contacts will each get an email, in their language/),
    ).toBeVisible();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send 230 invitations' }));
    });
    // All 230 found in pages of 200 (not only the 50 on screen), then sent 200 at a time.
    await waitFor(() => expect(invited).toHaveLength(2));
    expect(invited.map((ids) => ids.length)).toEqual([200, 30]);
    expect(new Set(invited.flat()).size).toBe(230);
    const status = await screen.findByText('Invitations sent to 228 contacts.');
    const result = status.closest('[role="status"]')!;
    expect(within(result as HTMLElement).getByText('2 contacts were left out:')).toBeVisible();
    expect(
      within(result as HTMLElement).getAllByText(
        'Nadia Noemail: No email address, which signing in needs',
      ),
    ).toHaveLength(2);
    expect(asked.filter((p) => p.get('limit') === '200').length).toBeGreaterThanOrEqual(2);
    // The list is read again: the two left out are all the filter still finds.
    expect(await screen.findByText('2 contacts match')).toBeVisible();
  });

  it('in Spanish: the badges, the filter and the button to invite again', async () => {
    stubServer([row(1, 'invited'), row(2, 'signedIn'), row(3, 'off'), row(4, 'notInvited')]);
    renderWithApp({ member: testMembers.admin, route: '/contacts/all', language: 'es' });
    const list = await screen.findByRole('list', { name: 'Contactos' });
    expect(within(list).getByText('Invitación: 3 mar 2026')).toBeVisible();
    expect(within(list).getByText('Ya entró')).toBeVisible();
    expect(within(list).getByText('Acceso desactivado')).toBeVisible();
    expect(within(list).getByText('Sin invitar')).toBeVisible();
    const filter = screen.getByLabelText('Acceso al portal');
    expect(within(filter).getByRole('option', { name: 'Invitados, sin entrar' })).toHaveValue(
      'invited',
    );
    fireEvent.change(filter, { target: { value: 'invited' } });
    expect(await screen.findByRole('button', { name: 'Reenviar la invitación' })).toBeVisible();
  });

  it('members see neither the filter nor the badges', async () => {
    stubServer([row(1, 'notInvited', { signIn: undefined })]);
    renderWithApp({ member: testMembers.family, route: '/contacts/all' });
    await screen.findByRole('list', { name: 'Contacts' });
    expect(screen.queryByLabelText('Sign-in')).toBeNull();
    expect(screen.queryByText('Not yet invited')).toBeNull();
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
  });
});
