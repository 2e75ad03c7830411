import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  CONTENT_CATEGORIES,
  CONTENT_DISPLAY_WIDTH,
  type ContentItem,
  type ContentList,
} from '@dugout/shared';
import { createBlobStore } from '../../platform/blob/create-blob-store';
import { Outbox } from '../../platform/outbox/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SEED_CONTENT, writeSeedContentFiles } from '../../seed/content-seed';

const MAX_BYTES = 400_000;
let t: TestApp;
let affiliations: { id: number; name: string }[];
/** The seeded content rows and their places, as the file's tests start from them. */
let seeded: { id: string; sort_order: number }[];
const affId = (name: string) => affiliations.find((a) => a.name === name)!.id;

async function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) {
    fd.append(
      'formFile',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 400]);
  page.drawText(title, {
    x: 20,
    y: 350,
    size: 18,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f3a5f' } })
    .png()
    .toBuffer();

const baseFields = (over: Record<string, string> = {}) => ({
  fileName: 'Road trip: Portland',
  fileType: 'pdf',
  tags: JSON.stringify(['portland', 'hotel']),
  isBanner: 'false',
  isFeatured: 'true',
  category: 'Road Trip Information',
  emailList: '[]',
  allowedAffiliations: '[]',
  ...over,
});

const blobFiles = () => {
  const dir = path.join(t.config.dataDir, 'blobs');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => !f.endsWith('.meta.json') && fs.statSync(path.join(dir, f)).isFile(),
  );
};
const contentCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Fetches a signed link through the app (the folder store serves them at /api/blob). */
const openLink = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(t.config.publicUrl, '') });

async function getAll(who: Parameters<TestApp['injectAs']>[0]): Promise<ContentList> {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/content/getall' });
  expect(res.statusCode).toBe(200);
  return res.json<ContentList>();
}

beforeAll(async () => {
  t = await createTestApp({ CONTENT_MAX_BYTES: String(MAX_BYTES) });
  await writeSeedContentFiles(createBlobStore(t.config));
  affiliations = await t.database.db.selectFrom('affiliations').select(['id', 'name']).execute();
  seeded = await t.database.db.selectFrom('content').select(['id', 'sort_order']).execute();
});
// Tests add content (a second banner, more road trips) and reorder the seeded items; the lists'
// counts and "appended to the end of its category" are about the seed, so each test starts from
// it. Files left behind do not matter: the tests count files before and after.
beforeEach(async () => {
  const db = t.database.db;
  const seededIds = seeded.map((c) => c.id);
  await db.deleteFrom('content').where('id', 'not in', seededIds).execute();
  for (const c of seeded) {
    await db
      .updateTable('content')
      .set({ sort_order: c.sort_order })
      .where('id', '=', c.id)
      .execute();
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/content/getall', () => {
  it('needs a signed-in member', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/api/content/getall' })).statusCode).toBe(
      401,
    );
  });

  it('shows admins everything, ordered by category then sortOrder, with backgrounds', async () => {
    const { content, backgrounds } = await getAll('admin');
    expect(content).toHaveLength(SEED_CONTENT.length);
    const ranks = content.map(
      (c) => [CONTENT_CATEGORIES.indexOf(c.category), c.sortOrder] as const,
    );
    const sorted = [...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(ranks).toEqual(sorted);
    expect(backgrounds.length).toBeGreaterThan(0);
    const imageIds = content.filter((c) => ['png', 'jpg'].includes(c.fileType)).map((c) => c.id);
    expect(backgrounds.map((b) => b.id).sort()).toEqual(imageIds.sort());
    expect(content.filter((c) => c.isBanner)).toHaveLength(1);
    // IT admins are admins too.
    expect((await getAll('it')).content).toHaveLength(SEED_CONTENT.length);
  });

  it('filters by affiliation for members; no backgrounds for non-admins', async () => {
    const family = await getAll('family');
    const families = affId("Players' Families");
    expect(family.backgrounds).toEqual([]);
    expect(family.content.length).toBeLessThan(SEED_CONTENT.length);
    // Every item the family sees is open to all or shared with Players' Families.
    const shutOut = family.content.filter(
      (c) =>
        c.allowedAffiliations.length > 0 && !c.allowedAffiliations.some((a) => a.id === families),
    );
    expect(shutOut).toEqual([]);
    expect(family.content.map((c) => c.description)).toContain('Family lounge guidelines');
    expect(family.content.filter((c) => c.description === 'Front office staffing memo')).toEqual(
      [],
    );

    const staff = await getAll('staff');
    expect(staff.content.map((c) => c.description)).toContain('Front office staffing memo');
    expect(staff.content.filter((c) => c.description === 'Family lounge guidelines')).toEqual([]);

    // No affiliation: only what is for everyone.
    const newcomer = await getAll('newcomer');
    expect(newcomer.content.filter((c) => c.allowedAffiliations.length !== 0)).toEqual([]);
    expect(newcomer.content).toHaveLength(SEED_CONTENT.filter((s) => !s.only).length);
  });

  it('hands out signed links that work, and refuses tampered and expired ones', async () => {
    const { content } = await getAll('family');
    const item = content.find((c) => c.fileType === 'pdf')!;
    const ok = await openLink(item.blobUrlAccessible);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await openLink(item.thumbnailUrl!)).headers['content-type']).toBe('image/jpeg');

    const other = content.find((c) => c.id !== item.id)!;
    const otherKey = new URL(other.blobUrlAccessible).pathname;
    const swapped = new URL(item.blobUrlAccessible);
    swapped.pathname = otherKey;
    expect((await openLink(swapped.toString())).statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3 * 60 * 60 * 1000);
      const expired = await openLink(item.blobUrlAccessible);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/content/:id', () => {
  it('returns an item the member may see and 404 for one they may not', async () => {
    const { content } = await getAll('admin');
    const restricted = content.find((c) => c.description === 'Front office staffing memo')!;
    expect(
      (await t.injectAs('staff', { method: 'GET', url: `/api/content/${restricted.id}` }))
        .statusCode,
    ).toBe(200);
    const denied = await t.injectAs('family', {
      method: 'GET',
      url: `/api/content/${restricted.id}`,
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.body).not.toContain('staffing');
    expect(
      (await t.injectAs('newcomer', { method: 'GET', url: `/api/content/${restricted.id}` }))
        .statusCode,
    ).toBe(404);
    const open = content.find((c) => c.allowedAffiliations.length === 0)!;
    const res = await t.injectAs('newcomer', { method: 'GET', url: `/api/content/${open.id}` });
    expect(res.json<ContentItem>().description).toBe(open.description);
    expect(
      (await t.injectAs('admin', { method: 'GET', url: '/api/content/not-a-uuid' })).statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs(null, { method: 'GET', url: `/api/content/${open.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/pinnedpost/getall', () => {
  it('lists the pinned posts to members', async () => {
    const res = await t.injectAs('newcomer', { method: 'GET', url: '/api/pinnedpost/getall' });
    expect(res.statusCode).toBe(200);
    const posts =
      res.json<{ id: number; postLink: string; postName: string; postSubName: string }[]>();
    expect(posts).toHaveLength(3);
    expect(Object.keys(posts[0]!).sort()).toEqual(['id', 'postLink', 'postName', 'postSubName']);
    expect(
      (await t.injectAs(null, { method: 'GET', url: '/api/pinnedpost/getall' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/content/new', () => {
  it('is for admins only', async () => {
    const body = await multipart(baseFields(), { name: 'a.pdf', data: await pdf('x') });
    for (const who of ['family', 'staff', 'newcomer'] as const) {
      expect(
        (await t.injectAs(who, { method: 'POST', url: '/api/content/new', ...body })).statusCode,
      ).toBe(403);
    }
    expect(
      (await t.injectAs(null, { method: 'POST', url: '/api/content/new', ...body })).statusCode,
    ).toBe(401);
  });

  it('stores a PDF with a thumbnail, restricted, and notifies listed contacts in their language', async () => {
    const { language } = await t.database.db
      .selectFrom('contacts')
      .select('language')
      .where('email', '=', 'family@riverhawks.test')
      .executeTakeFirstOrThrow();
    // The family reads Spanish for this test only.
    onTestFinished(async () => {
      await t.database.db
        .updateTable('contacts')
        .set({ language })
        .where('email', '=', 'family@riverhawks.test')
        .execute();
    });
    await t.database.db
      .updateTable('contacts')
      .set({ language: 'es' })
      .where('email', '=', 'family@riverhawks.test')
      .execute();
    const data = await pdf('Portland');
    const body = await multipart(
      baseFields({
        emailList: JSON.stringify(['family@riverhawks.test', 'ADMIN@riverhawks.test']),
        allowedAffiliations: JSON.stringify([
          { id: affId("Players' Families"), name: "Players' Families" },
        ]),
      }),
      { name: '../../etc/Portland trip.pdf', data, type: 'application/pdf' },
    );
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/content/new', ...body });
    expect(res.statusCode).toBe(201);
    const item = res.json<ContentItem>();
    expect(item).toMatchObject({
      description: 'Road trip: Portland',
      fileType: 'pdf',
      contentType: 'application/pdf',
      tags: ['portland', 'hotel'],
      category: 'Road Trip Information',
      isFeatured: true,
      isBanner: false,
      allowedAffiliations: [{ id: affId("Players' Families"), name: "Players' Families" }],
    });
    // Appended to the end of its category.
    const max = Math.max(
      ...SEED_CONTENT.filter((s) => s.category === 'Road Trip Information').map((_, i) => i + 1),
    );
    expect(item.sortOrder).toBe(max + 1);
    expect(item.thumbnailUrl).toMatch(/\/api\/blob\/thumbs\/.+\.jpg\?/);
    const file = await openLink(item.blobUrlAccessible);
    expect(file.rawPayload.equals(data)).toBe(true);
    // The uploaded name is only the download name, never a path.
    expect(new URL(item.blobUrlAccessible).pathname).toMatch(
      /^\/api\/blob\/content\/[0-9a-f-]{36}\.pdf$/,
    );
    expect(file.headers['content-disposition']).toContain('Portland trip.pdf');
    const thumb = await openLink(item.thumbnailUrl!);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(480);

    // Visible to families, not to front office staff.
    expect(
      (await t.injectAs('family', { method: 'GET', url: `/api/content/${item.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.injectAs('staff', { method: 'GET', url: `/api/content/${item.id}` })).statusCode,
    ).toBe(404);

    await t.worker.drain();
    const mails = await t.database.db
      .selectFrom('dev_mailbox')
      .selectAll()
      .where('subject', 'like', '%Portland%')
      .execute();
    const toFamily = mails.find((m) => m.to.includes('family@riverhawks.test'))!;
    expect(toFamily.subject).toMatch(/^Nuevo en el portal de Riverhawks/);
    expect(toFamily.text).toContain(`${t.config.publicUrl}/content/all`);
    const toAdmin = mails.find((m) => m.to.includes('admin@riverhawks.test'))!;
    expect(toAdmin.subject).toMatch(/^New on the Riverhawks portal/);
  });

  it('refuses a contact outside the affiliations, naming them, and writes nothing', async () => {
    const before = { files: blobFiles().length, rows: await contentCount() };
    const body = await multipart(
      baseFields({
        emailList: JSON.stringify(['staff@riverhawks.test']),
        allowedAffiliations: JSON.stringify([affId("Players' Families")]),
      }),
      { name: 'a.pdf', data: await pdf('x') },
    );
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/content/new', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'emailList' });
    expect(res.json().message).toContain('Sam Staff');
    expect({ files: blobFiles().length, rows: await contentCount() }).toEqual(before);
  });

  it.each([
    ['malformed JSON', baseFields({ tags: '["a",' }), 400, 'tags'],
    ['malformed emailList', baseFields({ emailList: '{nope' }), 400, 'emailList'],
    [
      'malformed affiliations',
      baseFields({ allowedAffiliations: '[1,' }),
      400,
      'allowedAffiliations',
    ],
    ['an unknown category', baseFields({ category: 'Gossip' }), 400, 'category'],
    [
      'an unknown affiliation',
      baseFields({ allowedAffiliations: '[99999]' }),
      400,
      'allowedAffiliations',
    ],
    ['an unknown email', baseFields({ emailList: '["nobody@riverhawks.test"]' }), 400, 'emailList'],
    ['a bad flag', baseFields({ isBanner: 'maybe' }), 400, 'isBanner'],
  ])('refuses %s with a 4xx naming the field', async (_what, fields, status, field) => {
    const before = { files: blobFiles().length, rows: await contentCount() };
    const body = await multipart(fields, { name: 'a.pdf', data: await pdf('x') });
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/content/new', ...body });
    expect(res.statusCode).toBe(status);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(/\w/);
    expect({ files: blobFiles().length, rows: await contentCount() }).toEqual(before);
  });

  it('refuses forbidden types, content that does not match its extension, too-big files and no file', async () => {
    const before = { files: blobFiles().length, rows: await contentCount() };
    const send = async (file?: { name: string; data: Buffer }) =>
      t.injectAs('admin', {
        method: 'POST',
        url: '/api/content/new',
        ...(await multipart(baseFields(), file)),
      });

    const exe = await send({ name: 'setup.exe', data: Buffer.from('MZ\x90\x00') });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/not accepted/);
    const html = await send({
      name: 'notes.pdf',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(415);
    const pngAsPdf = await send({ name: 'photo.pdf', data: await png() });
    expect(pngAsPdf.statusCode).toBe(415);
    const big = await send({
      name: 'big.pdf',
      data: Buffer.concat([await pdf('big'), Buffer.alloc(MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than/);
    const none = await send();
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('formFile');
    const json = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/content/new',
      payload: { fileName: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect({ files: blobFiles().length, rows: await contentCount() }).toEqual(before);
  });

  it('refuses a second file and lets IT admins publish', async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(baseFields())) fd.append(k, v);
    const bytes = new Uint8Array(await pdf('two'));
    fd.append('formFile', new Blob([bytes]), 'one.pdf');
    fd.append('formFile', new Blob([bytes]), 'two.pdf');
    const req = new Request('http://x/', { method: 'POST', body: fd });
    const before = { files: blobFiles().length, rows: await contentCount() };
    const two = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/content/new',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')! },
    });
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toMatch(/one file/);
    expect({ files: blobFiles().length, rows: await contentCount() }).toEqual(before);

    const body = await multipart(baseFields({ fileName: 'By IT' }), {
      name: 'it.pdf',
      data: await pdf('it'),
    });
    expect(
      (await t.injectAs('it', { method: 'POST', url: '/api/content/new', ...body })).statusCode,
    ).toBe(201);
  });

  it('keeps an upload whose thumbnail cannot be made', async () => {
    const broken = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >>\nthis is not really a pdf\n',
    );
    const body = await multipart(baseFields({ fileName: 'Broken PDF' }), {
      name: 'broken.pdf',
      data: broken,
    });
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/content/new', ...body });
    expect(res.statusCode).toBe(201);
    expect(res.json<ContentItem>().thumbnailUrl).toBeNull();
    expect(t.logs.join('')).toContain('could not make a thumbnail');
  });

  it('deletes the stored files when the database write fails', async () => {
    const before = { files: blobFiles().length, rows: await contentCount() };
    const spy = vi.spyOn(Outbox.prototype, 'enqueue').mockRejectedValueOnce(new Error('disk full'));
    try {
      const body = await multipart(baseFields({ emailList: '["admin@riverhawks.test"]' }), {
        name: 'photo.png',
        data: await png(),
      });
      const res = await t.injectAs('admin', { method: 'POST', url: '/api/content/new', ...body });
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect({ files: blobFiles().length, rows: await contentCount() }).toEqual(before);
  });
});

describe('PUT /api/content/update/:id', () => {
  it('updates fields without a file, and replaces the file (old one removed) with one', async () => {
    const created = (
      await t.injectAs('admin', {
        method: 'POST',
        url: '/api/content/new',
        ...(await multipart(baseFields({ fileName: 'To update' }), {
          name: 'u.pdf',
          data: await pdf('u'),
        })),
      })
    ).json<ContentItem>();
    const oldPath = new URL(created.blobUrlAccessible).pathname;

    const forbidden = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/content/update/${created.id}`,
      ...(await multipart(baseFields())),
    });
    expect(forbidden.statusCode).toBe(403);

    const res = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/content/update/${created.id}`,
      ...(await multipart(
        baseFields({
          fileName: 'Updated',
          category: 'Key Contacts',
          tags: '["x"]',
          isBanner: 'true',
        }),
      )),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<ContentItem>();
    expect(updated).toMatchObject({
      description: 'Updated',
      category: 'Key Contacts',
      tags: ['x'],
      isBanner: true,
      fileType: 'pdf',
    });
    expect(new URL(updated.blobUrlAccessible).pathname).toBe(oldPath);

    const withFile = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/content/update/${created.id}`,
      ...(await multipart(baseFields({ fileName: 'Now a picture' }), {
        name: 'pic.png',
        data: await png(),
      })),
    });
    expect(withFile.statusCode).toBe(200);
    const replaced = withFile.json<ContentItem>();
    expect(replaced.fileType).toBe('png');
    expect((await openLink(replaced.blobUrlAccessible)).statusCode).toBe(200);
    expect(
      fs.existsSync(path.join(t.config.dataDir, 'blobs', oldPath.replace('/api/blob/', ''))),
    ).toBe(false);

    const missing = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/content/update/00000000-0000-4000-8000-000000000000',
      ...(await multipart(baseFields())),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/content/updateSortOrder', () => {
  it('saves all changes in one go, or none when an id is unknown', async () => {
    const { content } = await getAll('admin');
    const group = content.filter((c) => c.category === 'Medical Resources');
    const reversed = [...group].reverse().map((c, i) => ({ id: c.id, sortOrder: i + 1 }));

    expect(
      (
        await t.injectAs('family', {
          method: 'PUT',
          url: '/api/content/updateSortOrder',
          payload: reversed,
        })
      ).statusCode,
    ).toBe(403);

    const bad = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/content/updateSortOrder',
      payload: [...reversed, { id: '00000000-0000-4000-8000-000000000000', sortOrder: 99 }],
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toContain('00000000-0000-4000-8000-000000000000');
    const unchanged = (await getAll('admin')).content.filter(
      (c) => c.category === 'Medical Resources',
    );
    expect(unchanged.map((c) => c.id)).toEqual(group.map((c) => c.id));

    expect(
      (
        await t.injectAs('admin', {
          method: 'PUT',
          url: '/api/content/updateSortOrder',
          payload: [{ id: 'x', sortOrder: 1 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.injectAs('admin', {
          method: 'PUT',
          url: '/api/content/updateSortOrder',
          payload: [],
        })
      ).statusCode,
    ).toBe(400);

    const ok = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/content/updateSortOrder',
      payload: reversed,
    });
    expect(ok.statusCode).toBe(204);
    const after = (await getAll('admin')).content.filter((c) => c.category === 'Medical Resources');
    expect(after.map((c) => c.id)).toEqual([...group].reverse().map((c) => c.id));
  });
});

describe('display copies', () => {
  it('gives a picture a WebP display copy at most 1280 px wide, and a PDF none', async () => {
    const wide = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#9b1c1c' },
    })
      .jpeg()
      .toBuffer();
    const picture = (
      await t.injectAs('admin', {
        method: 'POST',
        url: '/api/content/new',
        ...(await multipart(baseFields({ fileName: 'Wide banner', fileType: 'jpg' }), {
          name: 'wide.jpg',
          data: wide,
        })),
      })
    ).json<ContentItem>();
    const display = await t.app.inject({
      method: 'GET',
      url: picture.displayUrl!.replace(t.config.publicUrl, ''),
    });
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    const meta = await sharp(display.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', CONTENT_DISPLAY_WIDTH, 427]);
    expect(display.rawPayload.length).toBeLessThan(wide.length);

    const doc = (
      await t.injectAs('admin', {
        method: 'POST',
        url: '/api/content/new',
        ...(await multipart(baseFields({ fileName: 'A document' }), {
          name: 'doc.pdf',
          data: await pdf('A document'),
        })),
      })
    ).json<ContentItem>();
    expect(doc.displayUrl).toBeNull();
    expect(doc.thumbnailUrl).toMatch(/\/api\/blob\/thumbs\/.+\.jpg\?/);
  });
});

describe('DELETE /api/content/:id', () => {
  it('is for admins, removes the row and its files', async () => {
    const created = (
      await t.injectAs('admin', {
        method: 'POST',
        url: '/api/content/new',
        ...(await multipart(baseFields({ fileName: 'To delete' }), {
          name: 'd.png',
          data: await png(),
        })),
      })
    ).json<ContentItem>();
    const keys = [created.blobUrlAccessible, created.thumbnailUrl!, created.displayUrl!].map((u) =>
      path.join(t.config.dataDir, 'blobs', new URL(u).pathname.replace('/api/blob/', '')),
    );
    expect(keys.filter((k) => !fs.existsSync(k))).toEqual([]);
    expect(
      (await t.injectAs('family', { method: 'DELETE', url: `/api/content/${created.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('admin', { method: 'DELETE', url: `/api/content/${created.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.injectAs('admin', { method: 'GET', url: `/api/content/${created.id}` })).statusCode,
    ).toBe(404);
    expect(keys.filter((k) => fs.existsSync(k))).toEqual([]);
    expect(
      (await t.injectAs('admin', { method: 'DELETE', url: `/api/content/${created.id}` }))
        .statusCode,
    ).toBe(404);
  });
});
