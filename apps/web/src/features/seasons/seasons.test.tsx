import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Season, SeasonPreview, SeasonStartInput, Team } from '@dugout/shared';
import { jsonResponse as json, recordFetch, writesIn } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { currentSeason, team } from './season-fixtures';

const current = currentSeason;
const past: Season = {
  id: 1,
  name: '2025',
  startsOn: '2025-03-01',
  endsOn: '2025-07-31',
  current: false,
};
const preview: SeasonPreview = {
  from: { id: 2, name: '2026' },
  archived: { events: 31, rsvps: 412, requests: 7, messages: 5 },
  moved: { events: 2 },
  teams: {
    continuing: [{ id: 2, name: '12U Riverhawks' }],
    stopping: [{ id: 1, name: 'Riverhawks' }],
  },
  carried: { families: 120, households: 40, venues: 4, preferences: 18 },
};

/** A fake server with the club's teams; records every call. */
function stubServer(teams: Team[]) {
  return recordFetch<SeasonStartInput>(({ method, url }) => {
    if (method === 'GET' && url === '/api/seasons') return json([current, past]);
    if (method === 'GET' && url === '/api/teams') return json(teams);
    if (method === 'POST' && url === '/api/seasons/preview') return json(preview);
    if (method === 'POST' && url === '/api/seasons') {
      return json({ ...preview, season: { ...current, id: 3, name: '2027' } }, 201);
    }
    if (method === 'GET' && url === '/api/seasons/1/events') {
      return json({
        season: past,
        events: [
          {
            id: 'e1',
            name: 'Season opener',
            date: '2025-03-14T17:00:00.000Z',
            eventType: 'game',
            opponent: 'Cedar City Comets',
            going: 9,
          },
        ],
      });
    }
    return undefined;
  });
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('Start a new season', () => {
  it('previews with the teams that continue, then starts the season after the confirmation', async () => {
    const calls = stubServer([team(1, 'Riverhawks'), team(2, '12U Riverhawks')]);
    renderWithApp({ member: testMembers.admin, route: '/admin/new-season' });
    await screen.findByText('Current season: 2026 (Mar 1, 2026 – Nov 30, 2026)');
    fill('Name of the new season', '2027');
    fill('Starts on', '2027-03-01');
    fill('Ends on', '2027-11-30');
    const teams = await screen.findByRole('group', { name: 'Teams that continue' });
    fireEvent.click(within(teams).getByLabelText('Riverhawks'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const panel = await screen.findByRole('region', { name: 'What starting “2027” does' });
    expect([...panel.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '31 events',
      '412 RSVPs',
      '7 requests',
      '5 messages',
      '2 events',
      '120 contacts of the families',
      '40 households',
      '4 venues',
      '18 message preferences',
      'Continue: 12U Riverhawks',
      'Stop: Riverhawks',
    ]);
    expect(writesIn(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/seasons/preview',
        { name: '2027', startsOn: '2027-03-01', endsOn: '2027-11-30', continuingTeams: [2] },
      ],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Start the season' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start “2027”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the season' }));
    await screen.findByText('Season “2027” started. 2026 is now under Past seasons.');
    expect(writesIn(calls).map((c) => c.url)).toEqual(['/api/seasons/preview', '/api/seasons']);
    expect(writesIn(calls)[1]!.body).toEqual(writesIn(calls)[0]!.body);
  });

  it('shows no team choice for a club of one team, and sends none', async () => {
    const calls = stubServer([team(1, 'Riverhawks')]);
    renderWithApp({ member: testMembers.admin, route: '/admin/new-season' });
    await screen.findByText('Current season: 2026 (Mar 1, 2026 – Nov 30, 2026)');
    fill('Name of the new season', '2027');
    fill('Starts on', '2027-03-01');
    fill('Ends on', '2027-11-30');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const panel = await screen.findByRole('region', { name: 'What starting “2027” does' });
    expect(screen.queryByRole('group', { name: 'Teams that continue' })).toBeNull();
    expect(within(panel).queryByText('Teams')).toBeNull();
    expect(writesIn(calls)[0]!.body).toEqual({
      name: '2027',
      startsOn: '2027-03-01',
      endsOn: '2027-11-30',
    });
  });
});

describe('Past seasons', () => {
  it('lists a past season’s events read-only, in Spanish too', async () => {
    stubServer([team(1, 'Riverhawks')]);
    renderWithApp({ member: testMembers.family, route: '/seasons/past', language: 'es' });
    const item = (await screen.findByText('Season opener')).closest('li')!;
    expect(item.textContent).toContain('contra Cedar City Comets');
    expect(item.textContent).toContain('Van: 9');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('2025');
    expect(within(item).queryByRole('button')).toBeNull();
  });
});
