import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
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
  it('sees a write made straight in the database, not through the API', async () => {
    const familyId = await t.contactId('family');
    await list('staff'); // cached
    await sql`update contacts set first_name = 'Direct' where id = ${familyId}`.execute(
      t.database.db,
    );
    expect((await list('staff')).find((c) => c.id === familyId)?.firstName).toBe('Direct');
  });

  it('answers 304 to the ETag it gave, and a new ETag after a change', async () => {
    const first = await t.injectAs('family', { method: 'GET', url: '/api/contact/getall' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.injectAs('family', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-store');
    // Another member of the same class shares the answer, and so its ETag.
    const staff = await t.injectAs('staff', { method: 'GET', url: '/api/contact/getall' });
    expect(staff.headers.etag).toBe(etag);

    await sql`update contacts set last_name = 'Changed' where id = ${await t.contactId('staff')}`.execute(
      t.database.db,
    );
    const changed = await t.injectAs('family', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the same bytes compressed when the client accepts brotli', async () => {
    const plain = await t.injectAs('family', { method: 'GET', url: '/api/contact/getall' });
    const br = await t.injectAs('family', {
      method: 'GET',
      url: '/api/contact/getall',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a change, a hidden flag and a deletion on the very next request', async () => {
    // A member of its own to rename, hide and delete: the demo staff is the others' viewer.
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        firstName: 'Dana',
        lastName: 'Directory',
        email: 'dana.directory@riverhawks.test',
        invite: true,
        permissions: ['view:contacts'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const danaId = created.json().id as string;
    expect((await list('family')).find((c) => c.id === danaId)?.firstName).toBe('Dana');

    const renamed = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${danaId}`,
      payload: { firstName: 'Danielle' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list('family')).find((c) => c.id === danaId)?.firstName).toBe('Danielle');

    await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${danaId}`,
      payload: { hideContactFromOthers: true },
    });
    expect((await list('family')).filter((c) => c.id === danaId)).toEqual([]);
    expect((await list('admin')).map((c) => c.id)).toContain(danaId);
    // Their own hidden contact still shows for the member themselves.
    expect((await list(danaId)).map((c) => c.id)).toContain(danaId);

    const del = await t.injectAs('admin', { method: 'DELETE', url: `/api/contact/${danaId}` });
    expect(del.statusCode).toBeLessThan(300);
    expect((await list('admin')).filter((c) => c.id === danaId)).toEqual([]);
  });

  it('is still refused without view:contacts', async () => {
    const res = await t.injectAs('newcomer', { method: 'GET', url: '/api/contact/getall' });
    expect(res.statusCode).toBe(403);
  });
});
