import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Who may sign in and who holds which permission (so who the admins are) goes
 * only to admins, and to each member about themselves; never in the directory's answer that
 * every member shares, the contact card of someone else, or search results.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ACCESS_FIELDS = ['permissions', 'isSiteUser'];
const get = (who: string, url: string, headers: Record<string, string> = {}) =>
  t.injectAs(who, { method: 'GET', url, headers });

/** The answer's text whatever encoding it came in. */
function text(res: Awaited<ReturnType<typeof get>>): string {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (enc === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

function expectNoAccessFields(body: string) {
  for (const field of ACCESS_FIELDS) expect(body).not.toContain(`"${field}"`);
  for (const permission of ['site:admin', 'IT:admin']) expect(body).not.toContain(permission);
}

it("the directory every member shares says nothing of anyone's sign-in or permissions", async () => {
  for (const who of ['family', 'staff']) {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const res = await get(who, '/api/contact/getall', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expectNoAccessFields(text(res));
      const list = JSON.parse(text(res)) as Record<string, unknown>[];
      expect(list.length).toBeGreaterThan(10);
    }
  }
});

it('a member whose own contact is hidden gets an answer of their own, also without them', async () => {
  const familyId = await t.contactId('family');
  const hide = await t.injectAs('admin', {
    method: 'PUT',
    url: `/api/contact/update/${familyId}`,
    payload: { hideContactFromOthers: true },
  });
  expect(hide.statusCode).toBe(200);
  const res = await get('family', '/api/contact/getall');
  expect(res.statusCode).toBe(200);
  expect((res.json() as { id: string }[]).map((c) => c.id)).toContain(familyId);
  expectNoAccessFields(res.body);
  const shown = await t.injectAs('admin', {
    method: 'PUT',
    url: `/api/contact/update/${familyId}`,
    payload: { hideContactFromOthers: false },
  });
  expect(shown.statusCode).toBe(200);
});

it("another member's card leaves them out; your own card and an admin's view keep them", async () => {
  const adminId = await t.contactId('admin');
  const familyId = await t.contactId('family');
  const other = await get('family', `/api/contact/${adminId}`);
  expect(other.statusCode).toBe(200);
  expectNoAccessFields(other.body);
  expect(other.json()).toMatchObject({ id: adminId, firstName: 'Alex' });

  const own = await get('family', `/api/contact/${familyId}`);
  expect(own.json()).toMatchObject({
    isSiteUser: true,
    permissions: ['view:contacts', 'view:jerseyform'],
  });

  const byAdmin = await get('admin', `/api/contact/${familyId}`);
  expect(byAdmin.json()).toMatchObject({ isSiteUser: true });
  const directory = (await get('it', '/api/contact/getall')).json() as {
    id: string;
    permissions?: string[];
  }[];
  expect(directory.find((c) => c.id === adminId)?.permissions).toEqual(['site:admin']);
});

it('search results carry neither field', async () => {
  const res = await get('family', '/api/home/search?searchText=admin');
  expect(res.statusCode).toBe(200);
  const contacts = (JSON.parse(text(res)) as { contacts: { id: string }[] }).contacts;
  expect(contacts.map((c) => c.id)).toContain(await t.contactId('admin'));
  expectNoAccessFields(JSON.stringify(contacts));
});
