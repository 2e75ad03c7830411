import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const own = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  firstName: 'Mia',
  lastName: 'Núñez',
  jerseyName: 'NUÑEZ',
  jerseyNumber: 7,
  jerseySize: 'Youth M',
  jerseyPosition: 0,
  // 03:30 UTC on 2 March: 22:30 on 1 March in New York, the team's time zone.
  submittedAt: '2026-03-02T03:30:00.000Z',
  status: 'open',
  fulfilledAt: null,
  ...over,
});

/** Answers POSTs with `status`/`body` and the member's own list (GET …/mine…) with `mine()`. */
function stubPost(status: number, body: unknown, mine: () => unknown[] = () => []) {
  const posts: unknown[] = [];
  const gets: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (value: unknown, code = 200) =>
      new Response(JSON.stringify(value), {
        status: code,
        headers: { 'Content-Type': 'application/json' },
      });
    if (init.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return json(body, status);
    }
    // The household's children (no household here) and the club's teams (none: the spec's form):
    // the pickers' own tests are beside this file.
    if (url.endsWith('/api/form/household') || url === '/api/teams') return json([]);
    gets.push(url);
    return json(mine());
  });
  return Object.assign(posts as { url: string; body: Record<string, unknown>[] }[], { gets });
}

function fillItem(n: number, values: Record<string, string>) {
  const item = screen.getByRole('group', { name: `Item ${n}` });
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(item).getByLabelText(label), { target: { value } });
  }
}

const full = {
  'First name': 'Mia',
  'Last name': 'Núñez',
  'Name on the jersey': 'NUÑEZ',
  'Jersey number': '7',
  Size: 'Youth M',
};

const giftFull = {
  'First name': 'Mia',
  'Last name': 'Núñez',
  'Name on the jacket': 'NUÑEZ',
  'Number on the jacket': '7',
  'Jacket size': 'Youth M',
};

describe('Jersey Request Form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for every field, then sends every item and resets', async () => {
    const posts = stubPost(201, { saved: 2 });
    renderWithApp({ member: testMembers.family, route: '/jerseyform' });
    await screen.findByRole('heading', { name: 'Jersey Request Form' });
    expect(screen.getByLabelText('Size')).toHaveAttribute('placeholder', 'Please be specific');
    expect(screen.getByLabelText('Jersey number')).toHaveAttribute('type', 'number');

    fillItem(1, full);
    fireEvent.click(screen.getByRole('button', { name: 'Add another item' }));
    fillItem(2, { ...full, 'First name': 'Leo' });
    fireEvent.change(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('For'), {
      target: { value: '2' },
    });
    fireEvent.change(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('Size'), {
      target: { value: '' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(
      await screen.findByText('Form Submission Failed: Please Complete All Fields'),
    ).toHaveAttribute('role', 'status');
    expect(posts).toHaveLength(0);
    fillItem(2, { Size: 'Youth S' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await screen.findByText('Form Submitted!')).toHaveAttribute('role', 'status');
    expect(posts[0]!.url).toBe('/api/form/create');
    expect(posts[0]!.body).toHaveLength(2);
    expect(posts[0]!.body[1]).toMatchObject({
      firstName: 'Leo',
      jerseyNumber: 7,
      jerseySize: 'Youth S',
      jerseyPosition: 2,
    });
    expect(posts[0]!.body[0]!.jerseyIndex).not.toBe(posts[0]!.body[1]!.jerseyIndex);
    // Reset to one empty item.
    expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('shows the server’s message when it refuses', async () => {
    stubPost(400, { message: 'Jersey number must be a whole number from 0 to 99' });
    renderWithApp({ member: testMembers.admin, route: '/giftform' });
    await screen.findByRole('heading', { name: 'Jacket Request Form' });
    fillItem(1, giftFull);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(
      await screen.findByText(
        'Form Submission Failed: Jersey number must be a whole number from 0 to 99',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('lists the member’s own requests (what, when in the team’s zone, status) and refreshes after a submit', async () => {
    let mine = [
      own(),
      own({
        id: 'r2',
        firstName: 'Leo',
        jerseyPosition: 2,
        status: 'fulfilled',
        fulfilledAt: '2026-03-05T15:00:00.000Z',
      }),
    ];
    const calls = stubPost(201, { saved: 1 }, () => mine);
    renderWithApp({
      member: testMembers.family,
      route: '/jerseyform',
      config: { teamTimeZone: 'America/New_York' },
    });
    const history = await screen.findByRole('table', { name: 'Your requests' });
    await within(history).findByText('Leo Núñez');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Mia Núñez')).toBeInTheDocument();
    expect(first.getByText('Adult')).toBeInTheDocument();
    expect(first.getByText('#7')).toBeInTheDocument();
    expect(first.getByText('Youth M')).toBeInTheDocument();
    // The team's evening of 1 March, not the UTC date.
    expect(first.getByText('Mar 1, 2026, 10:30 PM')).toHaveAttribute(
      'datetime',
      '2026-03-02T03:30:00.000Z',
    );
    expect(first.getByText('Open')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Kid 2')).toBeInTheDocument();
    expect(second.getByText('Fulfilled')).toBeInTheDocument();
    expect(second.getByText('Fulfilled Mar 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Times are in the team’s time zone (America/New_York).')).toBeVisible();
    expect(calls.gets).toEqual(['/api/form/mine']);

    mine = [own({ id: 'r3', firstName: 'Ana', submittedAt: '2026-03-06T12:00:00.000Z' }), ...mine];
    fillItem(1, { ...full, 'First name': 'Ana' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await within(history).findByText('Ana Núñez')).toBeInTheDocument();
    expect(calls.gets).toEqual(['/api/form/mine', '/api/form/mine']);
  });

  it('words a broken limit in the reader’s language, from the problem’s code', async () => {
    const posts = stubPost(201, { saved: 1 });
    renderWithApp({ member: testMembers.family, route: '/jerseyform', language: 'es' });
    await screen.findByRole('group', { name: 'Artículo 1' });
    const item = screen.getByRole('group', { name: 'Artículo 1' });
    for (const [label, value] of Object.entries({
      Nombre: 'Mia',
      Apellido: 'Núñez',
      'Nombre en la camiseta': 'NUÑEZ',
      'Número de camiseta': '100',
      Talla: 'Youth M',
    })) {
      fireEvent.change(within(item).getByLabelText(label), { target: { value } });
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    });
    expect(
      await screen.findByText(
        'Error al enviar el formulario: El número de la camiseta debe ser un número entero de 0 a 99',
      ),
    ).toHaveAttribute('role', 'status');
    expect(posts).toHaveLength(0);
  });

  it('says when there are no requests yet, in Spanish too', async () => {
    stubPost(201, { saved: 1 });
    renderWithApp({ member: testMembers.family, route: '/giftform', language: 'es' });
    expect(
      await screen.findByText('Todavía no has enviado solicitudes en este formulario.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tus solicitudes' })).toBeInTheDocument();
  });
});

describe('Jacket Request Form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the jacket’s fields, not the jersey’s, in English and Spanish', async () => {
    const calls = stubPost(201, { saved: 1 });
    const { unmount } = renderWithApp({ member: testMembers.family, route: '/giftform' });
    await screen.findByRole('heading', { name: 'Jacket Request Form' });
    expect(screen.getByLabelText('Name on the jacket')).toBeInTheDocument();
    expect(screen.getByLabelText('Number on the jacket')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Jacket size')).toHaveAttribute(
      'placeholder',
      'Please be specific',
    );
    expect(screen.queryByLabelText('Name on the jersey')).toBeNull();
    expect(screen.queryByLabelText('Jersey number')).toBeNull();
    await vi.waitFor(() => expect(calls.gets).toEqual(['/api/form/minegifts']));
    unmount();

    renderWithApp({ member: testMembers.family, route: '/giftform', language: 'es' });
    await screen.findByRole('heading', { name: 'Formulario de solicitud de chaquetas' });
    expect(screen.getByLabelText('Nombre en la chaqueta')).toBeInTheDocument();
    expect(screen.getByLabelText('Talla de la chaqueta')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre en la camiseta')).toBeNull();
  });
});
