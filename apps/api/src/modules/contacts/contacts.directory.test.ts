import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Listed = { id: string; firstName: string; hideContactFromOthers: boolean };
const list = async (who: string) => {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/contact/getall' });
  expect(res.statusCode).toBe(200);
  return res.json() as Listed[];
};

describe('the cached directory', () => {
  it('shows a change, a hidden flag and a deletion on the very next request', async () => {
    const staffId = await t.contactId('staff');
    expect((await list('family')).find((c) => c.id === staffId)?.firstName).toBe('Sam');

    const renamed = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${staffId}`,
      payload: { firstName: 'Samuel' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list('family')).find((c) => c.id === staffId)?.firstName).toBe('Samuel');

    await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${staffId}`,
      payload: { hideContactFromOthers: true },
    });
    expect((await list('family')).some((c) => c.id === staffId)).toBe(false);
    expect((await list('admin')).some((c) => c.id === staffId)).toBe(true);
    // Their own hidden contact still shows for the member themselves.
    expect((await list('staff')).some((c) => c.id === staffId)).toBe(true);

    const del = await t.injectAs('admin', { method: 'DELETE', url: `/api/contact/${staffId}` });
    expect(del.statusCode).toBeLessThan(300);
    expect((await list('admin')).some((c) => c.id === staffId)).toBe(false);
  });

  it('is still refused without view:contacts', async () => {
    const res = await t.injectAs('newcomer', { method: 'GET', url: '/api/contact/getall' });
    expect(res.statusCode).toBe(403);
  });
});
