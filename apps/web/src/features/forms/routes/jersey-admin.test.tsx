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
  status: 'open',
  fulfilledAt: null,
  fulfilledBy: null,
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

it('shows each request’s status and marks one fulfilled, then open again', async () => {
  const puts: { url: string; body: unknown }[] = [];
  let rows = [row('1', 'Zoe', 9), row('2', 'Ana', 10)];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { status: 'open' | 'fulfilled' };
      puts.push({ url, body });
      const id = url.split('/').pop()!;
      rows = rows.map((r) =>
        r.id === id
          ? {
              ...r,
              status: body.status,
              fulfilledAt: body.status === 'fulfilled' ? '2026-03-02T03:30:00.000Z' : null,
              fulfilledBy: body.status === 'fulfilled' ? 'Alex Admin' : null,
            }
          : r,
      ) as typeof rows;
      return json(rows.find((r) => r.id === id));
    }
    return json(rows);
  });
  renderWithApp({
    member: testMembers.admin,
    route: '/jerseyadmin',
    config: { teamTimeZone: 'America/New_York' },
  });
  await screen.findByText('Zoe');
  expect(screen.getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();
  const zoe = () => within(screen.getByText('Zoe').closest('tr')!);
  expect(zoe().getByText('Open')).toBeInTheDocument();
  fireEvent.click(zoe().getByRole('button', { name: 'Mark fulfilled for Zoe Ruiz' }));
  await zoe().findByText('Fulfilled');
  expect(puts).toEqual([{ url: '/api/form/status/1', body: { status: 'fulfilled' } }]);
  // When, in the team's time zone, and by whom.
  expect(zoe().getByText('Mar 1, 2026, 10:30 PM').parentElement).toHaveTextContent(
    'Mar 1, 2026, 10:30 PM by Alex Admin',
  );
  fireEvent.click(zoe().getByRole('button', { name: 'Mark open for Zoe Ruiz' }));
  await zoe().findByText('Open');
  expect(puts[1]).toEqual({ url: '/api/form/status/1', body: { status: 'open' } });
  expect(within(screen.getByText('Ana').closest('tr')!).getByText('Open')).toBeInTheDocument();
});
