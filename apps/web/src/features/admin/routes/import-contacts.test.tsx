import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactImportPreview } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PREVIEW: ContactImportPreview = {
  fingerprint: 'f'.repeat(64),
  columns: ['First Name', 'Last Name', 'Email', 'Household'],
  ignoredColumns: ['Permissions'],
  create: [
    {
      line: 2,
      name: 'Hana Hearth',
      email: 'hana@x.test',
      household: 'Hearth family',
      householdRole: 'guardian',
    },
  ],
  update: [
    {
      line: 3,
      name: 'Fiona Family',
      email: 'family@riverhawks.test',
      household: null,
      householdRole: null,
      contactId: 'c1',
      changes: [
        { field: 'phone', column: 'Phone', from: '+15550100160', to: '+15550100171' },
        { field: 'relation', column: 'Relation To Player', from: 'aunt', to: 'mother' },
        { field: 'hidden', column: 'Hidden From Others', from: 'no', to: 'yes' },
        { field: 'language', column: 'Language', from: 'en', to: 'es' },
        { field: 'description', column: 'Description', from: 'Brings the oranges', to: null },
        { field: 'twitter', column: 'Twitter', from: null, to: '@fiona' },
      ],
    },
  ],
  unchanged: [
    {
      line: 5,
      name: 'Gavin Pemberton',
      email: 'gavin@x.test',
      household: null,
      householdRole: null,
      contactId: 'c2',
    },
  ],
  refused: [
    { line: 4, name: 'Bad Email', email: 'nope', reasons: ['Email is not a valid email address.'] },
  ],
  households: [
    {
      name: 'Hearth family',
      members: [
        { line: 2, name: 'Hana Hearth', role: 'guardian', onRoster: false },
        { line: 6, name: 'Hugo Hearth', role: 'guardian', onRoster: false },
        { line: 7, name: 'Leo Hearth', role: 'player', onRoster: false },
        { line: 8, name: 'Jake Thornbury', role: 'player', onRoster: true },
      ],
    },
  ],
};

/** A fake server: the preview, then the confirm; records each call's url and form. */
function stubServer(previewAnswer: Response = json(PREVIEW)) {
  const calls: { url: string; form: FormData }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    // The import's calls only (the app also reads /api/me for the member's language).
    if (url.startsWith('/api/contact/import/')) calls.push({ url, form: init.body as FormData });
    if (url === '/api/contact/import/preview') return previewAnswer.clone();
    if (url === '/api/contact/import/confirm') {
      return json({
        created: 1,
        updated: 1,
        unchanged: 0,
        refused: 1,
        households: 1,
        createdIds: [],
        invitableIds: [],
      });
    }
    return json({ message: `unexpected ${url}` }, 404);
  });
  return calls;
}

const csvFile = () =>
  new File(['First Name,Last Name\nHana,Hearth\n'], 'team.csv', { type: 'text/csv' });

async function choose(label: RegExp | string, file: File) {
  const input = await screen.findByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Import Contacts', () => {
  it('is linked from Admin Tools', async () => {
    renderWithApp({ member: testMembers.admin, route: '/admin' });
    expect(await screen.findByRole('link', { name: 'Import Contacts' })).toHaveAttribute(
      'href',
      '/admin/import-contacts',
    );
  });

  it('previews the file as tables, then confirms with the same file and its fingerprint', async () => {
    const calls = stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts' });
    await screen.findByRole('heading', { name: 'Import Contacts' });
    expect(screen.getByText(/At most 1 MB and 1,000 rows per file/)).toBeInTheDocument();
    const file = csvFile();
    await choose('CSV file', file);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });

    expect(await screen.findByRole('heading', { name: 'Preview of team.csv' })).toHaveFocus();
    expect(calls[0]!.url).toBe('/api/contact/import/preview');
    expect(calls[0]!.form.get('file')).toBeInstanceOf(File);
    const create = screen.getByRole('table', { name: /Contacts to create/ });
    expect(within(create).getByRole('cell', { name: 'Hana Hearth' })).toBeInTheDocument();
    const update = screen.getByRole('table', { name: /Contacts to update/ });
    expect(within(update).getByText('Phone', { exact: false })).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: /Rows refused/ });
    expect(within(refused).getByText('Email is not a valid email address.')).toBeInTheDocument();
    const households = screen.getByRole('table', { name: /Households to form/ });
    expect(within(households).getByText('Hana Hearth (Guardian)')).toBeInTheDocument();
    // Nothing written yet: only the preview was asked for.
    expect(calls).toHaveLength(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    });
    expect(
      await screen.findByText('Import done: 1 created, 1 updated, 1 households formed.'),
    ).toHaveAttribute('role', 'status');
    expect(calls[1]!.url).toBe('/api/contact/import/confirm');
    expect(calls[1]!.form.get('fingerprint')).toBe(PREVIEW.fingerprint);
    expect((calls[1]!.form.get('file') as File).name).toBe('team.csv');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each field an update changes, from → to, the rows left as they are and who answers for whom', async () => {
    stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts' });
    expect(await screen.findByText(/an empty cell leaves that field as it is/)).toBeInTheDocument();
    expect(screen.getByText(/write \(clear\) or \(borrar\) in its cell/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download an example file' })).toHaveAttribute(
      'download',
      'contacts-import-example.csv',
    );
    await choose('CSV file', csvFile());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });
    const update = await screen.findByRole('table', { name: /Contacts to update/ });
    const changes = within(update)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(changes).toEqual([
      'Phone: (555) 010-0160 → (555) 010-0171',
      'Relation To Player: Aunt → Mother',
      'Hidden From Others: No → Yes',
      'Language: English → Spanish',
      'Description: Brings the oranges → (cleared)',
      'Twitter: (empty) → @fiona',
    ]);
    const unchanged = screen.getByRole('table', { name: /Already up to date/ });
    expect(within(unchanged).getByRole('cell', { name: 'Gavin Pemberton' })).toBeInTheDocument();
    const households = screen.getByRole('table', { name: /Households to form/ });
    expect(
      within(households).getByText('Leo Hearth (Player, not on the roster)'),
    ).toBeInTheDocument();
    expect(within(households).getByText('Jake Thornbury (Player)')).toBeInTheDocument();
    expect(
      within(households).getByText(
        'Hana Hearth and Hugo Hearth will be the guardians of Leo Hearth and Jake Thornbury: they edit their cards and answer invitations for them.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the changes in Spanish', async () => {
    stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts', language: 'es' });
    expect(
      await screen.findByText(/escribe \(clear\) o \(borrar\) en su celda/),
    ).toBeInTheDocument();
    await choose('Archivo CSV', csvFile());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Previsualizar' }));
    });
    const update = await screen.findByRole('table', { name: /Contactos por actualizar/ });
    expect(
      within(update)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // Each column in the page's language, not as the file's English header writes it.
      'Teléfono: (555) 010-0160 → (555) 010-0171',
      'Relación con el jugador: Tía → Madre',
      'Oculto para los demás: No → Sí',
      'Idioma: Inglés → Español',
      'Descripción: Brings the oranges → (se borra)',
      'Twitter: (vacío) → @fiona',
    ]);
    expect(screen.getByRole('table', { name: /Ya al día/ })).toBeInTheDocument();
    const households = screen.getByRole('table', { name: /Hogares por formar/ });
    expect(
      within(households).getByText('Leo Hearth (Jugador, no está en la plantilla)'),
    ).toBeInTheDocument();
    expect(
      within(households).getByText(
        'Hana Hearth y Hugo Hearth serán los tutores de Leo Hearth y Jake Thornbury: editan sus fichas y responden las invitaciones por ellos.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the message of a refused file', async () => {
    const calls = stubServer(json({ message: 'The file is empty.' }, 400));
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts' });
    await choose('CSV file', csvFile());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty.');
    expect(calls.map((c) => c.url)).toEqual(['/api/contact/import/preview']);
  });

  it('asks for a file before previewing, in Spanish', async () => {
    const calls = stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts', language: 'es' });
    await screen.findByRole('heading', { name: 'Importar contactos' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Previsualizar' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Primero elige un archivo CSV.');
    expect(calls).toHaveLength(0);
  });

  it('cancel clears the preview', async () => {
    stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-contacts' });
    await choose('CSV file', csvFile());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });
    await screen.findByRole('heading', { name: 'Preview of team.csv' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Preview of team.csv' })).toBeNull();
  });
});
