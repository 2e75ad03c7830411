import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * The tab title follows the language. The event page's title is the event's name as
 * its heading shows it: the Spanish name in Spanish ("contra …"), not the English one.
 */
const event = {
  id: 'e-game',
  name: 'vs. Cedar City Comets',
  description: '',
  date: null,
  tags: [],
  allowedAffiliations: [],
  linkedContentId: null,
  linkedContent: null,
  eventLocationID: null,
  imageURL: null,
  translations: [{ language: 'es', fieldName: 'Name', contents: 'contra Cedar City Comets' }],
  yesCount: 0,
  myRsvp: null,
} as unknown as EventDetail;

afterEach(() => vi.unstubAllGlobals());

describe("the event page's tab title", () => {
  it.each([
    ['en', 'vs. Cedar City Comets'],
    ['es', 'contra Cedar City Comets'],
  ] as const)('is the name the page shows (%s)', async (language, name) => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ data: event, error: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderWithApp({ member: testMembers.family, route: '/events/e-game', language });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${name} · River Hawks`));
  });
});
