import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { venueMapUrl } from '@dugout/shared';
import { renderWithApp } from '../../testing/render-with-app';
import { arrivalClock, VenueDetails } from './venue-details';

const park = {
  id: 1,
  name: 'Riverside Park',
  address: '100 Riverhawk Way, Riverton',
  latitude: 41.5872,
  longitude: -88.1204,
  notes: 'Families enter by Gate B.',
};

describe('the event page’s venue', () => {
  it('links the map by coordinates (OpenStreetMap and geo:) and shows arrival and notes', async () => {
    renderWithApp({
      ui: <VenueDetails venue={park} arrivalTime="2031-06-01T22:15:00.000Z" />,
    });
    expect(await screen.findByRole('heading', { name: 'Where' })).toBeVisible();
    expect(screen.getByText('100 Riverhawk Way, Riverton')).toBeVisible();
    expect(
      screen.getByRole('link', { name: /Open Riverside Park in OpenStreetMap/ }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=41.5872&mlon=-88.1204#map=17/41.5872/-88.1204',
    );
    expect(screen.getByRole('link', { name: 'Open in my map app' })).toHaveAttribute(
      'href',
      'geo:41.5872,-88.1204',
    );
    const clock = arrivalClock(new Date('2031-06-01T22:15:00.000Z'), 'en');
    expect(clock).toMatch(/^\d{1,2}:15\s?[AP]M$/);
    expect(screen.getByText(`Arrive by ${clock}`)).toBeVisible();
    expect(screen.getByText('Families enter by Gate B.')).toBeVisible();
  });

  it('searches by address without coordinates, and shows nothing without venue or arrival', async () => {
    renderWithApp({
      ui: <VenueDetails venue={{ ...park, latitude: null, longitude: null }} arrivalTime={null} />,
    });
    expect(await screen.findByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=100%20Riverhawk%20Way%2C%20Riverton',
    );
    expect(screen.queryByRole('link', { name: 'Open in my map app' })).toBeNull();
    expect(venueMapUrl({ name: '', address: '', latitude: null, longitude: null })).toBeNull();
    expect(screen.queryByText(/^Arrive by/)).toBeNull();
    const none = renderWithApp({ ui: <VenueDetails venue={null} arrivalTime={null} /> });
    await screen.findAllByRole('heading', { name: 'Where' });
    expect(none.container.querySelector('.venue-details')).toBeNull();
  });
});
