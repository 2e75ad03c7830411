import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleImportPreview } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const game = {
  line: 3,
  name: 'Opening day',
  eventType: 'game' as const,
  opponent: 'Comets',
  date: '2027-04-10T14:00:00.000Z',
  endDate: '2027-04-10T16:00:00.000Z',
  venue: 'Riverside Park',
  eventLocationID: 1,
  teams: [],
  repeats: false,
};
const practice = {
  ...game,
  line: 2,
  name: 'Spring practice',
  eventType: 'practice' as const,
  opponent: null,
  date: '2027-03-03T23:00:00.000Z',
  endDate: null,
  eventLocationID: null,
  repeats: true,
};

const PREVIEW: ScheduleImportPreview = {
  fingerprint: 'f'.repeat(64),
  format: 'csv',
  create: [practice],
  update: [{ ...game, eventId: 'e1', changes: ['date', 'venue'] }],
  unchanged: [{ ...practice, date: '2027-03-10T23:00:00.000Z', eventId: 'e2' }],
  refused: [{ line: 4, name: 'Road game', reasons: ['No venue is named "Nowhere Park".'] }],
};

let teamsAnswered = 0;
const TWO_TEAMS = [
  { id: 1, name: 'Riverhawks', shortName: 'Riverhawks', sortOrder: 0 },
  { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 },
];

/** A fake server: the preview, then the confirm; records each call's url and form. */
function stubServer(previewAnswer: Response = json(PREVIEW), teams = TWO_TEAMS) {
  const calls: { url: string; form: FormData }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/teams') {
      teamsAnswered += 1;
      return json(teams);
    }
    if (url.startsWith('/api/event/import/')) calls.push({ url, form: init.body as FormData });
    if (url === '/api/event/import/preview') return previewAnswer.clone();
    if (url === '/api/event/import/confirm') {
      return json({ created: 1, updated: 1, unchanged: 1, refused: 1 });
    }
    return json({ message: `unexpected ${url}` }, 404);
  });
  return calls;
}

const csvFile = () =>
  new File(['Name,Date,Start time\nSpring practice,2027-03-03,18:00\n'], 'season.csv', {
    type: 'text/csv',
  });

async function choose(label: RegExp | string, file: File) {
  const input = await screen.findByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Import schedule', () => {
  it('is linked from Admin Tools for who publishes events', async () => {
    renderWithApp({ member: testMembers.admin, route: '/admin' });
    expect(await screen.findByRole('link', { name: 'Import schedule' })).toHaveAttribute(
      'href',
      '/admin/import-schedule',
    );
  });

  it('previews the events as tables, then confirms with the same file and its fingerprint', async () => {
    const calls = stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-schedule' });
    await screen.findByRole('heading', { name: 'Import schedule' });
    expect(screen.getByText(/At most 1 MB, 500 rows and 2,000 events per file/)).toBeVisible();
    // Two teams: the Teams column is read, and said.
    expect(await screen.findByText(/^Teams names the teams an event is for/)).toBeVisible();
    expect(screen.getByText(/Skip dates, Teams, Description\./)).toBeVisible();
    await choose('Schedule file (CSV or .ics)', csvFile());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });

    expect(await screen.findByRole('heading', { name: 'Preview of season.csv' })).toHaveFocus();
    expect(calls.map((c) => c.url)).toEqual(['/api/event/import/preview']);
    expect(calls[0]!.form.get('file')).toBeInstanceOf(File);
    expect(screen.getByText('To create: 1')).toBeVisible();
    expect(screen.getByText('Unchanged: 1')).toBeVisible();

    const create = screen.getByRole('table', { name: /Events to create/ });
    const createCells = within(create)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // In the team's zone: the tests' runs in UTC.
    expect(createCells).toEqual([
      '2',
      'Spring practice',
      'Wed 3 Mar, 11:00 PM',
      'Practice · Riverside Park · weekly',
    ]);
    const update = screen.getByRole('table', { name: /Events to update/ });
    expect(
      within(update)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '3',
      'Opening day',
      'Sat 10 Apr, 2:00 PM – 4:00 PM',
      'Game · vs. Comets · Riverside Park · Home',
      'date and time, location',
    ]);
    const refused = screen.getByRole('table', { name: /Rows refused/ });
    expect(within(refused).getByText('No venue is named "Nowhere Park".')).toBeVisible();
    expect(screen.getByRole('table', { name: /Unchanged/ })).toBeVisible();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    });
    const done = 'Schedule imported: 1 created, 1 updated, 1 unchanged. 1 rows were left out.';
    expect(await screen.findByText(done)).toBeVisible();
    expect(calls[1]!.url).toBe('/api/event/import/confirm');
    expect(calls[1]!.form.get('fingerprint')).toBe(PREVIEW.fingerprint);
    expect((calls[1]!.form.get('file') as File).name).toBe('season.csv');
    expect(screen.getByRole('link', { name: 'See the schedule' })).toHaveAttribute(
      'href',
      '/events/all',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads in Spanish and shows a refusal of the whole file', async () => {
    stubServer(json({ message: 'El archivo está vacío.' }, 400));
    renderWithApp({ member: testMembers.admin, route: '/admin/import-schedule', language: 'es' });
    await screen.findByRole('heading', { name: 'Importar calendario' });
    await choose('Archivo del calendario (CSV o .ics)', csvFile());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo está vacío.');
    expect(screen.queryByRole('button', { name: 'Confirmar importación' })).toBeNull();
  });

  it('says no word of teams when the club has one team', async () => {
    teamsAnswered = 0;
    stubServer(json(PREVIEW), [TWO_TEAMS[0]!]);
    renderWithApp({ member: testMembers.admin, route: '/admin/import-schedule' });
    expect(await screen.findByText(/Skip dates, Description\./)).toBeVisible();
    // The teams were read (one), and the page was drawn after.
    await waitFor(() => expect(teamsAnswered).toBe(1));
    await act(async () => {});
    expect(screen.queryByText(/Teams/)).toBeNull();
  });

  it('asks for a file before previewing', async () => {
    const calls = stubServer();
    renderWithApp({ member: testMembers.admin, route: '/admin/import-schedule' });
    // Found before act: inside it, a lazy page's render waits for act to end.
    const target = await screen.findByRole('button', { name: 'Preview' });
    await act(async () => {
      fireEvent.click(target);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV or .ics file first.');
    expect(calls).toEqual([]);
  });
});
