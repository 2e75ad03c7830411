import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { USER_AGENTS } from '../../testing/user-agents';
import { arrivalClock, VenueDetails } from './venue-details';

const park = {
  id: 1,
  name: 'Riverside Park',
  address: '100 Riverhawk Way, Riverton',
  latitude: 41.5872,
  longitude: -88.1204,
  notes: 'Families enter by Gate B.',
};

/** The browser this page believes it runs in. */
function onDevice(userAgent: string, maxTouchPoints: number) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: maxTouchPoints });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

describe('the event page’s venue', () => {
  it('offers Google Maps on a desktop and shows arrival and notes', async () => {
    onDevice(USER_AGENTS.windowsChrome, 0);
    renderWithApp({
      ui: <VenueDetails venue={park} arrivalTime="2031-06-01T22:15:00.000Z" />,
    });
    expect(await screen.findByRole('heading', { name: 'Where' })).toBeVisible();
    expect(screen.getByText('100 Riverhawk Way, Riverton')).toBeVisible();
    const google = screen.getByRole('link', {
      name: 'Open Riverside Park in Google Maps (opens in a new tab)',
    });
    expect(google).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=41.5872,-88.1204',
    );
    expect(google).toHaveTextContent('Open in Google Maps');
    expect(google).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const clock = arrivalClock(new Date('2031-06-01T22:15:00.000Z'), 'en');
    expect(clock).toMatch(/^\d{1,2}:15\s?[AP]M$/);
    expect(screen.getByText(`Arrive by ${clock}`)).toBeVisible();
    expect(screen.getByText('Families enter by Gate B.')).toBeVisible();
  });

  it('offers Apple Maps first on an iPhone, and no geo: link', async () => {
    onDevice(USER_AGENTS.iPhoneSafari, 5);
    renderWithApp({ ui: <VenueDetails venue={park} arrivalTime={null} /> });
    await screen.findByRole('heading', { name: 'Where' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Open in Apple Maps', 'Open in Google Maps']);
    expect(links[0]).toHaveAttribute(
      'href',
      'https://maps.apple.com/?q=Riverside%20Park&ll=41.5872,-88.1204',
    );
    expect(links[0]).toHaveAccessibleName('Open Riverside Park in Apple Maps (opens in a new tab)');
    expect(screen.queryByRole('link', { name: 'Open in my map app' })).toBeNull();
  });

  it('offers the map app by geo: on Android, in the same tab, in Spanish too', async () => {
    onDevice(USER_AGENTS.androidChrome, 5);
    renderWithApp({ ui: <VenueDetails venue={park} arrivalTime={null} />, language: 'es' });
    const app = await screen.findByRole('link', { name: 'Abrir en mi app de mapas' });
    expect(app).toHaveAttribute(
      'href',
      'geo:41.5872,-88.1204?q=41.5872,-88.1204(Riverside%20Park)',
    );
    expect(app).not.toHaveAttribute('target');
    expect(
      screen.getByRole('link', {
        name: 'Abrir Riverside Park en Google Maps (se abre en una pestaña nueva)',
      }),
    ).toHaveTextContent('Abrir en Google Maps');
  });

  it('searches by address without coordinates, and shows nothing without venue or arrival', async () => {
    onDevice(USER_AGENTS.linuxFirefox, 0);
    renderWithApp({
      ui: <VenueDetails venue={{ ...park, latitude: null, longitude: null }} arrivalTime={null} />,
    });
    expect(await screen.findByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=100%20Riverhawk%20Way%2C%20Riverton',
    );
    expect(screen.queryByText(/^Arrive by/)).toBeNull();
    const none = renderWithApp({ ui: <VenueDetails venue={null} arrivalTime={null} /> });
    await screen.findAllByRole('heading', { name: 'Where' });
    expect(none.container.querySelector('.venue-details')).toBeNull();
  });
});
