import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogPage, ContactAuditEntry, HouseholdAuditEntry } from '@dugout/shared';
import { contactFixture } from '../../../testing/contact-fixture';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const ALEX = 'a0000000-0000-4000-8000-000000000001';
const SAM = 'a0000000-0000-4000-8000-000000000002';

function entry(id: number, over: Partial<ContactAuditEntry> = {}): ContactAuditEntry {
  return {
    kind: 'contact',
    id,
    at: new Date(Date.UTC(2026, 10, 20, 12, id)).toISOString(),
    actor: { id: ALEX, name: 'Alex Admin' },
    subject: { id: SAM, name: 'Sam Staff' },
    reason: 'update',
    changes: { permissions: { before: ['view:contacts'], after: ['view:contacts', 'site:admin'] } },
    ...over,
  };
}

const ANA = 'a0000000-0000-4000-8000-000000000003';
const LEO = 'a0000000-0000-4000-8000-000000000004';
const ana = { id: ANA, name: 'Ana Ruiz' };
const leo = { id: LEO, name: 'Leo Ruiz' };

function householdEntry(
  id: number,
  change: HouseholdAuditEntry['change'],
  over: Partial<HouseholdAuditEntry> = {},
): HouseholdAuditEntry {
  return {
    kind: 'household',
    id,
    at: new Date(Date.UTC(2026, 10, 20, 12, id)).toISOString(),
    actor: { id: ALEX, name: 'Alex Admin' },
    household: { id: 7, name: 'Ruiz family' },
    source: null,
    change,
    ...over,
  };
}

/** A rename, an email change and every kind of household change, newest first. */
const namesAndHouseholds: AuditLogPage = {
  entries: [
    entry(20, {
      actor: { id: ANA, name: 'Ana Ruiz' },
      subject: { id: ANA, name: 'Ana Ruiz' },
      changes: {
        name: {
          before: { firstName: 'Ana', lastName: 'Ruiz' },
          after: { firstName: 'Ana', lastName: 'Ruiz-Lopez' },
        },
      },
    }),
    entry(19, {
      subject: { id: ANA, name: 'Ana Ruiz' },
      changes: { email: { before: 'ana@old.test', after: 'ana@new.test' } },
    }),
    householdEntry(18, {
      action: 'leave',
      contact: leo,
      role: 'player',
      why: 'householdDeleted',
    }),
    householdEntry(17, {
      action: 'delete',
      members: [
        { contact: ana, role: 'guardian' },
        { contact: leo, role: 'player' },
      ],
    }),
    householdEntry(16, {
      action: 'role',
      contact: leo,
      role: { before: 'sibling', after: 'player' },
    }),
    householdEntry(15, { action: 'rename', before: 'Ruiz', after: 'Ruiz family' }),
    householdEntry(14, { action: 'join', contact: ana, role: 'guardian' }, { source: 'import' }),
    householdEntry(
      13,
      { action: 'create' },
      { actor: null, source: 'seed', household: { id: 7, name: 'Ruiz' } },
    ),
  ],
  nextBefore: null,
};

const contact = (id: string, firstName: string, lastName: string) =>
  contactFixture({ id, firstName, lastName });

/** A fake API: the directory, and audit log pages by `before` and `memberId`. */
function stubApi(pages: Record<string, AuditLogPage>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === '/api/contact/getall') {
      return json([contact(SAM, 'Sam', 'Staff'), contact(ALEX, 'Alex', 'Admin')]);
    }
    const u = new URL(url, 'http://x');
    const key = `${u.searchParams.get('memberId') ?? 'all'}:${u.searchParams.get('before') ?? ''}`;
    return json(pages[key] ?? { entries: [], nextBefore: null });
  });
  return asked;
}

describe('Audit Log', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is linked from Admin Tools for site and IT admins', async () => {
    renderWithApp({ member: testMembers.admin, route: '/admin' });
    const link = await screen.findByRole('link', { name: /Audit Log/ });
    expect(link).toHaveAttribute('href', '/admin/audit-log');
  });

  it('is refused to a member who is not an admin', async () => {
    stubApi({});
    renderWithApp({ member: testMembers.family, route: '/admin/audit-log' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'You do not have permission to view this content',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows who changed what for whom, before → after, newest first, and loads more', async () => {
    const asked = stubApi({
      'all:': {
        entries: [
          entry(3, {
            changes: { isSiteUser: { before: true, after: false } },
          }),
          entry(2),
        ],
        nextBefore: 2,
      },
      'all:2': {
        entries: [
          entry(1, {
            actor: null,
            reason: 'startup',
            subject: { id: ALEX, name: 'Alex Admin' },
            changes: { permissions: { before: [], after: ['site:admin'] } },
          }),
        ],
        nextBefore: null,
      },
    });
    renderWithApp({ member: testMembers.itAdmin, route: '/admin/audit-log' });
    await screen.findByRole('heading', { name: 'Audit Log' });
    const table = await screen.findByRole('table');
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sign-in: on → off');
    expect(rows[1]).toHaveTextContent(/Alex Admin.*Sam Staff/);
    expect(rows[1]).toHaveTextContent('Permissions: View Contacts → View Contacts, Site Admin');
    expect(within(rows[1]!).getByRole('link', { name: 'Sam Staff' })).toHaveAttribute(
      'href',
      `/contacts/${SAM}`,
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    await screen.findByText('System (ADMIN_EMAILS at start)');
    rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Permissions: none → Site Admin');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('That is the whole log.')).toBeVisible();
    expect(asked.filter((u) => u.startsWith('/api/admin/audit-log'))).toEqual([
      '/api/admin/audit-log',
      '/api/admin/audit-log?before=2',
    ]);
  });

  it('filters by member', async () => {
    const asked = stubApi({
      'all:': { entries: [entry(2)], nextBefore: null },
      [`${ALEX}:`]: {
        entries: [
          entry(5, {
            changes: { affiliation: { before: null, after: { id: 2, name: 'Front Office' } } },
          }),
        ],
        nextBefore: null,
      },
    });
    renderWithApp({ member: testMembers.admin, route: '/admin/audit-log' });
    const select = await screen.findByLabelText('Member');
    await screen.findByRole('option', { name: 'Alex Admin' });
    await act(async () => {
      fireEvent.change(select, { target: { value: ALEX } });
    });
    await screen.findByText(/Affiliation:/);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Affiliation: none → Front Office');
    expect(select).toHaveValue(ALEX);
    expect(asked).toContain(`/api/admin/audit-log?memberId=${ALEX}`);
  });

  it('speaks Spanish', async () => {
    stubApi({ 'all:': { entries: [entry(2)], nextBefore: null } });
    renderWithApp({ member: testMembers.admin, route: '/admin/audit-log', language: 'es' });
    await screen.findByRole('heading', { name: 'Registro de auditoría' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cuándo', 'Quién', 'A quién', 'Qué cambió']);
    expect(table).toHaveTextContent(
      'Permisos: Ver contactos → Ver contactos, Administrador del sitio',
    );
    expect(screen.getByLabelText('Miembro')).toHaveDisplayValue('Todos');
  });

  it('shows renames, email changes and household changes by the names people had then', async () => {
    stubApi({ 'all:': namesAndHouseholds });
    renderWithApp({ member: testMembers.admin, route: '/admin/audit-log' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent(
      /Ana Ruiz.*Ana Ruiz.*Changed.*Name: Ana Ruiz → Ana Ruiz-Lopez/,
    );
    expect(rows[1]).toHaveTextContent('Email: ana@old.test → ana@new.test');
    expect(rows[2]).toHaveTextContent('Left Ruiz family (was Player): the household was deleted');
    expect(within(rows[2]!).getByRole('link', { name: 'Leo Ruiz' })).toHaveAttribute(
      'href',
      `/contacts/${LEO}`,
    );
    expect(rows[3]).toHaveTextContent('Household deleted: Ruiz family');
    expect(rows[3]).toHaveTextContent('Its members then: Ana Ruiz (Guardian), Leo Ruiz (Player)');
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
    expect(rows[4]).toHaveTextContent('Role in Ruiz family: Sibling → Player');
    expect(rows[5]).toHaveTextContent('Household renamed: Ruiz → Ruiz family');
    expect(rows[6]).toHaveTextContent('Household, by the CSV import');
    expect(rows[6]).toHaveTextContent('Joined Ruiz family as Guardian');
    expect(rows[7]).toHaveTextContent(/System \(demo data\).*Ruiz.*Household created: Ruiz/);
    expect(within(rows[4]!).getByRole('img', { name: 'changed to' })).toBeVisible();
  });

  it('shows renames, email changes and household changes in Spanish', async () => {
    stubApi({ 'all:': namesAndHouseholds });
    renderWithApp({ member: testMembers.admin, route: '/admin/audit-log', language: 'es' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Cambio.*Nombre: Ana Ruiz → Ana Ruiz-Lopez/);
    expect(rows[1]).toHaveTextContent('Correo: ana@old.test → ana@new.test');
    expect(rows[2]).toHaveTextContent('Salió de Ruiz family (era Jugador): el hogar se eliminó');
    expect(rows[3]).toHaveTextContent('Hogar eliminado: Ruiz family');
    expect(rows[3]).toHaveTextContent(
      'Sus miembros entonces: Ana Ruiz (Tutor), Leo Ruiz (Jugador)',
    );
    expect(rows[4]).toHaveTextContent('Papel en Ruiz family: Hermano o hermana → Jugador');
    expect(rows[5]).toHaveTextContent('Hogar renombrado: Ruiz → Ruiz family');
    expect(rows[6]).toHaveTextContent('Hogar, por la importación CSV');
    expect(rows[6]).toHaveTextContent('Entró en Ruiz family como Tutor');
    expect(rows[7]).toHaveTextContent(/Sistema \(datos de demostración\).*Hogar creado: Ruiz/);
    expect(within(rows[4]!).getByRole('img', { name: 'cambió a' })).toBeVisible();
  });
});
