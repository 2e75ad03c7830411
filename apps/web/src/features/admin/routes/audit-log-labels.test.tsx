import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANAGER_ACTIONS, type AuditLogPage } from '@dugout/shared';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

/** One row of every action the API may write (MANAGER_ACTIONS), newest first. */
const page: AuditLogPage = {
  entries: MANAGER_ACTIONS.map((action, i) => ({
    kind: 'action',
    id: MANAGER_ACTIONS.length - i,
    at: new Date(Date.UTC(2026, 10, 20, 12, 0, MANAGER_ACTIONS.length - i)).toISOString(),
    actor: { id: 'a0000000-0000-4000-8000-000000000001', name: 'Alex Admin' },
    action,
    target: { id: null, label: null },
    member: null,
    count: null,
    status: null,
  })),
  nextBefore: null,
};

async function reasons(language: 'en' | 'es') {
  vi.stubGlobal('fetch', async (url: string) =>
    json(url.startsWith('/api/admin/audit-log') ? page : []),
  );
  renderWithApp({ member: testMembers.admin, route: '/admin/audit-log', language });
  await screen.findAllByText('Alex Admin');
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.audit-log__reason')?.textContent ?? '');
}

describe('Audit Log: every action the API may write is named', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['en', 'es'] as const)('in %s, each in words of its own', async (language) => {
    const texts = await reasons(language);
    expect(texts).toHaveLength(MANAGER_ACTIONS.length);
    // A missing label would show its key ("auditLog.actions.season.start").
    expect(texts.filter((text) => text === '' || text.includes('auditLog.'))).toEqual([]);
    expect(new Set(texts).size).toBe(MANAGER_ACTIONS.length);
  });

  it('names a season’s start and its rosters’ reload', async () => {
    const texts = await reasons('en');
    expect(texts[MANAGER_ACTIONS.indexOf('season.start')]).toBe('Started a new season');
    expect(texts[MANAGER_ACTIONS.indexOf('season.rosters')]).toBe(
      'Reloaded the rosters of a new season',
    );
  });
});
