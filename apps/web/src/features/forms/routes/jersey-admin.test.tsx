import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const row = (id: string, firstName: string, jerseyNumber: number) => ({
  id,
  firstName,
  lastName: 'Ruiz',
  jerseyName: 'RUIZ',
  jerseyNumber,
  jerseySize: 'M',
  jerseyPosition: 0,
  submittedBy: 'Fiona Family',
  submittedAt: '2026-03-01T12:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

it('sorts by a clicked header and downloads the CSV', async () => {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    if (url === '/api/form/csv') return new Response('\uFEFFa,b', { status: 200 });
    return new Response(
      JSON.stringify([row('1', 'Zoe', 9), row('2', 'Ana', 10), row('3', 'Max', 2)]),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  renderWithApp({ member: testMembers.admin, route: '/jerseyadmin' });
  await screen.findByText('Zoe');
  const firstColumn = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
  fireEvent.click(screen.getByRole('button', { name: /First Name/ }));
  expect(firstColumn()).toEqual(['Ana', 'Max', 'Zoe']);
  fireEvent.click(screen.getByRole('button', { name: /First Name/ }));
  expect(firstColumn()).toEqual(['Zoe', 'Max', 'Ana']);
  fireEvent.click(screen.getByRole('button', { name: /Number/ }));
  expect(firstColumn()).toEqual(['Max', 'Zoe', 'Ana']);
  expect(screen.getByRole('columnheader', { name: /Number/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await vi.waitFor(() => expect(urls).toContain('/api/form/csv'));
});
