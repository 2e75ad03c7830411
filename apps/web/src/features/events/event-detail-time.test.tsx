import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * The event page reads the start in the team's time zone, as the schedule does; a
 * browser elsewhere (the test runs in UTC) also sees the zone's name, so it is not misread.
 */
const event = {
  id: 'e-night',
  name: 'Night Game',
  description: '',
  date: '2031-06-10T23:30:00.000Z',
  tags: [],
  allowedAffiliations: [],
  linkedContentId: null,
  linkedContent: null,
  eventLocationID: 1,
  imageURL: null,
  translations: [],
  yesCount: 0,
  myRsvp: null,
  venue: null,
  arrivalTime: '2031-06-10T22:30:00.000Z',
  arrivalMinutesBefore: 60,
} as unknown as EventDetail;

afterEach(() => vi.unstubAllGlobals());

describe("the event page's start and arrival", () => {
  it("are in the team's time zone, named when the browser is elsewhere", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.startsWith('/api/event/')
        ? new Response(JSON.stringify({ data: event, error: null }), {
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } }),
    );
    renderWithApp({
      member: testMembers.family,
      route: '/events/e-night',
      config: { teamTimeZone: 'Asia/Tokyo' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Night Game' });
    // 23:30 UTC on 10 June is 8:30 on 11 June in Tokyo (UTC+9 all year).
    // The zone's long name, as Intl gives it ("GMT+9" read as a code in Spanish).
    expect(
      screen.getByText(/Wednesday, June 11, 2031 at 8:30 AM \(Japan Standard Time\)/),
    ).toBeVisible();
    expect(screen.getByText('Arrive by 7:30 AM')).toBeVisible();
  });
});
