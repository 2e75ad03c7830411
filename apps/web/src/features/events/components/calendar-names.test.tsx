import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { Calendar } from './calendar';

/** The calendar names an event as its page does (its Spanish name to a Spanish reader). */
describe('event names in the calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12));
    const events: EventSummary[] = [
      {
        id: 'e1',
        name: 'Family Picnic',
        date: new Date(2026, 10, 14, 15).toISOString(),
        eventLocationID: null,
        imageURL: null,
        translations: [{ language: 'es', fieldName: 'Name', contents: 'Picnic familiar' }],
      },
      {
        id: 'e2',
        name: 'Batting practice',
        date: new Date(2026, 10, 16, 15).toISOString(),
        eventLocationID: null,
        imageURL: null,
      },
    ];
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(events), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the Spanish name in Spanish, the original where there is no translation', async () => {
    renderWithApp({ ui: <Calendar />, member: testMembers.family, language: 'es' });
    const links = await screen.findAllByRole('link', { name: /Picnic familiar/ });
    expect(new Set(links.map((a) => a.getAttribute('href')))).toEqual(new Set(['/events/e1']));
    expect(screen.queryByText('Family Picnic')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Batting practice/ })[0]).toHaveAttribute(
      'href',
      '/events/e2',
    );
  });

  it('shows the original name in English', async () => {
    renderWithApp({ ui: <Calendar />, member: testMembers.family, language: 'en' });
    const links = await screen.findAllByRole('link', { name: /Family Picnic/ });
    expect(new Set(links.map((a) => a.getAttribute('href')))).toEqual(new Set(['/events/e1']));
    expect(screen.queryByText('Picnic familiar')).toBeNull();
  });
});
