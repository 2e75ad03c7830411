import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DutyTemplateList } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const HOME: DutyTemplateList['templates'][number] = {
  id: 4,
  name: 'Home game duties',
  nameEs: '',
  teamId: null,
  items: [
    {
      id: 1,
      nameEn: 'Snacks',
      nameEs: 'Merienda',
      slots: 2,
      note: '',
      minutesBefore: 30,
      closesMinutesBefore: 1440,
    },
    {
      id: 2,
      nameEn: 'Scorekeeper',
      nameEs: 'Anotador',
      slots: 1,
      note: '',
      minutesBefore: null,
      closesMinutesBefore: null,
    },
  ],
};

/** A server with the templates given; records every call but the page's own reads of teams. */
function serve(templates: DutyTemplateList['templates'], calls: string[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/teams')) return json([]);
    calls.push(`${method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if (url === '/api/duty-templates' && method === 'GET') return json({ templates });
    if (url === '/api/duty-templates' && method === 'POST') return json({ id: 9 }, 201);
    if (url === '/api/duty-templates/4/preview') return json({ games: 3, added: 5, existing: 1 });
    if (url === '/api/duty-templates/4/apply') return json({ games: 3, added: 5, existing: 1 });
    return json({ message: 'no' }, 404);
  });
}

describe('Duty templates', () => {
  it('lists the templates and applies one after the preview count, with the toast', async () => {
    const calls: string[] = [];
    serve([HOME], calls);
    renderWithApp({ member: testMembers.admin, route: '/duties/templates' });
    const card = (await screen.findByRole('heading', { name: 'Home game duties' })).closest('li')!;
    expect(within(card).getByText('2 duties')).toBeVisible();
    expect(within(card).getByText('Snacks × 2')).toBeVisible();
    const apply = within(card).getByRole('button', {
      name: 'Apply Home game duties to home games',
    });
    await act(async () => {
      fireEvent.click(apply);
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText(
        '3 coming home games. Duties to add: 5. Already there, to be updated: 1.',
      ),
    ).toBeVisible();
    expect(calls).toEqual(['GET /api/duty-templates', 'GET /api/duty-templates/4/preview']);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    });
    expect(await screen.findByText('Applied to 3 home games. Duties added: 5.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls).toContain('POST /api/duty-templates/4/apply');
  });

  it('creates a template with its duties’ times, in Spanish', async () => {
    const calls: string[] = [];
    serve([], calls);
    renderWithApp({ member: testMembers.admin, route: '/duties/templates', language: 'es' });
    expect(await screen.findByText('Todavía no hay plantillas.')).toBeVisible();
    const add = screen.getByRole('button', { name: 'Nueva plantilla' });
    await act(async () => {
      fireEvent.click(add);
    });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Nombre de la plantilla', 'Partidos en casa');
    type('Nombre en inglés', 'Snacks');
    type('Nombre en español', 'Merienda');
    type('Cuántas personas', '2');
    type('Hora', '45');
    type('Las familias pueden retirarse hasta', '1440');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    });
    expect(await screen.findByText('Se creó la plantilla.')).toHaveAttribute('role', 'status');
    const post = calls.find((c) => c.startsWith('POST /api/duty-templates'))!;
    expect(JSON.parse(post.slice('POST /api/duty-templates '.length))).toEqual({
      name: 'Partidos en casa',
      nameEs: '',
      teamId: null,
      items: [
        {
          nameEn: 'Snacks',
          nameEs: 'Merienda',
          slots: 2,
          note: '',
          minutesBefore: 45,
          closesMinutesBefore: 1440,
        },
      ],
    });
  });

  it('says what is missing before sending anything', async () => {
    const calls: string[] = [];
    serve([], calls);
    renderWithApp({ member: testMembers.admin, route: '/duties/templates' });
    const add = await screen.findByRole('button', { name: 'New template' });
    await act(async () => {
      fireEvent.click(add);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give the template a name, and each duty its name in English and Spanish.',
    );
    expect(calls).toEqual(['GET /api/duty-templates']);
  });

  it('gives a manager’s template their team, with no choice of the club', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (url === '/api/teams') {
        return json([
          { id: 1, name: 'Riverhawks', shortName: 'RH', sortOrder: 0 },
          { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 },
        ]);
      }
      if (url === '/api/me') {
        return json({ ...testMembers.family, language: 'en', managedTeams: [2] });
      }
      calls.push(`${method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
      if (url === '/api/duty-templates' && method === 'GET') return json({ templates: [] });
      if (url === '/api/duty-templates' && method === 'POST') return json({ id: 9 }, 201);
      return json({ message: 'no' }, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/duties/templates' });
    const add = await screen.findByRole('button', { name: 'New template' });
    await act(async () => {
      fireEvent.click(add);
    });
    expect(screen.queryByLabelText('For')).toBeNull();
    fireEvent.change(screen.getByLabelText('Template name'), { target: { value: '12U games' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Snacks' } });
    fireEvent.change(screen.getByLabelText('Name in Spanish'), { target: { value: 'Merienda' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    });
    expect(await screen.findByText('The template was created.')).toHaveAttribute('role', 'status');
    const post = calls.find((c) => c.startsWith('POST /api/duty-templates'))!;
    expect(JSON.parse(post.slice('POST /api/duty-templates '.length))).toMatchObject({
      name: '12U games',
      teamId: 2,
    });
  });
});
