import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contact } from '@dugout/shared';
import { contactFixture } from '../../../testing/contact-fixture';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const ID = testMembers.family.id!;
/** As the client writes it in a path. */
const PATH_ID = encodeURIComponent(ID);
const fiona: Contact = contactFixture({
  id: ID,
  firstName: 'Fiona',
  lastName: 'Family',
  email: 'family@riverhawks.test',
  phone: '+15550100123',
  isSiteUser: true,
  smsOptOut: null,
  phoneVerified: false,
});

/**
 * The profile's calls: the card (verified once the right code was posted), the code, the check;
 * the page's other cards get a 404 and show their own errors.
 */
function stubApi() {
  const calls: string[] = [];
  let verified = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push(init.body ? `${key} ${String(init.body)}` : key);
    if (key === `GET /api/contact/${PATH_ID}`) return json({ ...fiona, phoneVerified: verified });
    if (key === `POST /api/contacts/${PATH_ID}/phone/code`) {
      return json({ phone: fiona.phone, expiresAt: '2026-11-20T15:10:00.000Z' });
    }
    if (key === `POST /api/contacts/${PATH_ID}/phone/verify`) {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      if (code !== '123456') {
        return json({ code: 'invalid_code', message: 'That code is not right.' }, 400);
      }
      verified = true;
      return json({ phone: fiona.phone, phoneVerified: true });
    }
    return json({ message: `unexpected ${key}` }, 404);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('confirming the phone on the profile', () => {
  it('unverified: sends a code, refuses a wrong one, then shows verified', async () => {
    const calls = stubApi();
    renderWithApp({ member: testMembers.family, route: '/profile' });
    const section = await screen.findByRole('region', { name: 'Texts to your phone' });
    expect(section).toHaveTextContent('Unverified');
    expect(section).toHaveTextContent('Team texts do not go to (555) 010-0123');
    expect(screen.queryByLabelText('Code from the text')).toBeNull();
    // A GET never asks for a code: only the member's click does.
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    const field = await screen.findByLabelText('Code from the text');
    expect(screen.getByText(/We texted a code to \(555\) 010-0123/)).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirm number' });
    expect(confirm).toBeDisabled();
    // Digits only, six of them.
    fireEvent.change(field, { target: { value: '65-4321' } });
    expect(field).toHaveValue('654321');
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(await within(section).findByRole('alert')).toHaveTextContent('That code is not right.');

    fireEvent.change(field, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm number' }));
    });
    expect(await screen.findByText(/Team texts go to \(555\) 010-0123/)).toBeVisible();
    expect(section).toHaveTextContent('Verified');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(calls).toContain(`POST /api/contacts/${PATH_ID}/phone/verify {"code":"123456"}`);
  });

  it('speaks Spanish', async () => {
    stubApi();
    renderWithApp({ member: testMembers.family, route: '/profile', language: 'es' });
    const section = await screen.findByRole('region', { name: 'SMS a tu teléfono' });
    expect(section).toHaveTextContent('Sin verificar');
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeVisible();
  });
});
