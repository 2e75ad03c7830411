import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../testing/db-fingerprint';
import { pngBomb } from '../../testing/hostile-images';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Hostile files: refused with a 4xx, or stored and served so that they cannot run. */
const MAX_BYTES = 300_000;
let t: TestApp;

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

async function upload(file: { name: string; data: Buffer }, fields: Record<string, string> = {}) {
  const fd = new FormData();
  const all = {
    fileName: 'Hostile file',
    fileType: file.name.split('.').pop() ?? '',
    tags: '[]',
    isBanner: 'false',
    isFeatured: 'false',
    category: 'Key Contacts',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) fd.append(k, v);
  fd.append('formFile', new Blob([new Uint8Array(file.data)]), file.name);
  const req = new Request('http://x/', { method: 'POST', body: fd });
  const before = await fingerprint(t.database.db);
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/content/new',
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.json().message).toMatch(/\w/);
    expect(await fingerprint(t.database.db), 'a refused upload writes nothing').toBe(before);
  }
  return res;
}

/** Fetches an item's signed link and checks it cannot run in the portal's origin. */
async function download(res: LightMyRequestResponse) {
  const url = new URL(res.json().blobUrlAccessible as string);
  const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(file.statusCode).toBe(200);
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  const csp = String(file.headers['content-security-policy']);
  expect(csp).toMatch(/default-src 'none'/);
  expect(csp).not.toMatch(/script-src/);
  const type = String(file.headers['content-type']);
  expect(type).not.toMatch(/html|javascript|xml|svg/i);
  const disposition = String(file.headers['content-disposition']);
  expect(disposition).toMatch(/^(inline|attachment); filename="[^"/\\]*"/);
  return { file, type, disposition, key: url.pathname };
}

beforeAll(async () => {
  t = await createTestApp({ CONTENT_MAX_BYTES: String(MAX_BYTES) });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('hostile content uploads', () => {
  it('refuses a file over the size cap', async () => {
    const big = Buffer.concat([await pdf(), Buffer.alloc(MAX_BYTES + 10)]);
    const res = await upload({ name: 'big.pdf', data: big });
    expect(res.statusCode).toBe(413);
  });

  it('refuses HTML, an executable and a script behind a .pdf or image name', async () => {
    for (const [name, data] of [
      ['doc.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      ['doc.pdf', Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(2000)])],
      ['photo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['notes.docx', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
      [
        'drawing.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
    ] as const) {
      const res = await upload({ name, data: Buffer.from(data) });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('stores a GIF/JavaScript polyglot only as an inert image', async () => {
    const gifJs = Buffer.concat([
      Buffer.from('GIF89a/*'),
      Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
      Buffer.from('*/=1;window.__pwned=1;//'),
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0x00, 0x3b]),
    ]);
    const res = await upload({ name: 'team.gif', data: gifJs });
    if (res.statusCode < 400) {
      const { type } = await download(res);
      expect(type).toMatch(/^image\/gif/);
    }
  });

  it('stores a PDF/HTML polyglot only as an inert PDF', async () => {
    const polyglot = Buffer.concat([
      await pdf(),
      Buffer.from('\n<html><body><script>window.__pwned=1</script></body></html>\n'),
    ]);
    const res = await upload({ name: 'sheet.pdf', data: polyglot });
    if (res.statusCode < 400) {
      const { type } = await download(res);
      expect(type).toMatch(/^application\/pdf/);
    }
  });

  it('never uses an uploaded name as a path', async () => {
    const res = await upload(
      { name: '../../../../etc/passwd.pdf', data: await pdf() },
      { fileName: '..\\..\\windows\\win.ini "quoted"\r\nX-Evil: 1' },
    );
    expect(res.statusCode).toBe(201);
    const { key, disposition } = await download(res);
    expect(key).not.toContain('..');
    expect(key).not.toMatch(/passwd|win\.ini/);
    expect(disposition).not.toMatch(/[\r\n]/);
  });

  it('refuses a decompression bomb image before decoding it', async () => {
    const started = Date.now();
    const before = await t.database.db.selectFrom('content').select('id').execute();
    const res = await upload({ name: 'bomb.png', data: pngBomb() });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'image_too_large', field: 'formFile' });
    expect(res.json().message).toMatch(/50000 × 50000 pixels.*at most 40 megapixels/);
    expect(await t.database.db.selectFrom('content').select('id').execute()).toEqual(before);
    // Just over the limit: refused too.
    expect((await upload({ name: 'wide.png', data: pngBomb(8000, 5001) })).statusCode).toBe(413);
    const rss = process.memoryUsage().rss;
    expect(rss, 'the process did not decode 2.5 gigapixels').toBeLessThan(1.5 * 1024 ** 3);
  });

  it('says so in Spanish to a member who reads Spanish', async () => {
    await t.whileReading('admin', 'es', async () => {
      const res = await upload({ name: 'bomb.png', data: pngBomb() });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/La imagen es demasiado grande: 50000 × 50000 píxeles/);
    });
  });

  it('answers a forged blob path with a 4xx, never a file outside the store', async () => {
    for (const url of [
      '/api/blob/../../etc/passwd',
      '/api/blob/%2e%2e/%2e%2e/etc/passwd?exp=9999999999&sig=x',
      '/api/blob/content/..%2f..%2fsecrets?exp=9999999999&sig=x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
    }
  });
});

describe('hostile profile photos', () => {
  const photo = async (data: Buffer) => {
    const familyId = await t.contactId('family');
    const before = await fingerprint(t.database.db);
    const res = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${familyId}`,
      payload: { newProfileImgBase64: `data:image/jpeg;base64,${data.toString('base64')}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(res.json().message).toMatch(/\w/);
      expect(await fingerprint(t.database.db)).toBe(before);
    }
    return res;
  };

  it('refuses a decompression bomb, HTML and an executable as a photo', async () => {
    const started = Date.now();
    const bomb = await photo(pngBomb());
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'image_too_large', field: 'newProfileImgBase64' });
    expect(bomb.json().message).toMatch(/at most 40 megapixels/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await photo(Buffer.from('<html><script>alert(1)</script>'))).statusCode).toBe(400);
    expect((await photo(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)]))).statusCode).toBe(
      400,
    );
  });

  it('refuses a photo over 5 MB', async () => {
    const res = await photo(Buffer.alloc(5 * 1024 * 1024 + 10, 0xff));
    expect([400, 413]).toContain(res.statusCode);
  });
});

/** Families look for videos in the library: MP4 and WebM, sniffed like the rest. */
describe('video uploads', () => {
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('free'),
    Buffer.alloc(256),
  ]);
  // An EBML header whose DocType is "webm".
  const webm = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
    Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(256),
  ]);

  it('stores an .mp4 and a .webm and serves them by their signed link as video', async () => {
    for (const [name, data, type] of [
      ['Game 3.mp4', mp4, 'video/mp4'],
      ['practice.webm', webm, 'video/webm'],
    ] as const) {
      const res = await upload({ name, data });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ fileType: name.split('.').pop() });
      const served = await download(res);
      expect(served.type).toBe(type);
    }
  });

  it('refuses a .txt, and HTML named .mp4', async () => {
    const txt = await upload({ name: 'notes.txt', data: Buffer.from('hello') });
    expect(txt.statusCode).toBe(415);
    expect(txt.json().message).toMatch(/not accepted.*\.mp4, \.webm/);
    const html = await upload({ name: 'clip.mp4', data: Buffer.from('<html><script>1</script>') });
    expect(html.statusCode).toBe(415);
  });
});
