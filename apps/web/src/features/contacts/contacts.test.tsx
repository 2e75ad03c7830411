import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFixture } from '../../testing/contact-fixture';
import { jsonResponse as json } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

const FAMILY_ID = 'c-fiona';
const familyMember = { ...testMembers.family, id: FAMILY_ID };

const contact = contactFixture;

const fiona = contact({
  id: FAMILY_ID,
  firstName: 'Fiona',
  lastName: 'Family',
  email: 'family@riverhawks.test',
  phone: '+15550100003',
  socials: { twitter: null, insta: '@fionafamily', tikTok: null },
  isConnectedToPlayer: true,
  relatedPlayer: { id: 900016, name: 'Noah Pemberton', playerCoach: 'player' },
  relationToPlayer: 'mother',
  permissions: ['view:contacts', 'view:jerseyform'],
  affiliation: { id: 1, name: "Players' Families" },
});
const jose = contact({
  id: 'c-jose',
  firstName: 'José',
  lastName: 'Pérez',
  phone: '555-0142',
  alternateDescription: 'Foundation volunteer',
  affiliation: { id: 4, name: 'Foundation' },
});

function stubApi(routes: Record<string, (init: RequestInit) => Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const key = `${init.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    return handler ? handler(init) : json({ message: `unexpected ${key}` }, 404);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The directory's list (/contacts/all) is tested in directory.test.tsx.

describe("relations in the reader's language", () => {
  it('reads the card in Spanish: "Madre de Noah Pemberton"', async () => {
    stubApi({ [`GET /api/contact/${FAMILY_ID}`]: () => json(fiona) });
    renderWithApp({ member: familyMember, route: `/contacts/${FAMILY_ID}`, language: 'es' });
    expect(await screen.findByText(/^Madre de/)).toHaveTextContent(/^Madre de Noah Pemberton$/);
  });
});

describe('the contact card', () => {
  it('shows the owner an Edit button, the player link, a tel link and None', async () => {
    stubApi({ [`GET /api/contact/${FAMILY_ID}`]: () => json(fiona) });
    renderWithApp({ member: familyMember, route: `/contacts/${FAMILY_ID}` });
    const phone = await screen.findByRole('link', { name: '(555) 010-0003' });
    expect(phone).toHaveAttribute('href', 'tel:+15550100003');
    expect(screen.getByRole('link', { name: /Noah Pemberton/ })).toHaveAttribute(
      'href',
      'https://example.org/player/900016',
    );
    expect(screen.getByText(/^Mother of/)).toHaveTextContent(/^Mother of Noah Pemberton$/);
    expect(screen.getAllByText('None')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Fiona Family' })).toHaveAttribute(
      'href',
      `/contacts/edit/${FAMILY_ID}`,
    );
  });

  it("shows no Edit on someone else's card, and 'No phone' as-is rules", async () => {
    stubApi({ 'GET /api/contact/c-jose': () => json({ ...jose, phone: null }) });
    renderWithApp({ member: familyMember, route: '/contacts/c-jose' });
    expect(await screen.findByText('No phone')).toBeVisible();
    expect(screen.getByText('Foundation volunteer')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });
});

describe('the contact form', () => {
  it('shows the owner only their own fields and saves with the spec toast', async () => {
    const calls = stubApi({
      [`GET /api/contact/${FAMILY_ID}`]: () => json(fiona),
      [`PUT /api/contact/update/${FAMILY_ID}`]: (init) =>
        json({ ...fiona, ...JSON.parse(String(init.body)) }),
      'GET /api/contact/getall': () => json([fiona]),
    });
    renderWithApp({ member: familyMember, route: `/contacts/edit/${FAMILY_ID}` });
    const phone = await screen.findByLabelText('Phone');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByText('Permissions')).toBeNull();
    expect(screen.queryByLabelText('Affiliation')).toBeNull();
    expect(screen.queryByLabelText(/Invite/)).toBeNull();
    expect(phone).toHaveValue('(555) 010-0003');
    fireEvent.change(phone, { target: { value: '(555) 555-0177' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText('User updated!')).toHaveAttribute('role', 'status');
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({
      phone: '(555) 555-0177',
      relationToPlayer: 'mother',
      permissions: ['view:contacts', 'view:jerseyform'],
    });
  });

  it.each([
    ['en', 'This phone number is too short: write it whole, with the area code', 'Save'],
    [
      'es',
      'Este número de teléfono es demasiado corto: escríbelo completo, con el código de área',
      'Guardar',
    ],
  ] as const)(
    "refuses a phone without its area code before sending, in the reader's language (%s)",
    async (language, message, save) => {
      const calls = stubApi({
        [`GET /api/contact/${FAMILY_ID}`]: () => json(fiona),
        [`PUT /api/contact/update/${FAMILY_ID}`]: (init) =>
          json({ ...fiona, ...JSON.parse(String(init.body)) }),
      });
      renderWithApp({ member: familyMember, route: `/contacts/edit/${FAMILY_ID}`, language });
      const phone = await screen.findByLabelText(language === 'es' ? 'Teléfono' : 'Phone');
      fireEvent.change(phone, { target: { value: '555-0121' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: save }));
      });
      expect(await screen.findByText(message)).toBeVisible();
      expect(calls.filter((c) => c.init.method === 'PUT')).toEqual([]);
    },
  );

  it('gives admins email, player, permissions, affiliation, Invite and Hide on create', async () => {
    const calls = stubApi({
      'GET /api/contact/GetRiver%20HawksRoster': () =>
        json({ roster: [{ person: { id: 900016, fullName: 'Noah Pemberton' }, position: {} }] }),
      'GET /api/contact/affiliations': () => json([{ id: 1, name: "Players' Families" }]),
      'POST /api/contact/create': () =>
        json({ message: 'A contact with this email address already exists' }, 409),
    });
    renderWithApp({ member: testMembers.admin, route: '/contacts/new' });
    // Empty and unticked; the player is chosen once "Connected" is ticked.
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Player or coach')).toBeDisabled();
    expect(screen.getByLabelText('Site Admin')).not.toBeChecked();
    expect(screen.getByLabelText('Affiliation')).toBeEnabled();
    expect(screen.getByLabelText(/^Invite/)).toBeEnabled();
    expect(screen.getByLabelText(/^Hide/)).not.toBeChecked();

    const connected = screen.getByLabelText('Connected to a player or coach');
    fireEvent.click(connected);
    expect(screen.getByLabelText('Player or coach')).toBeEnabled();
    const relation = screen.getByLabelText('Relation to the player');
    // A list of codes, each with its label.
    expect(screen.getByRole('option', { name: 'Grandmother' })).toHaveValue('grandmother');
    fireEvent.change(relation, { target: { value: 'mother' } });
    expect(relation).toHaveValue('mother');
    fireEvent.click(connected);
    await waitFor(() => expect(relation).toHaveValue(''));

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Dana' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Doe' } });
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: 'family@riverhawks.test' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create contact' }));
    });
    expect(
      await screen.findByText(
        'Contact creation failed: A contact with this email address already exists',
      ),
    ).toHaveAttribute('role', 'status');
    expect(calls.map((c) => c.url)).toContain('/api/contact/create');
  });
});
