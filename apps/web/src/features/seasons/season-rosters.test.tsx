import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { SeasonPreview, SeasonStarted } from '@dugout/shared';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { currentSeason, team } from './season-fixtures';

const current = currentSeason;
const preview: SeasonPreview = {
  from: { id: 2, name: '2026' },
  archived: { events: 3, rsvps: 4, requests: 0, messages: 0 },
  moved: { events: 0 },
  teams: {
    continuing: [
      { id: 1, name: 'Riverhawks' },
      { id: 2, name: '12U Riverhawks' },
    ],
    stopping: [],
  },
  carried: { families: 10, households: 4, venues: 1, preferences: 0 },
};
const started: SeasonStarted = {
  ...preview,
  season: { ...current, id: 3, name: '2027' },
  rosters: [
    { teamId: 1, name: 'Riverhawks', ok: true },
    { teamId: 2, name: '12U Riverhawks', ok: false },
  ],
};

afterEach(() => vi.unstubAllGlobals());

it('says which team’s roster feed did not answer once the season has started, in Spanish', async () => {
  recordFetch(({ method, url }) => {
    if (method === 'GET' && url === '/api/seasons') return json([current]);
    if (method === 'GET' && url === '/api/teams') {
      return json([team(1, 'Riverhawks'), team(2, '12U Riverhawks')]);
    }
    if (method === 'POST' && url === '/api/seasons/preview') return json(preview);
    if (method === 'POST' && url === '/api/seasons') return json(started, 201);
    return undefined;
  });
  renderWithApp({ member: testMembers.admin, route: '/admin/new-season', language: 'es' });
  await screen.findByText(/^Temporada actual: 2026/);
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill(/^Nombre de la nueva temporada/, '2027');
  fill(/^Empieza el/, '2027-03-01');
  fill(/^Termina el/, '2027-11-30');
  fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
  const submit = await screen.findByRole('button', { name: 'Empezar la temporada' });
  fireEvent.click(submit);
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Empezar la temporada' }));
  expect((await screen.findByText(/no respondió/)).textContent).toBe(
    'La fuente de la plantilla de 12U Riverhawks no respondió: conserva su última plantilla hasta que la fuente responda de nuevo.',
  );
});
