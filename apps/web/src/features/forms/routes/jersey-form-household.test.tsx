import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const household = [
  {
    contactId: '00000000-0000-4000-8000-000000000001',
    firstName: 'Mia',
    lastName: 'Pemberton',
    role: 'sibling',
    jerseyName: null,
    jerseyNumber: null,
    jerseyPosition: null,
  },
  {
    contactId: '00000000-0000-4000-8000-000000000002',
    firstName: 'Noah',
    lastName: 'Pemberton',
    role: 'player',
    jerseyName: 'NOAH P',
    jerseyNumber: 16,
    jerseyPosition: 1,
  },
];

/** The household's children on GET /api/form/household, no requests of one's own, POSTs kept. */
function stubApi(children: unknown[]) {
  const posts: { url: string; body: Record<string, unknown>[] }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (init.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return json({ saved: 1 }, 201);
    }
    return json(String(url).includes('/api/form/household') ? children : []);
  });
  return posts;
}

const item = (n: number) => screen.getByRole('group', { name: `Item ${n}` });
const value = (n: number, label: string) =>
  (within(item(n)).getByLabelText(label) as HTMLInputElement).value;

describe('Jersey Request Form, filled from the household', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills a row’s names, number and kid slot from a child picked, leaving the size to type', async () => {
    const posts = stubApi(household);
    renderWithApp({ member: testMembers.family, route: '/jerseyform' });
    const picker = await screen.findByLabelText('Fill from your household');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Someone else (type below)', 'Mia Pemberton (sibling)', 'Noah Pemberton (player)']);
    fireEvent.change(picker, { target: { value: household[1]!.contactId } });
    expect(value(1, 'First name')).toBe('Noah');
    expect(value(1, 'Last name')).toBe('Pemberton');
    expect(value(1, 'Name on the jersey')).toBe('NOAH P');
    expect(value(1, 'Jersey number')).toBe('16');
    // The slot last asked for him, not his place in the list.
    expect(value(1, 'For')).toBe('1');
    expect(value(1, 'Size')).toBe('');

    // A child never asked for: their last name on the jersey, the number left to type.
    fireEvent.click(screen.getByRole('button', { name: 'Add another item' }));
    fireEvent.change(within(item(2)).getByLabelText('Fill from your household'), {
      target: { value: household[0]!.contactId },
    });
    expect(value(2, 'Name on the jersey')).toBe('Pemberton');
    expect(value(2, 'Jersey number')).toBe('');
    expect(value(2, 'For')).toBe('1');

    fireEvent.change(within(item(1)).getByLabelText('Size'), { target: { value: 'Youth L' } });
    fireEvent.change(within(item(2)).getByLabelText('Jersey number'), { target: { value: '3' } });
    fireEvent.change(within(item(2)).getByLabelText('Size'), { target: { value: 'Youth S' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Form Submitted!');
    // The picked child is the form's business only: the items sent are the spec's shape.
    expect(posts[0]!.body.map(({ jerseyIndex: _i, ...rest }) => rest)).toEqual([
      {
        firstName: 'Noah',
        lastName: 'Pemberton',
        jerseyName: 'NOAH P',
        jerseyNumber: 16,
        jerseySize: 'Youth L',
        jerseyPosition: 1,
      },
      {
        firstName: 'Mia',
        lastName: 'Pemberton',
        jerseyName: 'Pemberton',
        jerseyNumber: 3,
        jerseySize: 'Youth S',
        jerseyPosition: 1,
      },
    ]);
  });

  it('offers no picker to a member without a household', async () => {
    stubApi([]);
    renderWithApp({ member: testMembers.family, route: '/jerseyform' });
    await screen.findByRole('heading', { name: 'Jersey Request Form' });
    expect(screen.queryByLabelText('Fill from your household')).toBeNull();
  });

  it('speaks Spanish', async () => {
    stubApi(household);
    renderWithApp({ member: testMembers.family, route: '/jerseyform', language: 'es' });
    const picker = await screen.findByLabelText('Rellenar con alguien de tu hogar');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Otra persona (escríbela abajo)',
      'Mia Pemberton (hermano o hermana)',
      'Noah Pemberton (jugador)',
    ]);
  });
});
