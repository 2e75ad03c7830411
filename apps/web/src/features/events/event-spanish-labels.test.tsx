import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * A Spanish event page does not mix languages. The seeded tags ("game", "away") and
 * the team's affiliations in "Visible para" are shown in Spanish; a tag of the team's own is
 * shown as written.
 */
const event = {
  id: 'e-tags',
  name: 'Team picnic',
  description: '',
  date: null,
  tags: ['game', 'away', 'Cedar Cup'],
  allowedAffiliations: [{ id: 1, name: "Players' Families" }],
  linkedContentId: null,
  linkedContent: null,
  eventLocationID: null,
  imageURL: null,
  translations: [],
  yesCount: 0,
  myRsvp: null,
} as unknown as EventDetail;

afterEach(() => vi.unstubAllGlobals());

describe('the event page in Spanish', () => {
  it.each([
    ['en', ['game', 'away', 'Cedar Cup'], "Visible to: Players' Families"],
    ['es', ['partido', 'visitante', 'Cedar Cup'], 'Visible para: Familias de jugadores'],
  ] as const)(
    'names tags and affiliations in the reader’s language (%s)',
    async (language, tags, visible) => {
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(JSON.stringify({ data: event, error: null }), {
            headers: { 'content-type': 'application/json' },
          }),
      );
      renderWithApp({ member: testMembers.family, route: '/events/e-tags', language });
      const list = await screen.findByRole('list', {
        name: language === 'es' ? 'Etiquetas' : 'Tags',
      });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(tags);
      expect(screen.getByText(visible)).toBeVisible();
    },
  );
});
