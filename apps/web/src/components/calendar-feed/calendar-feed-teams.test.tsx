import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyTeams, Team } from '@dugout/shared';
import { jsonResponse, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { CalendarFeedCard } from './calendar-feed-card';
import { CalendarFeedTeams } from './calendar-feed-teams';

const RIVERHAWKS: Team = { id: 1, name: 'Riverhawks', shortName: 'Riverhawks', sortOrder: 0 };
const U12: Team = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };
const U14: Team = { id: 3, name: '14U Riverhawks', shortName: '14U', sortOrder: 2 };
const WEBCAL = 'webcal://localhost/api/calendar/abc.ics';

/** The member's feed link, the club's teams and theirs (`mine`). */
function feedApi(club: Team[], mine: Team[]) {
  return recordFetch((call) => {
    if (call.url === '/api/calendar/feed') {
      return jsonResponse({ url: 'http://localhost/api/calendar/abc.ics', webcalUrl: WEBCAL });
    }
    if (call.url === '/api/teams') return jsonResponse(club);
    if (call.url === '/api/teams/mine') {
      return jsonResponse(mine.map((t) => ({ ...t, reach: ['household'] })) satisfies MyTeams);
    }
    return undefined;
  });
}

const ui = (
  <>
    <CalendarFeedCard />
    <CalendarFeedTeams />
  </>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a team’s calendar link', () => {
  it('is offered for each of the member’s teams when they reach two, in Spanish', async () => {
    feedApi([RIVERHAWKS, U12, U14], [RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.family, ui, language: 'es' });
    expect(
      await screen.findByRole('link', { name: 'Suscribirse a 12U Riverhawks' }),
    ).toHaveAttribute('href', `${WEBCAL}?team=2`);
    expect(screen.getByRole('link', { name: 'Suscribirse a Riverhawks' })).toHaveAttribute(
      'href',
      `${WEBCAL}?team=1`,
    );
    expect(screen.queryByRole('link', { name: 'Suscribirse a 14U Riverhawks' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'El calendario de un equipo' })).toBeVisible();
  });

  it('is not offered in a club of one team, nor to a member of one team', async () => {
    feedApi([RIVERHAWKS, U12], [U12]);
    const { unmount } = renderWithApp({ member: testMembers.family, ui });
    await screen.findByLabelText('Your private calendar link');
    await vi.waitFor(() =>
      expect(screen.queryAllByRole('link', { name: /^Subscribe to / })).toEqual([]),
    );
    expect(screen.queryByRole('heading', { name: 'One team’s calendar' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    const calls = feedApi([RIVERHAWKS], []);
    renderWithApp({ member: testMembers.family, ui });
    await screen.findByLabelText('Your private calendar link');
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams'));
    expect(calls.map((c) => c.url)).not.toContain('/api/teams/mine');
    expect(screen.queryByRole('heading', { name: 'One team’s calendar' })).toBeNull();
  });
});
