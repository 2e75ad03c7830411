import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@dugout/shared';
import { jsonResponse as json } from '../testing/fake-api';
import { renderWithApp, testMembers } from '../testing/render-with-app';
import { nameLooksMadeUp } from './name-gate';

const ID = '7b0c1f7e-5d1a-4e8e-9a53-0c1b2d3e4f50';
// As ADMIN_EMAILS creates them: the address's local part for a name.
const coach = {
  id: ID,
  name: 'coach',
  email: 'coach@riverhawks.test',
  permissions: ['site:admin'],
};

/** /api/me says the member needs a name until the update saved one. */
function stubApi() {
  const calls: string[] = [];
  let me: Me = {
    id: ID,
    firstName: 'coach',
    lastName: '',
    email: coach.email,
    permissions: ['site:admin'],
    affiliationId: null,
    language: 'en',
    needsName: true,
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push(init.body ? `${key} ${String(init.body)}` : key);
    if (key === 'GET /api/me') return json(me);
    if (key === `PUT /api/contact/update/${ID}`) {
      const name = JSON.parse(String(init.body)) as { firstName: string; lastName: string };
      me = { ...me, ...name, needsName: undefined };
      return json({ id: ID, ...name });
    }
    return json({ message: `unexpected ${key}` }, 404);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first admin gives their name', () => {
  it('asks before the home page, checks it with the contact rules, saves it and goes on', async () => {
    const calls = stubApi();
    const { session } = renderWithApp({ member: coach });
    await screen.findByRole('heading', { name: 'What should families call you?' });
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Casey ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Coach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(calls).toContain(
      `PUT /api/contact/update/${ID} ${JSON.stringify({ firstName: 'Casey', lastName: 'Coach' })}`,
    );
    // The home page's name comes from the tokens: renewed after the save.
    expect(session.refreshMember).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'What should families call you?' })).toBeNull();
  });

  it('asks in Spanish too', async () => {
    stubApi();
    renderWithApp({ member: coach, language: 'es' });
    await screen.findByRole('heading', { name: '¿Cómo deben llamarte las familias?' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
  });

  it('does not ask a member the server has a name for, nor read /api/me for a real name', async () => {
    const calls = stubApi();
    renderWithApp({ member: testMembers.admin });
    await screen.findByRole('heading', { name: 'Welcome, Alex!' });
    await waitFor(() => expect(calls).not.toContain('GET /api/me'));
    expect(nameLooksMadeUp({ name: 'coach', email: 'Coach@riverhawks.test' })).toBe(true);
    expect(nameLooksMadeUp({ name: 'coach@riverhawks.test', email: 'coach@riverhawks.test' })).toBe(
      true,
    );
    expect(nameLooksMadeUp({ name: 'Casey Coach', email: 'coach@riverhawks.test' })).toBe(false);
  });
});
