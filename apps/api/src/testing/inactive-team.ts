import { expect } from 'vitest';
import type { Team } from '@dugout/shared';
import type { TestApp } from './test-app';

/**
 * A team of the test's own, made by an admin, `label`led on something while active (an event, a
 * post), then made inactive: the seeded teams stay as the file's other tests read them.
 */
export async function inactiveTeam(
  t: TestApp,
  name: string,
  label: (id: number) => Promise<void> = async () => {},
): Promise<number> {
  const payload = { name, shortName: name.slice(0, 12) };
  const made = await t.injectAs('admin', { method: 'POST', url: '/api/teams', payload });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<Team>().id;
  await label(id);
  const off = await t.injectAs('admin', {
    method: 'PUT',
    url: `/api/teams/${id}`,
    payload: { ...payload, active: false },
  });
  expect(off.statusCode, off.body).toBe(200);
  return id;
}
