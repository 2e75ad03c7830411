import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';

/**
 * Last write no longer wins. A by-id GET of a contact, an event or a content
 * item carries the row's version as a strong ETag; an update with a stale If-Match gets 409 and
 * changes nothing, and two saves of one version cannot both win (checked in the UPDATE itself).
 */
const t = testAppForFile();

const ETAG = /^"v\d+"$/;

async function multipart(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

const contentFields = (description: string) => ({
  fileName: description,
  fileType: 'pdf',
  tags: '[]',
  isBanner: 'false',
  isFeatured: 'false',
  category: 'Key Contacts',
  emailList: '[]',
  allowedAffiliations: '[]',
});

async function phoneOf(id: string) {
  const row = await t.database.db
    .selectFrom('contacts')
    .select('phone')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.phone;
}

describe('contacts', () => {
  it("a stale admin form no longer reverts the owner's newer phone number", async () => {
    const id = await t.contactId('family');
    // The admin opens the form...
    const loaded = await t.injectAs('admin', { method: 'GET', url: `/api/contact/${id}` });
    expect(loaded.statusCode).toBe(200);
    const etag = loaded.headers.etag as string;
    expect(etag).toMatch(ETAG);
    // ...the owner changes their phone meanwhile (with the ETag they loaded)...
    const own = await t.injectAs('family', { method: 'GET', url: `/api/contact/${id}` });
    expect(own.headers.etag).toBe(etag);
    const owner = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': etag },
      payload: { phone: '(555) 555-0161' },
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers.etag).toMatch(ETAG);
    expect(owner.headers.etag).not.toBe(etag);
    // ...and the admin saves the stale form: refused, the owner's number stays.
    const stale = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': etag },
      payload: { ...loaded.json<Record<string, unknown>>(), lastName: 'Family' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'version_conflict',
      message: expect.stringMatching(/Someone else changed this item/),
    });
    expect(await phoneOf(id)).toBe('+15555550161');
    // The newer version's ETag is what a reload gives, and it saves.
    const reloaded = await t.injectAs('admin', { method: 'GET', url: `/api/contact/${id}` });
    expect(reloaded.headers.etag).toBe(owner.headers.etag);
    const fresh = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': reloaded.headers.etag as string },
      payload: { lastName: 'Family' },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('applies updates without If-Match (older clients), with *, or with a list naming the current version', async () => {
    const id = await t.contactId('staff');
    const plain = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { phone: '(555) 555-0162' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const any = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': '*' },
      payload: { phone: '(555) 555-0163' },
    });
    expect(any.statusCode, any.body).toBe(200);
    const list = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': `"v1", W/"x", ${any.headers.etag as string}` },
      payload: { phone: '(555) 555-0164' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(await phoneOf(id)).toBe('+15555550164');
  });

  it('compares strongly: a weak tag of the current version does not match; nonsense is a 400', async () => {
    const id = await t.contactId('staff');
    const loaded = await t.injectAs('admin', { method: 'GET', url: `/api/contact/${id}` });
    const etag = loaded.headers.etag as string;
    const weak = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': `W/${etag}` },
      payload: { phone: '(555) 555-0165' },
    });
    expect(weak.statusCode).toBe(409);
    for (const header of ['v3', '"v3', '"v3" "v4"', '', '"a"b']) {
      const bad = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/contact/update/${id}`,
        headers: { 'if-match': header },
        payload: { phone: '(555) 555-0165' },
      });
      expect(bad.statusCode, header).toBe(400);
      expect(bad.json().message).toMatch(/If-Match/);
    }
    const huge = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': '"v99999999999"' },
      payload: { phone: '(555) 555-0165' },
    });
    expect(huge.statusCode).toBe(409);
    expect(await phoneOf(id)).toBe(loaded.json().phone);
  });

  it('answers in the language the member chose', async () => {
    const id = await t.contactId('newcomer');
    await t.setLanguage(id, 'es');
    const loaded = await t.injectAs('newcomer', { method: 'GET', url: `/api/contact/${id}` });
    await t.database.db
      .updateTable('contacts')
      .set({ insta: '@otra' })
      .where('id', '=', id)
      .execute();
    const stale = await t.injectAs('newcomer', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'if-match': loaded.headers.etag as string },
      payload: { phone: '(555) 555-0166' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Otra persona cambió este elemento/);
  });

  it('lets exactly one of many concurrent saves of one version win', async () => {
    const id = await t.contactId('family');
    const etag = (await t.injectAs('admin', { method: 'GET', url: `/api/contact/${id}` })).headers
      .etag as string;
    const phones = Array.from({ length: 8 }, (_, i) => `555-555-017${i}`);
    const answers = await Promise.all(
      phones.map((phone, i) =>
        t.injectAs(i % 2 ? 'admin' : 'family', {
          method: 'PUT',
          url: `/api/contact/update/${id}`,
          headers: { 'if-match': etag },
          payload: { phone },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect(await phoneOf(id)).toBe(`+1${phones[winner]!.replaceAll('-', '')}`);
  });

  it("gives the item's own version, never a shared answer's hash, and always the full body", async () => {
    const id = await t.contactId('family');
    const first = await t.injectAs('family', { method: 'GET', url: `/api/contact/${id}` });
    const again = await t.injectAs('family', {
      method: 'GET',
      url: `/api/contact/${id}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    const row = await t.database.db
      .selectFrom('contacts')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(first.headers.etag).toBe(`"v${row.version}"`);
  });
});

describe('events', () => {
  async function newEvent(name: string) {
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name, description: 'Bring water', date: '2030-05-01T18:00:00.000Z' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: string } }>().data.id;
  }
  const save = (id: string, name: string, ifMatch?: string) =>
    t.injectAs('admin', {
      method: 'PUT',
      url: `/api/event/update/${id}`,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      payload: { name, description: 'Bring water', date: '2030-05-01T18:00:00.000Z' },
    });
  const nameOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('events')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).name;

  it('refuses a stale save with 409 in the { data, error } shape and keeps the newer event', async () => {
    const id = await newEvent('Picnic');
    const loaded = await t.injectAs('family', { method: 'GET', url: `/api/event/${id}` });
    const etag = loaded.headers.etag as string;
    expect(etag).toMatch(ETAG);
    const first = await save(id, 'Picnic at noon', etag);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const stale = await save(id, 'Picnic (old copy)', etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      data: null,
      code: 'version_conflict',
      error: expect.stringMatching(/Someone else changed this item/),
    });
    expect(await nameOf(id)).toBe('Picnic at noon');
    const plain = await save(id, 'Picnic without If-Match');
    expect(plain.statusCode).toBe(200);
    expect(await nameOf(id)).toBe('Picnic without If-Match');
  });

  it('lets exactly one of many concurrent saves of one version win', async () => {
    const id = await newEvent('Car wash');
    const etag = (await t.injectAs('admin', { method: 'GET', url: `/api/event/${id}` })).headers
      .etag as string;
    const names = Array.from({ length: 6 }, (_, i) => `Car wash ${i}`);
    const answers = await Promise.all(names.map((n) => save(id, n, etag)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await nameOf(id)).toBe(names[answers.findIndex((a) => a.statusCode === 200)]);
  });
});

describe('content', () => {
  async function newItem(description: string) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(contentFields(description))) fd.append(k, v);
    fd.append('formFile', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'a.pdf');
    const req = new Request('http://x/', { method: 'POST', body: fd });
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/content/new',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')! },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toMatch(ETAG);
    return res.json<{ id: string }>().id;
  }
  const save = async (id: string, description: string, ifMatch?: string) => {
    const body = await multipart(contentFields(description));
    return t.injectAs('admin', {
      method: 'PUT',
      url: `/api/content/update/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    });
  };
  const descriptionOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('content')
        .select('description')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).description;

  it('refuses a stale save with 409 and keeps the newer item', async () => {
    const id = await newItem('Hotel list');
    const loaded = await t.injectAs('admin', { method: 'GET', url: `/api/content/${id}` });
    const etag = loaded.headers.etag as string;
    expect(etag).toMatch(ETAG);
    const first = await save(id, 'Hotel list (final)', etag);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save(id, 'Hotel list (old copy)', etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(await descriptionOf(id)).toBe('Hotel list (final)');
    // The answer to a save carries the new version: the form saves again with it.
    const second = await save(id, 'Hotel list (v3)', first.headers.etag as string);
    expect(second.statusCode, second.body).toBe(200);
    expect((await save(id, 'Hotel list (no If-Match)')).statusCode).toBe(200);
  });

  it('lets exactly one of many concurrent saves of one version win', async () => {
    const id = await newItem('Bus times');
    const etag = (await t.injectAs('admin', { method: 'GET', url: `/api/content/${id}` })).headers
      .etag as string;
    const names = Array.from({ length: 6 }, (_, i) => `Bus times ${i}`);
    const answers = await Promise.all(names.map((n) => save(id, n, etag)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await descriptionOf(id)).toBe(names[answers.findIndex((a) => a.statusCode === 200)]);
  });
});
