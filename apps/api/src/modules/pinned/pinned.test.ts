import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedPinnedPost, PinnedPost } from '@dugout/shared';
import { testAppForFile, type TestApp } from '../../testing/test-app';
import { dayIn } from './pinned.service';

// The team's time zone is New York (the default): its Nov 30 ends at 05:00 UTC on Dec 1.
const t = testAppForFile({ TEAM_TIME_ZONE: 'America/New_York' });
afterEach(() => {
  vi.useRealTimers();
});

type Who = Parameters<TestApp['injectAs']>[0];
const post = (over: Record<string, unknown> = {}) => ({
  titleEn: 'Holiday toy drive',
  textEn: 'Bring a toy to the team office',
  titleEs: 'Colecta de juguetes',
  textEs: 'Trae un juguete a la oficina',
  link: '/events/all',
  expiresOn: null,
  ...over,
});
const create = (body: unknown, who: Who = 'admin') =>
  t.injectAs(who, { method: 'POST', url: '/api/pinnedpost/new', payload: body as object });
const shown = async (who: Who = 'family', language?: string) => {
  const res = await t.injectAs(who, {
    method: 'GET',
    url: `/api/pinnedpost/getall${language ? `?language=${language}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<PinnedPost[]>();
};
const managed = async () => {
  const res = await t.injectAs('admin', { method: 'GET', url: '/api/pinnedpost/manage' });
  expect(res.statusCode).toBe(200);
  return res.json<ManagedPinnedPost[]>();
};
const remove = async (id: number) =>
  t.injectAs('admin', { method: 'DELETE', url: `/api/pinnedpost/${id}` });

describe('pinned posts', () => {
  it('keeps the four-field shape for members and seeds current, bilingual banners', async () => {
    const posts = await shown('family');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const p of posts)
      expect(Object.keys(p).sort()).toEqual(['id', 'postLink', 'postName', 'postSubName']);
    expect(posts.map((p) => p.postSubName).join(' ')).not.toMatch(/April 1/);
    expect((await managed()).filter((p) => !(p.titleEs !== '' && p.textEs !== ''))).toEqual([]);
  });

  it('lets admins create, edit (If-Match), reorder and delete; members see each change', async () => {
    const created = await create(post({ titleEn: 'Toy drive A' }));
    expect(created.statusCode).toBe(201);
    const a = created.json<ManagedPinnedPost>();
    expect(created.headers.etag).toBe(`"v${a.version}"`);
    expect(a).toMatchObject({ titleEn: 'Toy drive A', expiresOn: null, expired: false });
    const all = await managed();
    expect(all.at(-1)!.id).toBe(a.id); // a new post goes last

    // Edit with the version read: applied; a second edit with the old version: 409.
    const edit = (version: number, titleEn: string) =>
      t.injectAs('admin', {
        method: 'PUT',
        url: `/api/pinnedpost/update/${a.id}`,
        headers: { 'if-match': `"v${version}"` },
        payload: post({ titleEn, textEn: 'Through December 12', expiresOn: '2026-12-12' }),
      });
    const edited = await edit(a.version, 'Toy drive (edited)');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      titleEn: 'Toy drive (edited)',
      expiresOn: '2026-12-12',
      version: a.version + 1,
    });
    const stale = await edit(a.version, 'Lost update');
    expect(stale.statusCode).toBe(409);
    expect((await shown('family')).find((p) => p.id === a.id)).toEqual({
      id: a.id,
      postLink: '/events/all',
      postName: 'Toy drive (edited)',
      postSubName: 'Through December 12',
    });

    // Reorder: the new post first; the others keep their order after it. No version change.
    const before = (await managed()).map((p) => p.id);
    const reorder = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/pinnedpost/updateSortOrder',
      payload: { ids: [a.id] },
    });
    expect(reorder.statusCode).toBe(204);
    const after = await managed();
    expect(after.map((p) => p.id)).toEqual([a.id, ...before.filter((id) => id !== a.id)]);
    expect(after[0]!.version).toBe(a.version + 1);
    expect((await shown('staff'))[0]!.id).toBe(a.id);

    // Delete: gone for members; a second delete is a 404.
    expect((await remove(a.id)).statusCode).toBe(204);
    expect((await shown('family')).filter((p) => p.id === a.id)).toEqual([]);
    expect((await remove(a.id)).statusCode).toBe(404);

    // Each change is in the audit log, with who made it.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'pinned_post')
      .where((eb) => eb.or([eb('entity_id', '=', String(a.id)), eb('entity_id', 'is', null)]))
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual([
      'pinned.create',
      'pinned.update',
      'pinned.reorder',
      'pinned.delete',
    ]);
    expect(new Set(audit.map((r) => r.actor_id))).toEqual(new Set([await t.contactId('admin')]));
  });

  it('shows Spanish readers the Spanish post, and the English one when it has none', async () => {
    const es = (await create(post({ titleEn: 'Bilingual' }))).json<ManagedPinnedPost>();
    const en = (
      await create(post({ titleEn: 'English only', titleEs: '', textEs: '' }))
    ).json<ManagedPinnedPost>();
    const inSpanish = await shown('family', 'es');
    expect(inSpanish.find((p) => p.id === es.id)).toMatchObject({
      postName: 'Colecta de juguetes',
      postSubName: 'Trae un juguete a la oficina',
    });
    expect(inSpanish.find((p) => p.id === en.id)).toMatchObject({
      postName: 'English only',
      postSubName: 'Bring a toy to the team office',
    });
    expect((await shown('family', 'en')).find((p) => p.id === es.id)?.postName).toBe('Bilingual');
    // Without ?language, the member's own language.
    await t.whileReading('family', 'es', async () => {
      expect((await shown('family')).find((p) => p.id === es.id)?.postName).toBe(
        'Colecta de juguetes',
      );
    });
    await remove(es.id);
    await remove(en.id);
  });

  it("shows a post through its last day in the team's time zone, then hides it", async () => {
    const p = (
      await create(post({ titleEn: 'Ends Nov 30', expiresOn: '2026-11-30' }))
    ).json<ManagedPinnedPost>();
    const at = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
      try {
        return {
          member: (await shown('family')).some((x) => x.id === p.id),
          expired: (await managed()).find((x) => x.id === p.id)!.expired,
        };
      } finally {
        vi.useRealTimers();
      }
    };
    // 23:59 on Nov 30 in New York is already Dec 1 in UTC.
    expect(await at('2026-12-01T04:59:00Z')).toEqual({ member: true, expired: false });
    expect(await at('2026-12-01T05:00:00Z')).toEqual({ member: false, expired: true });
    expect(dayIn('America/New_York', new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-30');
    // The zone's formatter is kept, the day is not: a second later it is Dec 1 there.
    expect(dayIn('America/New_York', new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
    expect(dayIn('Pacific/Auckland', new Date('2026-11-30T11:00:00Z'))).toBe('2026-12-01');
    await remove(p.id);
  });

  it('refuses members (403) and guests (401) every managing call', async () => {
    for (const who of ['family', 'staff', 'newcomer'] as const) {
      expect((await create(post(), who)).statusCode).toBe(403);
      const calls = [
        { method: 'GET', url: '/api/pinnedpost/manage' },
        { method: 'PUT', url: '/api/pinnedpost/update/1', payload: post() },
        { method: 'PUT', url: '/api/pinnedpost/updateSortOrder', payload: { ids: [1] } },
        { method: 'DELETE', url: '/api/pinnedpost/1' },
      ] as const;
      for (const call of calls) expect((await t.injectAs(who, call)).statusCode).toBe(403);
    }
    expect((await create(post(), null)).statusCode).toBe(401);
  });

  it('refuses bad input with a 400 naming the field, in English and in Spanish', async () => {
    const before = (await managed()).length;
    const cases: [unknown, string, RegExp][] = [
      [post({ titleEn: '  ' }), 'titleEn', /title in English/],
      [post({ titleEn: 'x'.repeat(121) }), 'titleEn', /at most 120/],
      [post({ textEs: 'x'.repeat(301) }), 'textEs', /Spanish text can have at most 300/],
      [post({ link: 'javascript:alert(1)' }), 'link', /portal page/],
      [post({ link: '//evil.test/x' }), 'link', /portal page/],
      [post({ expiresOn: '2026-02-30' }), 'expiresOn', /date such as/],
      [post({ expiresOn: 'next week' }), 'expiresOn', /date such as/],
      [null, '', /could not be read/],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
      if (field) expect(res.json().field).toBe(field);
    }
    const bad = [
      { method: 'PUT', url: '/api/pinnedpost/update/abc', payload: post() },
      { method: 'DELETE', url: '/api/pinnedpost/-1' },
      { method: 'PUT', url: '/api/pinnedpost/updateSortOrder', payload: { ids: [1, 1] } },
      { method: 'PUT', url: '/api/pinnedpost/updateSortOrder', payload: { ids: [] } },
    ] as const;
    for (const call of bad) expect((await t.injectAs('admin', call)).statusCode).toBe(400);
    const ifMatch = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/pinnedpost/update/${(await managed())[0]!.id}`,
      headers: { 'if-match': 'v1' },
      payload: post(),
    });
    expect(ifMatch.statusCode).toBe(400);
    expect((await managed()).length).toBe(before);

    // An admin whose language is Spanish reads the refusal in Spanish.
    await t.whileReading('admin', 'es', async () => {
      const res = await create(post({ link: 'ftp://files.test/x' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'link',
        message: expect.stringMatching(/El enlace debe ser/),
      });
      const missing = await remove(999_999);
      expect(missing.json().message).toMatch(/No se encontró esta publicación fijada/);
    });
  });
});
