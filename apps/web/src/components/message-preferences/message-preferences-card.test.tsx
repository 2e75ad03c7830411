import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessagePreferences } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { MessagePreferencesCard } from './message-preferences-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const defaults: MessagePreferences = {
  preferences: {
    eventNotices: { email: true, sms: false, push: false },
    reminders: { email: true, sms: true, push: false },
    staffMessages: { email: true, sms: false, push: false },
    duties: { email: true, sms: true, push: false },
    conversations: { email: true, sms: false, push: false },
  },
  hasPhone: true,
  pushAvailable: false,
};

function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path, body });
    const answer =
      method === 'PUT'
        ? {
            ...defaults,
            preferences: {
              ...defaults.preferences,
              staffMessages: { email: false, sms: false, push: false },
            },
          }
        : defaults;
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The profile's Messages section, a checkbox per kind and channel. */
describe('the Messages section', () => {
  it('shows the member’s choices, push disabled with a note, and saves a change with a toast', async () => {
    const calls = stubApi();
    const success = vi.spyOn(toast, 'success');
    renderWithApp({ member: testMembers.family, ui: <MessagePreferencesCard /> });
    const staffEmail = await screen.findByRole('checkbox', {
      name: 'Messages from the staff by Email',
    });
    expect(staffEmail).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reminders by Text (SMS)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reminders by Push' })).toBeDisabled();
    expect(screen.getByText(/turn on notifications on a device first/)).toBeInTheDocument();
    // jsdom has no service worker or Push API: the device control says so, with no button.
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    fireEvent.click(staffEmail);
    expect(staffEmail).not.toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save message choices' }));
    });
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Your message choices were saved.'),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/me/preferences',
      'PUT /api/me/preferences',
    ]);
    expect(calls[1]!.body).toEqual({
      changes: [{ kind: 'staffMessages', channel: 'email', enabled: false }],
    });
  });

  it('shows a contact’s choices read-only to an admin, in Spanish', async () => {
    const calls = stubApi();
    renderWithApp({
      member: testMembers.admin,
      language: 'es',
      ui: <MessagePreferencesCard contactId="c0ffee00-0000-4000-8000-000000000001" />,
    });
    const box = await screen.findByRole('checkbox', { name: 'Mensajes del personal por Correo' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar opciones de mensajes' })).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/contacts/c0ffee00-0000-4000-8000-000000000001/preferences',
    ]);
  });
});
