import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { CalendarFeedCard } from './calendar-feed-card';

/** A GET never writes: loading the card reads the link; the member's click makes it (POST). */
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the calendar feed card', () => {
  it('offers "Get my calendar link" while there is none, and shows the link it makes', async () => {
    const calls: string[] = [];
    const url = 'http://localhost/api/calendar/abc.ics';
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${path}`);
      const body =
        init.method === 'POST'
          ? { url, webcalUrl: 'webcal://localhost/api/calendar/abc.ics' }
          : { url: null, webcalUrl: null };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithApp({ member: testMembers.family, ui: <CalendarFeedCard /> });
    const get = await screen.findByRole('button', { name: 'Get my calendar link' });
    expect(calls).toEqual(['GET /api/calendar/feed']);
    expect(screen.queryByLabelText('Your private calendar link')).toBeNull();
    await act(async () => {
      fireEvent.click(get);
    });
    expect(await screen.findByLabelText('Your private calendar link')).toHaveValue(
      'webcal://localhost/api/calendar/abc.ics',
    );
    expect(calls).toEqual(['GET /api/calendar/feed', 'POST /api/calendar/feed']);
    expect(screen.queryByRole('button', { name: 'Get my calendar link' })).toBeNull();
  });
});
