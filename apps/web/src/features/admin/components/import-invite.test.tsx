import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContactImportPreview,
  ContactImportResult,
  ContactInviteResult,
} from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

/**
 * After an import, its new families are invited by the ids the confirm answered.
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PREVIEW: ContactImportPreview = {
  fingerprint: 'f'.repeat(64),
  columns: ['First Name', 'Last Name', 'Email'],
  ignoredColumns: [],
  create: [
    { line: 2, name: 'Wren Waverly', email: 'wren@x.test', household: null, householdRole: null },
    { line: 3, name: 'Rosa Ruiz', email: 'rosa@x.test', household: null, householdRole: null },
    { line: 4, name: 'Milo Waverly', email: null, household: null, householdRole: null },
  ],
  update: [],
  unchanged: [],
  refused: [],
  households: [],
};

const RESULT: ContactImportResult = {
  created: 3,
  updated: 0,
  unchanged: 0,
  refused: 0,
  households: 0,
  // Milo is a child brought in with his guardians, without an email.
  createdIds: ['c-wren', 'c-rosa', 'c-ana', 'c-milo'],
  invitableIds: ['c-wren', 'c-rosa', 'c-ana'],
};

function stubServer() {
  const invited: string[][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/contact/import/preview') return json(PREVIEW);
    if (url === '/api/contact/import/confirm') return json(RESULT);
    if (url === '/api/contacts/invite') {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      invited.push(ids);
      const result: ContactInviteResult = {
        invited: 2,
        skipped: 1,
        outcomes: [
          { id: 'c-wren', name: 'Wren Waverly', invited: true, skipped: null },
          { id: 'c-rosa', name: 'Rosa Ruiz', invited: true, skipped: null },
          {
            id: 'c-ana',
            name: 'Ana Arroyo',
            invited: false,
            // Deleted by another admin between the import and the invitation.
            skipped: { code: 'not_found', reason: 'Este contacto ya no existe' },
          },
        ],
      };
      return json(result);
    }
    return json({ message: `unexpected ${url}` }, 404);
  });
  return invited;
}

async function importFile(words: { file: string; preview: string; confirm: string }) {
  const input = await screen.findByLabelText(words.file);
  await act(async () => {
    fireEvent.change(input, {
      target: { files: [new File(['First Name,Last Name\n'], 'team.csv', { type: 'text/csv' })] },
    });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: words.preview }));
  });
  // Found before act: inside it, a lazy page's render waits for act to end.
  const target = await screen.findByRole('button', { name: words.confirm });
  await act(async () => {
    fireEvent.click(target);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Import Contacts: inviting the new families', () => {
  it('offers to invite the contacts the import created, and says who was left out', async () => {
    const invited = stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts' });
    await importFile({ file: 'CSV file', preview: 'Preview', confirm: 'Confirm import' });
    expect(await screen.findByRole('heading', { name: 'Import done' })).toHaveFocus();
    expect(
      screen.getByText(
        'One new contact has no email and gets no invitation: a child’s guardians answer for them.',
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Invite the 3 new families' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send invitations?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send 3 invitations' }));
    });
    await waitFor(() => expect(invited).toEqual([['c-wren', 'c-rosa', 'c-ana']]));
    expect(await screen.findByText('Invitations sent to 2 contacts.')).toBeVisible();
    expect(screen.getByText('1 contact was left out:')).toBeVisible();
    // Sent: not offered again (a second click would mail them twice).
    expect(screen.queryByRole('button', { name: 'Invite the 3 new families' })).toBeNull();
  });

  it('in Spanish', async () => {
    stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts', language: 'es' });
    await importFile({
      file: 'Archivo CSV',
      preview: 'Previsualizar',
      confirm: 'Confirmar importación',
    });
    expect(await screen.findByRole('heading', { name: 'Importación lista' })).toBeVisible();
    expect(screen.getByText(/Las familias nuevas todavía no pueden entrar/)).toBeVisible();
    expect(
      screen.getByText(/^Un contacto nuevo no tiene correo y no recibe invitación/),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Invitar a las 3 familias nuevas' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar las invitaciones?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar 3 invitaciones' }));
    });
    expect(await screen.findByText('Invitaciones enviadas a 2 contactos.')).toBeVisible();
    expect(screen.getByText('Ana Arroyo: Este contacto ya no existe')).toBeVisible();
  });

  it('offers nothing when the import created no one', async () => {
    stubServer();
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/contact/import/preview'
        ? json(PREVIEW)
        : url === '/api/contact/import/confirm'
          ? json({ ...RESULT, created: 0, updated: 3, createdIds: [], invitableIds: [] })
          : json({}, 404),
    );
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts' });
    await importFile({ file: 'CSV file', preview: 'Preview', confirm: 'Confirm import' });
    expect(await screen.findByText(/Import done: 0 created, 3 updated/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
  });
});
