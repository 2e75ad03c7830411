import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { upperFirst } from '../../../lib/i18n/upper-first';
import { Calendar } from './calendar';

/** Spanish writes "Noviembre de 2026", never "Noviembre De 2026" (no title case). */
describe('the calendar’s dates in each language', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12));
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify([
            {
              id: 'e1',
              name: 'Picnic',
              date: new Date(2026, 10, 14, 15).toISOString(),
              eventLocationID: 2,
              imageURL: null,
            },
          ]),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('upper-cases only the first letter, as written in both languages', () => {
    expect(upperFirst('noviembre de 2026', 'es')).toBe('Noviembre de 2026');
    expect(upperFirst('sábado, 14 de noviembre', 'es')).toBe('Sábado, 14 de noviembre');
    expect(upperFirst('November 2026', 'en')).toBe('November 2026');
    expect(upperFirst('', 'es')).toBe('');
  });

  it('heads the Spanish month "Noviembre de 2026" and its days "Sábado, 14 de noviembre"', async () => {
    renderWithApp({ ui: <Calendar />, member: testMembers.family, language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Noviembre de 2026' }),
    ).toBeVisible();
    const day = await screen.findByRole('heading', { level: 3, name: /^Sábado, 14 de noviembre/ });
    expect(within(day).getByText('Partido en casa')).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Dom',
      'Lun',
      'Mar',
      'Mié',
      'Jue',
      'Vie',
      'Sáb',
    ]);
  });

  it('heads the English month "November 2026"', async () => {
    renderWithApp({ ui: <Calendar />, member: testMembers.family, language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
  });
});
