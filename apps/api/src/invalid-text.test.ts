import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './testing/db-fingerprint';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Text that is not valid Unicode gets one answer on every route and from every way in (JSON,
 * query string, form body, multipart field and file name): a 400 naming the field, in the
 * reader's language, and nothing written. A lone surrogate in contact/create was a 500 (the
 * audit row's jsonb refused it) while contact/update stored it as U+FFFD.
 */
let t: TestApp;
let familyId: string;
let frontOfficeId: number;

beforeAll(async () => {
  t = await createTestApp();
  familyId = await t.contactId('family');
  frontOfficeId = (
    await t.database.db
      .selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'Front Office')
      .executeTakeFirstOrThrow()
  ).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Sends a request and expects the refusal of invalid text for `field`, with nothing written. */
async function expectRefused(
  send: (language: 'en' | 'es') => Promise<LightMyRequestResponse>,
  field: string,
  words: { en: RegExp; es: RegExp },
) {
  for (const language of ['en', 'es'] as const) {
    const before = await fingerprint(t.database.db);
    const res = await send(language);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_character', field });
    expect(res.json<{ message: string }>().message).toMatch(words[language]);
    expect(res.json<{ message: string }>().message).toContain(`'${field}'`);
    expect(await fingerprint(t.database.db)).toBe(before);
  }
}

const SURROGATE = { en: /unpaired surrogate/, es: /sustituto sin pareja/ };
const UNDECODABLE = { en: /not valid UTF-8/, es: /no son texto UTF-8 válido/ };

const newContact = (firstName: string) => ({
  firstName,
  lastName: 'Pérez',
  email: `ana.${Math.random().toString(36).slice(2)}@riverhawks.test`,
  phone: '5550100123',
  language: 'es',
  permissions: ['view:contacts'],
  affiliation: { id: frontOfficeId },
  isConnectedToPlayer: false,
  hideContactFromOthers: false,
  invite: false,
});

/** JSON text with the escape kept as written (JSON.stringify of '\ud800' writes it the same). */
const json = (body: unknown) => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

describe('a lone surrogate in JSON', () => {
  it('is refused by contact/create, naming the field (was a 500)', async () => {
    await expectRefused(
      (language) =>
        t.injectAs('admin', {
          method: 'POST',
          url: '/api/contact/create',
          ...json(newContact('\ud800')),
          headers: { 'content-type': 'application/json', 'accept-language': language },
        }),
      'firstName',
      SURROGATE,
    );
  });

  it('is refused by contact/update the same way (was stored as U+FFFD)', async () => {
    await expectRefused(
      (language) =>
        t.injectAs('family', {
          method: 'PUT',
          url: `/api/contact/update/${familyId}`,
          payload: JSON.stringify({ firstName: 'Fiona', lastName: 'x\udfff', phone: '5550100123' }),
          headers: { 'content-type': 'application/json', 'accept-language': language },
        }),
      'lastName',
      SURROGATE,
    );
  });

  it('is refused in a nested field of event/new', async () => {
    await expectRefused(
      (language) =>
        t.injectAs('admin', {
          method: 'POST',
          url: '/api/event/new',
          payload: JSON.stringify({
            name: 'Picnic',
            date: '2032-07-04T18:00',
            translations: [{ language: 'es', fieldName: 'Name', contents: 'Picnic \ud83d' }],
          }),
          headers: { 'content-type': 'application/json', 'accept-language': language },
        }),
      'translations.0.contents',
      SURROGATE,
    );
  });

  it('still stores a whole surrogate pair (an emoji) as sent', async () => {
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      ...json(newContact('Ana ⚾👨‍👩‍👧')),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const row = await t.database.db
      .selectFrom('contacts')
      .select('first_name')
      .where('id', '=', res.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ana ⚾👨‍👩‍👧');
  });
});

describe('bytes that are not UTF-8', () => {
  it('in a JSON body are refused, naming the field', async () => {
    const body = Buffer.concat([
      Buffer.from('{"firstName":"Fiona","lastName":"Fam'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('ily","phone":"5550100123"}'),
    ]);
    await expectRefused(
      (language) =>
        t.injectAs('family', {
          method: 'PUT',
          url: `/api/contact/update/${familyId}`,
          payload: body,
          headers: { 'content-type': 'application/json', 'accept-language': language },
        }),
      'lastName',
      UNDECODABLE,
    );
  });

  it('in a query string are refused, naming the parameter (were read as the raw "%FF")', async () => {
    for (const bad of ['%FF', '%ZZ', '%ED%A0%80']) {
      await expectRefused(
        (language) =>
          t.injectAs('family', {
            method: 'GET',
            url: `/api/home/search?searchText=ab${bad}`,
            headers: { 'accept-language': language },
          }),
        'searchText',
        UNDECODABLE,
      );
    }
  });

  it('in a form body are refused, naming the field', async () => {
    for (const bad of ['%FF', '%ZZ']) {
      await expectRefused(
        (language) =>
          t.injectAs('admin', {
            method: 'POST',
            url: '/api/event/new',
            payload: `name=Picnic${bad}&date=2032-07-04T18%3A00`,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'accept-language': language,
            },
          }),
        'name',
        UNDECODABLE,
      );
    }
  });

  /** A content upload whose `fileName` field or file name carries the bytes 0xFF 0xFE. */
  function upload(where: 'field' | 'file name'): Buffer {
    const bad = Buffer.from([0xff, 0xfe]);
    const boundary = 'XyZ';
    const part = (headers: Buffer | string, value: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\n`),
        Buffer.from(headers),
        Buffer.from('\r\n\r\n'),
        Buffer.from(value),
        Buffer.from('\r\n'),
      ]);
    return Buffer.concat([
      part(
        'Content-Disposition: form-data; name="fileName"',
        where === 'field' ? Buffer.concat([Buffer.from('Sheet '), bad]) : 'Sheet',
      ),
      part('Content-Disposition: form-data; name="category"', 'Road Trip Information'),
      part(
        where === 'file name'
          ? Buffer.concat([
              Buffer.from('Content-Disposition: form-data; name="formFile"; filename="a'),
              bad,
              Buffer.from('.pdf"\r\nContent-Type: application/pdf'),
            ])
          : 'Content-Disposition: form-data; name="formFile"; filename="a.pdf"\r\nContent-Type: application/pdf',
        '%PDF-1.4\n%%EOF\n',
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  }

  for (const [where, field] of [
    ['field', 'fileName'],
    ['file name', 'formFile'],
  ] as const) {
    it(`in a multipart ${where} are refused, naming the field`, async () => {
      await expectRefused(
        (language) =>
          t.injectAs('admin', {
            method: 'POST',
            url: '/api/content/new',
            payload: upload(where),
            headers: {
              'content-type': 'multipart/form-data; boundary=XyZ',
              'accept-language': language,
            },
          }),
        field,
        UNDECODABLE,
      );
    });
  }
});
