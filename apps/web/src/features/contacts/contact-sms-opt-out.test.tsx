import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Contact } from '@dugout/shared';
import { contactFixture } from '../../testing/contact-fixture';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

const ID = 'c-stella';
const stella = contactFixture({
  id: ID,
  firstName: 'Stella',
  lastName: 'Stopped',
  email: 'stella@families.test',
  phone: '+15550100141',
  smsOptOut: { source: 'stop-keyword', optedOutAt: '2026-11-20T15:00:00.000Z' },
});

function stubApi(contact: Contact) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    if (key === `GET /api/contact/${ID}`) {
      return new Response(JSON.stringify(contact), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: `unexpected ${key}` }), { status: 404 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it.each([
  ['en', 'Texts: opted out (STOP, Nov 20, 2026)'],
  ['es', 'SMS: dado de baja (STOP, 20 nov 2026)'],
] as const)(
  'the contact form says, read-only, that the number replied STOP (%s)',
  async (language, text) => {
    stubApi(stella);
    renderWithApp({ member: testMembers.admin, route: `/contacts/edit/${ID}`, language });
    expect(await screen.findByText(text)).toBeVisible();
  },
);

it('says a carrier refusal apart, and nothing when texts are on', async () => {
  stubApi({
    ...stella,
    smsOptOut: { source: 'carrier-21610', optedOutAt: '2026-11-20T15:00:00.000Z' },
  });
  const { unmount } = renderWithApp({ member: testMembers.admin, route: `/contacts/edit/${ID}` });
  expect(
    await screen.findByText('Texts: opted out (refused by the carrier, Nov 20, 2026)'),
  ).toBeVisible();
  unmount();
  stubApi({ ...stella, smsOptOut: null });
  renderWithApp({ member: testMembers.admin, route: `/contacts/edit/${ID}` });
  expect(await screen.findByDisplayValue('Stella')).toBeVisible();
  expect(screen.queryByText(/Texts: opted out/)).toBeNull();
});
