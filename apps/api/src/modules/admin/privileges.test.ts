import type { AuditLogEntry, AuditLogPage, ContactAuditEntry, Me } from '@dugout/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_USERS } from '../../seed/demo-users';
import { fingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ensureAdmins } from './admin-emails';

/**
 * Only an IT admin grants or removes IT:admin, nobody removes the last site
 * admin (also not two admins demoting each other at the same moment), and every change of a
 * member's permissions, affiliation or sign-in is in the audit log, which site and IT admins read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
// The tests promote, demote and translate the demo team: each starts from it as seeded, with
// the demo admin the one site admin, whatever ran before it.
beforeEach(async () => {
  for (const u of DEMO_USERS) {
    await db()
      .updateTable('contacts')
      .set({ permissions: [...u.permissions], is_site_user: true, language: 'en' })
      .where('email', '=', u.email)
      .execute();
  }
});
const update = (who: string, id: string, payload: object) =>
  t.injectAs(who, { method: 'PUT', url: `/api/contact/update/${id}`, payload });
const permissionsOf = async (id: string) =>
  (
    await db()
      .selectFrom('contacts')
      .select(['permissions', 'is_site_user'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).permissions;
const auditLog = async (who: string, query = '', app = t) => {
  const res = await app.injectAs(who, { method: 'GET', url: `/api/admin/audit-log${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditLogPage;
};
/** The entries about contacts (access, name, email) of a page: no household's here. */
const contactEntries = (page: AuditLogPage) =>
  page.entries.filter((e): e is ContactAuditEntry => e.kind === 'contact');
/** The contact an entry is about: the subject, or the one put in or out of a household. */
const concerned = (e: AuditLogEntry) =>
  e.kind === 'contact'
    ? e.subject.id
    : e.kind === 'action'
      ? (e.member?.id ?? null)
      : 'contact' in e.change
        ? e.change.contact.id
        : null;
/** Site admins who can sign in. */
const activeSiteAdmins = async () =>
  (
    await db()
      .selectFrom('contacts')
      .select('permissions')
      .where('is_site_user', '=', true)
      .execute()
  ).filter((c) => c.permissions.includes('site:admin')).length;

describe('ADMIN_EMAILS at start', () => {
  // A server of its own: this reads what its start wrote, which no other test may have changed,
  // and the site admins it adds would be extra ones for the privilege rules below.
  let started: TestApp;
  beforeAll(async () => {
    started = await createTestApp({
      ADMIN_EMAILS: 'newcomer@riverhawks.test,Founder@Riverhawks.test',
    });
  });
  afterAll(async () => {
    await started?.close();
  });

  it('logs what it changed with the system as the actor, and nothing when nothing changes', async () => {
    const startedDb = started.database.db;
    const newcomerId = await started.contactId('newcomer');
    const page = await auditLog('admin', `?memberId=${newcomerId}`, started);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      actor: null,
      subject: { id: newcomerId, name: 'Nico Newcomer' },
      reason: 'startup',
      changes: { permissions: { before: [], after: ['site:admin'] } },
    });
    const founder = await startedDb
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'founder@riverhawks.test')
      .executeTakeFirstOrThrow();
    const created = await auditLog('admin', `?memberId=${founder.id}`, started);
    // Its creation at start (the name test, in any order, may have renamed it since).
    expect(
      created.entries.find((e) => e.kind === 'contact' && e.reason === 'startup'),
    ).toMatchObject({
      actor: null,
      reason: 'startup',
      changes: {
        permissions: { before: null, after: ['site:admin'] },
        isSiteUser: { before: null, after: true },
      },
    });
    // A second start (another replica, a restart) changes nothing and writes nothing.
    const before = await fingerprint(startedDb);
    await ensureAdmins(startedDb, ['newcomer@riverhawks.test', 'founder@riverhawks.test']);
    expect(await fingerprint(startedDb)).toBe(before);
  });

  it('asks an admin it created for their name until they give one, which then shows', async () => {
    const founderId = await started.contactId('founder@riverhawks.test');
    const me = async (who: string) => {
      const res = await started.injectAs(who, { method: 'GET', url: '/api/me' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Me;
    };
    expect(await me(founderId)).toMatchObject({ firstName: 'founder', needsName: true });
    // An existing contact made admin keeps the name it has: nothing to ask.
    expect(await me(await started.contactId('newcomer'))).not.toHaveProperty('needsName');

    const save = (payload: object) =>
      started.injectAs(founderId, {
        method: 'PUT',
        url: `/api/contact/update/${founderId}`,
        payload,
        headers: { 'accept-language': 'es' },
      });
    // An admin's form sends the whole card back: the made-up name unchanged chooses nothing.
    const unchanged = await started.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${founderId}`,
      payload: { firstName: 'founder' },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await me(founderId)).needsName).toBe(true);

    // The shared name rules: a blank name is refused with a message in the member's language.
    const blank = await save({ firstName: '  ', lastName: 'Fuentes' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      field: 'firstName',
      message: expect.stringContaining('El nombre es obligatorio'),
    });
    expect((await me(founderId)).needsName).toBe(true);

    const saved = await save({ firstName: 'Frida', lastName: 'Fuentes' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await me(founderId)).toMatchObject({ firstName: 'Frida', lastName: 'Fuentes' });
    expect(await me(founderId)).not.toHaveProperty('needsName');
    // Where others read it: the directory card.
    const card = await started.injectAs('admin', {
      method: 'GET',
      url: `/api/contact/${founderId}`,
    });
    expect(card.json()).toMatchObject({ firstName: 'Frida', lastName: 'Fuentes' });
  });
});

describe('privilege rules', () => {
  it('a site admin cannot grant IT:admin, to themselves or anyone, and nothing is written', async () => {
    const adminId = await t.contactId('admin');
    const staffId = await t.contactId('staff');
    const before = await fingerprint(db());
    for (const [id, permissions] of [
      [adminId, ['site:admin', 'IT:admin']],
      [staffId, ['view:contacts', 'IT:admin']],
    ] as const) {
      const res = await update('admin', id, { permissions });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'it_admin_only', field: 'permissions' });
      expect(res.json().message).toMatch(/Only an IT admin can grant or remove/);
    }
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: { firstName: 'Ivan', lastName: 'Intruder', permissions: ['IT:admin'] },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().code).toBe('it_admin_only');
    expect(await fingerprint(db())).toBe(before);
  });

  it('a site admin cannot remove IT:admin, nor cut an IT admin off by sign-in or deletion', async () => {
    const itId = await t.contactId('it');
    const before = await fingerprint(db());
    expect((await update('admin', itId, { permissions: [] })).statusCode).toBe(403);
    expect((await update('admin', itId, { isSiteUser: false })).statusCode).toBe(403);
    const del = await t.injectAs('admin', { method: 'DELETE', url: `/api/contact/${itId}` });
    expect(del.statusCode).toBe(403);
    expect(await fingerprint(db())).toBe(before);
  });

  it('an IT admin grants and removes IT:admin, and each change is logged before → after', async () => {
    const staffId = await t.contactId('staff');
    const itId = await t.contactId('it');
    const granted = await update('it', staffId, { permissions: ['view:contacts', 'IT:admin'] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await permissionsOf(staffId)).toEqual(['view:contacts', 'IT:admin']);
    const removed = await update('it', staffId, { permissions: ['view:contacts'] });
    expect(removed.statusCode).toBe(200);
    const [last, first] = contactEntries(await auditLog('it', `?memberId=${staffId}&limit=4`));
    expect(first).toMatchObject({
      actor: { id: itId, name: 'Ivy Tech' },
      subject: { id: staffId, name: 'Sam Staff' },
      reason: 'update',
      changes: { permissions: { before: ['view:contacts'], after: ['IT:admin', 'view:contacts'] } },
    });
    expect(last!.changes).toEqual({
      permissions: { before: ['IT:admin', 'view:contacts'], after: ['view:contacts'] },
    });
    expect(Date.parse(first!.at)).toBeLessThanOrEqual(Date.parse(last!.at));
  });

  it('nobody removes the last site admin: not by permissions, sign-in or deletion', async () => {
    const adminId = await t.contactId('admin');
    expect(await activeSiteAdmins()).toBe(1);
    const before = await fingerprint(db());
    for (const [who, payload, field] of [
      ['admin', { permissions: [] }, 'permissions'],
      ['it', { permissions: ['view:contacts'] }, 'permissions'],
      ['it', { isSiteUser: false }, 'isSiteUser'],
    ] as const) {
      const res = await update(who, adminId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'last_site_admin', field });
      expect(res.json().message).toMatch(/last site admin who can sign in/);
    }
    const del = await t.injectAs('it', { method: 'DELETE', url: `/api/contact/${adminId}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('last_site_admin');
    // Refused changes roll back whole: no change, no audit row.
    expect(await fingerprint(db())).toBe(before);
    // In the language of the one asking.
    await db().updateTable('contacts').set({ language: 'es' }).where('id', '=', adminId).execute();
    const es = await update('admin', adminId, { permissions: [] });
    expect(es.statusCode).toBe(409);
    expect(es.json().message).toMatch(/último administrador del sitio/);
    const esIt = await update('admin', adminId, { permissions: ['site:admin', 'IT:admin'] });
    expect(esIt.json().message).toMatch(/Solo un administrador de TI/);
    await db().updateTable('contacts').set({ language: 'en' }).where('id', '=', adminId).execute();
  });

  it('two site admins demoting each other at the same moment leave one site admin', async () => {
    const adminId = await t.contactId('admin');
    const staffId = await t.contactId('staff');
    for (let round = 0; round < 6; round++) {
      const promoted = await update('admin', staffId, {
        permissions: ['view:contacts', 'site:admin'],
      });
      expect(promoted.statusCode).toBe(200);
      expect(await activeSiteAdmins()).toBe(2);
      // Each demotes the other (alternating who starts first).
      const pair = [
        () => update('admin', staffId, { permissions: ['view:contacts'] }),
        () => update('staff', adminId, { permissions: [] }),
      ];
      if (round % 2) pair.reverse();
      const results = await Promise.all(pair.map((f) => f()));
      const codes = results.map((r) => r.statusCode).sort();
      expect(
        codes.filter((c) => c === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      expect([403, 409]).toContain(codes[1]);
      expect(await activeSiteAdmins()).toBe(1);
      // Put the demo admin back as the one site admin.
      const survivor = (await permissionsOf(adminId)).includes('site:admin') ? 'admin' : 'staff';
      if (survivor === 'staff') {
        expect((await update('staff', adminId, { permissions: ['site:admin'] })).statusCode).toBe(
          200,
        );
        expect(
          (await update('admin', staffId, { permissions: ['view:contacts'] })).statusCode,
        ).toBe(200);
      }
      expect(await permissionsOf(adminId)).toEqual(['site:admin']);
      expect(await activeSiteAdmins()).toBe(1);
    }
  });
});

describe('the audit log', () => {
  it('records affiliation and sign-in changes, creations and deletions, with who and whom', async () => {
    const adminId = await t.contactId('admin');
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        firstName: 'Quinn',
        lastName: 'Quartermaster',
        email: 'quinn@riverhawks.test',
        invite: true,
        permissions: ['view:contacts'],
        affiliation: { id: 1 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await update('admin', id, { affiliation: { id: 2 } })).statusCode).toBe(200);
    expect((await update('admin', id, { isSiteUser: false })).statusCode).toBe(200);
    // A save that changes nothing of the three writes no access row.
    expect(
      (await update('admin', id, { phone: '5550100199', permissions: ['view:contacts'] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.injectAs('admin', { method: 'DELETE', url: `/api/contact/${id}` })).statusCode,
    ).toBe(200);

    const entries = contactEntries(await auditLog('admin', `?memberId=${id}`));
    const actor = { id: adminId, name: 'Alex Admin' };
    expect(entries.map((e) => [e.reason, e.changes])).toEqual([
      [
        'delete',
        {
          permissions: { before: ['view:contacts'], after: null },
          affiliation: { before: { id: 2, name: 'Front Office' }, after: null },
        },
      ],
      ['update', { isSiteUser: { before: true, after: false } }],
      [
        'update',
        {
          affiliation: {
            before: { id: 1, name: "Players' Families" },
            after: { id: 2, name: 'Front Office' },
          },
        },
      ],
      [
        'create',
        {
          permissions: { before: null, after: ['view:contacts'] },
          affiliation: { before: null, after: { id: 1, name: "Players' Families" } },
          isSiteUser: { before: null, after: true },
        },
      ],
    ]);
    for (const e of entries) {
      expect(e.actor).toEqual(actor);
      // The contact is gone: the name kept in each row.
      expect(e.subject).toEqual({ id, name: 'Quinn Quartermaster' });
    }
  });

  it('is newest first, paged with before and limit, filtered by member as subject or actor', async () => {
    // Eight access changes of its own, by the IT admin, to page through whatever ran before.
    const staffId = await t.contactId('staff');
    for (let i = 0; i < 4; i++) {
      for (const permissions of [['view:contacts', 'IT:admin'], ['view:contacts']]) {
        expect((await update('it', staffId, { permissions })).statusCode).toBe(200);
      }
    }
    // The whole log, page after page (the demo seed's household rows are in it too).
    const ids: number[] = [];
    for (let before: number | null = null, pages = 0; pages === 0 || before !== null; pages++) {
      const page = await auditLog('admin', `?limit=100${before ? `&before=${before}` : ''}`);
      ids.push(...page.entries.map((e) => e.id));
      before = page.nextBefore;
    }
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => b - a));
    expect(ids.length).toBeGreaterThan(6);
    const first = await auditLog('admin', '?limit=3');
    expect(first.entries.map((e) => e.id)).toEqual(ids.slice(0, 3));
    expect(first.nextBefore).toBe(ids[2]);
    const second = await auditLog('admin', `?limit=3&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.id)).toEqual(ids.slice(3, 6));
    const everything = await auditLog('admin', `?limit=100&before=${ids.at(-1)! + 1}`);
    expect(everything.entries).toHaveLength(1);
    expect(everything.nextBefore).toBeNull();

    const itId = await t.contactId('it');
    const byIt = await auditLog('admin', `?memberId=${itId}`);
    expect(byIt.entries.length).toBeGreaterThan(0);
    for (const e of byIt.entries) expect([e.actor?.id, concerned(e)]).toContain(itId);
  });

  it('is for site and IT admins only, refuses bad queries with a message, and lists manager actions too', async () => {
    for (const who of ['family', 'staff', 'newcomer']) {
      const res = await t.injectAs(who, { method: 'GET', url: '/api/admin/audit-log' });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(
      401,
    );
    for (const q of ['?memberId=nope', '?limit=0', '?limit=101', '?before=-1', '?before=x']) {
      const res = await t.injectAs('admin', { method: 'GET', url: `/api/admin/audit-log${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/\w/);
    }
    // Manager actions (an Empty Cache, a card edited) are in it beside access changes. A member
    // of its own to change, whose creation is the newest access entry (the demo staff's details
    // are in other tests' expectations).
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: { firstName: 'Rhea', lastName: 'Renamed', permissions: ['view:contacts'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const [newest] = contactEntries(await auditLog('it', '?limit=1'));
    expect(newest!.subject.id).toBe(id);
    expect(
      (await t.injectAs('it', { method: 'POST', url: '/api/admin/ResetCache' })).statusCode,
    ).toBe(200);
    expect((await update('admin', id, { phone: '5550100198' })).statusCode).toBe(200);
    const [edited, reset] = (await auditLog('it', '?limit=2')).entries;
    expect(edited).toMatchObject({ kind: 'action', action: 'contact.update', member: { id } });
    expect(reset).toMatchObject({ kind: 'action', action: 'cache.reset', member: null });
    expect(contactEntries(await auditLog('it', '?limit=5'))[0]!.id).toBe(newest!.id);
  });
});

describe('the audit log keeps names as they were', () => {
  it('shows the actor and the subject by the names they had, whatever they are called later', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: { firstName: 'Tess', lastName: 'Then', permissions: ['view:contacts'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const adminId = await t.contactId('admin');
    const adminName = await t.database.db
      .selectFrom('contacts')
      .select(['first_name', 'last_name'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    // The admin's name back afterwards: other tests read it.
    onTestFinished(async () => {
      await t.database.db
        .updateTable('contacts')
        .set({ first_name: adminName.first_name, last_name: adminName.last_name })
        .where('id', '=', adminId)
        .execute();
    });
    // Both renamed afterwards: the admin even takes another admin's name.
    expect((await update('admin', id, { firstName: 'Tessa', lastName: 'Now' })).statusCode).toBe(
      200,
    );
    expect((await update('admin', adminId, { firstName: 'Ivy', lastName: 'It' })).statusCode).toBe(
      200,
    );
    const entry = contactEntries(await auditLog('admin', `?memberId=${id}`)).find(
      (e) => e.subject.id === id && e.reason === 'create',
    )!;
    expect(entry.subject.name).toBe('Tess Then');
    expect(entry.actor).toEqual({
      id: adminId,
      name: `${adminName.first_name} ${adminName.last_name}`,
    });
  });
});
