import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionAuditEntry, AuditLogPage } from '@dugout/shared';
import { contactFixture } from '../../../testing/contact-fixture';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const ALEX = 'a0000000-0000-4000-8000-000000000001';
const FIONA = 'a0000000-0000-4000-8000-000000000005';
const FELIX = 'a0000000-0000-4000-8000-000000000006';
const SAM = 'a0000000-0000-4000-8000-000000000002';

function action(id: number, over: Partial<ActionAuditEntry>): ActionAuditEntry {
  return {
    kind: 'action',
    id,
    at: new Date(Date.UTC(2026, 10, 20, 12, id)).toISOString(),
    actor: { id: ALEX, name: 'Alex Admin' },
    action: 'event.create',
    target: { id: 'e1', label: 'Opening Day' },
    member: null,
    count: null,
    status: null,
    ...over,
  };
}

const page: AuditLogPage = {
  entries: [
    action(4, {
      action: 'form_request.status',
      target: { id: 'r1', label: 'Noah Pemberton · NOAH P #16' },
      member: { id: FIONA, name: 'Fiona Family' },
      status: 'fulfilled',
    }),
    action(3, {
      action: 'message.send',
      target: { id: 'm1', label: 'Bus leaves at 7' },
      count: 42,
    }),
    action(2, { action: 'pinned.delete', target: { id: '3', label: 'Toy drive' } }),
    action(1, {}),
    action(0, {
      action: 'conversation.reportResolved',
      target: { id: '12', label: 'hidden' },
      count: 2,
    }),
  ],
  nextBefore: null,
};

function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === '/api/contact/getall') {
      return json([
        contactFixture({ id: SAM, firstName: 'Sam', lastName: 'Staff' }),
        contactFixture({ id: FIONA, firstName: 'Fiona', lastName: 'Family' }),
        contactFixture({ id: FELIX, firstName: 'Félix', lastName: 'Fuentes' }),
        contactFixture({ id: ALEX, firstName: 'Alex', lastName: 'Admin' }),
      ]);
    }
    return json(url.includes('memberId') ? { entries: [page.entries[0]], nextBefore: null } : page);
  });
  return asked;
}

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('Audit Log: manager actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what each manager did, to what and to whom, and how many it reached', async () => {
    stubApi();
    renderWithApp({ member: testMembers.admin, route: '/admin/audit-log' });
    await screen.findByText('Opening Day');
    const rows = rowTexts();
    expect(rows[0]).toContain('Alex Admin');
    expect(rows[0]).toContain('Fiona Family');
    expect(rows[0]).toContain('Changed a request’s status');
    expect(rows[0]).toContain('Noah Pemberton · NOAH P #16');
    expect(rows[0]).toContain('now fulfilled');
    expect(rows[1]).toContain('Sent a messageBus leaves at 742 deliveries');
    expect(rows[2]).toContain('Removed a pinned postToy drive');
    expect(rows[3]).toContain('Created an eventOpening Day');
    // How the reports were resolved, in words (the entry stores 'hidden').
    expect(rows[4]).toContain('Resolved the reports of a postpost hidden2 reports');
    const whom = within(screen.getAllByRole('row')[1]!).getByRole('link', { name: 'Fiona Family' });
    expect(whom).toHaveAttribute('href', `/contacts/${FIONA}`);
  });

  it('finds a member by typing part of the name, accents aside, and shows theirs', async () => {
    const asked = stubApi();
    renderWithApp({ member: testMembers.admin, route: '/admin/audit-log' });
    const search = await screen.findByLabelText('Find by name');
    await screen.findByRole('option', { name: 'Félix Fuentes' });
    fireEvent.change(search, { target: { value: 'f' } });
    expect(screen.getByText('3 members match')).toBeVisible();
    const select = screen.getByLabelText('Member');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Félix Fuentes', 'Fiona Family', 'Sam Staff']);
    // One member left: theirs at once, without a second tap.
    await act(async () => {
      fireEvent.change(search, { target: { value: 'FIONA' } });
    });
    expect(screen.getByText('1 member matches')).toBeVisible();
    expect(select).toHaveValue(FIONA);
    await vi.waitFor(() => expect(asked).toContain(`/api/admin/audit-log?memberId=${FIONA}`));
    await act(async () => {
      fireEvent.change(search, { target: { value: 'felix' } });
    });
    expect(select).toHaveValue(FELIX);
  });

  it('speaks Spanish', async () => {
    stubApi();
    renderWithApp({ member: testMembers.admin, route: '/admin/audit-log', language: 'es' });
    await screen.findByText('Opening Day');
    const rows = rowTexts();
    expect(rows[0]).toContain('Cambió el estado de una solicitud');
    expect(rows[0]).toContain('ahora entregado');
    expect(rows[1]).toContain('Envió un mensajeBus leaves at 742 envíos');
    expect(rows[4]).toContain(
      'Resolvió las denuncias de una publicaciónpublicación ocultada2 denuncias',
    );
    expect(screen.getByLabelText('Buscar por nombre')).toHaveAttribute(
      'placeholder',
      'Escribe un nombre para buscar a un miembro',
    );
  });
});
