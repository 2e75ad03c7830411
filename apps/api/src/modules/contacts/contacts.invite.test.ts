import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_INVITE_MAX,
  SIGN_IN_STATUSES,
  signInStatus,
  type AuditLogPage,
  type Contact,
  type ContactImportPreview,
  type ContactImportResult,
  type ContactInviteResult,
  type DirectoryPage,
  type MessageDetail,
  type MessageSummary,
  type SignInStatus,
} from '@dugout/shared';
import { codeMailedAfter, lastMailId } from '../../testing/dev-mailbox';
import { signInByCode } from '../../testing/sign-in';
import { testAppForFile } from '../../testing/test-app';

/**
 * Invitations for contacts that exist: the
 * edit form's sign-in switch, one invitation and many, each in the contact's language with a row
 * in the ledger, the audit of sign-in turned on, and the directory's "Not yet invited".
 */

let base: string;
const t = testAppForFile();
beforeAll(async () => {
  base = await t.listen();
});

const db = () => t.database.db;
const MISSING = '00000000-0000-4000-8000-000000000000';

const inviteOne = (who: string, id: string, language?: 'es') =>
  t.injectAs(who, {
    method: 'POST',
    url: `/api/contacts/${id}/invite`,
    headers: language ? { 'accept-language': language } : {},
  });

const inviteMany = (who: string, ids: string[], language?: 'es') =>
  t.injectAs(who, {
    method: 'POST',
    url: '/api/contacts/invite',
    payload: { ids },
    headers: language ? { 'accept-language': language } : {},
  });

const taken = new Set<string>();

/** A seeded family member never invited, sign-in off, in `language`; each test gets its own. */
async function uninvited(language: 'en' | 'es', withEmail = true) {
  let q = db()
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'email', 'language'])
    .where('language', '=', language)
    .where('is_site_user', '=', false)
    .where('invited_at', 'is', null)
    .where('permissions', '=', sql<string[]>`'{}'::text[]`)
    .orderBy('id');
  q = withEmail
    ? q.where('email', 'like', '%@families.riverhawks.test')
    : q.where('email', 'is', null);
  const rows = await q.execute();
  const row = rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error(`no uninvited ${language} contact left`);
  taken.add(row.id);
  return row;
}

const contactRow = (id: string) =>
  db()
    .selectFrom('contacts')
    .select(['is_site_user', 'invited_at', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const deliveriesTo = (email: string) =>
  db()
    .selectFrom('deliveries as d')
    .innerJoin('messages as m', 'm.id', 'd.message_id')
    .select(['d.message_id', 'd.language', 'd.subject', 'd.text', 'd.html', 'm.kind'])
    .where('d.recipient', '=', email)
    .execute();

const countInviteMessages = async () =>
  Number(
    (
      await db()
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'invite')
        .executeTakeFirstOrThrow()
    ).n,
  );

async function auditOf(id: string) {
  const res = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/admin/audit-log?memberId=${id}`,
  });
  expect(res.statusCode).toBe(200);
  // The access entries: the log also lists household changes (kind 'household').
  return res.json<AuditLogPage>().entries.flatMap((e) => (e.kind === 'contact' ? [e] : []));
}

async function ledgerDetail(messageId: string): Promise<MessageDetail> {
  const list = await t.injectAs('admin', { method: 'GET', url: '/api/messaging/messages' });
  expect(list.json<MessageSummary[]>().map((m) => m.id)).toContain(messageId);
  const res = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/messaging/messages/${messageId}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<MessageDetail>();
}

async function card(id: string): Promise<Contact> {
  const res = await t.injectAs('admin', { method: 'GET', url: `/api/contact/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<Contact>();
}

/** Every id of the admins' directory with this sign-in status, page by page. */
async function directoryIds(status: SignInStatus, q = ''): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 100; n++) {
    const params = new URLSearchParams({ signIn: status, limit: '200' });
    if (q) params.set('q', q);
    if (cursor) params.set('cursor', cursor);
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/contact/page?${params}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<DirectoryPage>();
    for (const row of page.contacts) expect(row.signIn?.status).toBe(status);
    ids.push(...page.contacts.map((c) => c.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('never ended');
}

describe('the edit form’s sign-in switch (PUT /api/contact/update/:id)', () => {
  it('turns sign-in on and off, audited, and the card says where the contact stands', async () => {
    const c = await uninvited('en');
    const on = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${c.id}`,
      payload: { isSiteUser: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    // Switched on, never invited: the directory's "Not yet invited" still lists them.
    expect(on.json<Contact>()).toMatchObject({
      isSiteUser: true,
      signIn: { status: 'notInvited', invitedAt: null, lastSignedInAt: null },
    });
    expect(await directoryIds('notInvited', c.last_name)).toContain(c.id);
    const off = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${c.id}`,
      payload: { isSiteUser: false },
    });
    expect(off.json<Contact>().isSiteUser).toBe(false);
    const entries = await auditOf(c.id);
    expect(entries.map((e) => [e.reason, e.changes.isSiteUser])).toEqual([
      ['update', { before: true, after: false }],
      ['update', { before: false, after: true }],
    ]);
  });
});

describe('POST /api/contacts/:id/invite', () => {
  it('turns sign-in on, remembers when, and queues the invitation in the contact’s language', async () => {
    const c = await uninvited('es');
    const res = await inviteOne('admin', c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ContactInviteResult>()).toEqual({
      invited: 1,
      skipped: 0,
      outcomes: [
        { id: c.id, name: `${c.first_name} ${c.last_name}`, invited: true, skipped: null },
      ],
    });
    const row = await contactRow(c.id);
    expect(row.is_site_user).toBe(true);
    expect(row.invited_at).not.toBeNull();

    const [mail, ...more] = await deliveriesTo(c.email!);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'invite', language: 'es' });
    expect(mail!.subject).toMatch(/^Te invitamos al portal de familias de /);
    expect(mail!.text).toContain(`Hola ${c.first_name}:`);
    expect(mail!.text).toContain(`${t.config.publicUrl}/login?lang=es`);
    expect(mail!.html).toContain(`${t.config.publicUrl}/login?lang=es`);

    // The ledger lists it, with the row of its one delivery.
    const detail = await ledgerDetail(mail!.message_id);
    expect(detail.kind).toBe('invite');
    expect(detail.bodyEs).toMatch(/Una invitación para entrar/);
    expect(detail.deliveries).toMatchObject([
      { recipient: c.email, recipientLabel: `${c.first_name} ${c.last_name}`, language: 'es' },
    ]);

    // Sign-in turned on by the invitation: in the audit log, as the form's switch is.
    const [entry] = await auditOf(c.id);
    expect(entry).toMatchObject({
      reason: 'invite',
      actor: { id: await t.contactId('admin') },
      changes: { isSiteUser: { before: false, after: true } },
    });

    expect((await card(c.id)).signIn).toMatchObject({ status: 'invited', lastSignedInAt: null });
    expect(await directoryIds('invited', c.last_name)).toContain(c.id);
    expect(await directoryIds('notInvited', c.last_name)).not.toContain(c.id);
  });

  it('invites again someone already invited, and audits no access change then', async () => {
    const c = await uninvited('en');
    expect((await inviteOne('admin', c.id)).statusCode).toBe(200);
    const first = (await contactRow(c.id)).invited_at!;
    expect((await inviteOne('admin', c.id)).statusCode).toBe(200);
    expect(new Date((await contactRow(c.id)).invited_at!).getTime()).toBeGreaterThanOrEqual(
      new Date(first).getTime(),
    );
    const mails = await deliveriesTo(c.email!);
    expect(mails.map((m) => m.language)).toEqual(['en', 'en']);
    expect(mails[0]!.subject).toMatch(/^You're invited to the /);
    expect((await auditOf(c.id)).map((e) => e.reason)).toEqual(['invite']);
  });

  it('refuses a contact without an email (400, in the reader’s language) and a missing one', async () => {
    const c = await uninvited('en', false);
    const before = await countInviteMessages();
    const res = await inviteOne('admin', c.id, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'email',
      message: 'Se necesita un correo para enviar una invitación',
    });
    expect((await contactRow(c.id)).is_site_user).toBe(false);
    expect((await inviteOne('admin', MISSING)).statusCode).toBe(404);
    expect((await inviteOne('admin', 'not-a-uuid')).statusCode).toBe(404);
    expect(await countInviteMessages()).toBe(before);
  });

  it('is for admins only: members are refused and nothing is queued', async () => {
    const c = await uninvited('en');
    const before = await countInviteMessages();
    for (const who of ['family', 'staff', 'newcomer']) {
      expect((await inviteOne(who, c.id)).statusCode, who).toBe(403);
      expect((await inviteMany(who, [c.id])).statusCode, who).toBe(403);
    }
    const guest = await t.injectAs(null, { method: 'POST', url: `/api/contacts/${c.id}/invite` });
    expect(guest.statusCode).toBe(401);
    expect(await contactRow(c.id)).toMatchObject({ is_site_user: false, invited_at: null });
    expect(await countInviteMessages()).toBe(before);
  });

  it('leaves an IT admin’s sign-in to IT admins', async () => {
    const c = await uninvited('en');
    await db()
      .updateTable('contacts')
      .set({ permissions: ['IT:admin'] })
      .where('id', '=', c.id)
      .execute();
    const refused = await inviteOne('admin', c.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('it_admin_only');
    const bulk = await inviteMany('admin', [c.id]);
    expect(bulk.json<ContactInviteResult>().outcomes[0]).toMatchObject({
      invited: false,
      skipped: { code: 'it_admin_only' },
    });
    expect((await contactRow(c.id)).is_site_user).toBe(false);
    expect((await inviteOne('it', c.id)).statusCode).toBe(200);
    expect((await contactRow(c.id)).is_site_user).toBe(true);
  });
});

describe('POST /api/contacts/invite', () => {
  it('invites each, in their own language, in one ledger message; says why others were left out', async () => {
    const es = await uninvited('es');
    const en = await uninvited('en');
    const noEmail = await uninvited('en', false);
    const res = await inviteMany('admin', [es.id, noEmail.id, en.id, MISSING, es.id], 'es');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ContactInviteResult>();
    expect(result).toMatchObject({ invited: 2, skipped: 2 });
    expect(result.outcomes).toEqual([
      { id: es.id, name: `${es.first_name} ${es.last_name}`, invited: true, skipped: null },
      {
        id: noEmail.id,
        name: `${noEmail.first_name} ${noEmail.last_name}`,
        invited: false,
        skipped: { code: 'no_email', reason: 'No tiene correo, y para entrar hace falta uno' },
      },
      { id: en.id, name: `${en.first_name} ${en.last_name}`, invited: true, skipped: null },
      {
        id: MISSING,
        name: '',
        invited: false,
        skipped: { code: 'not_found', reason: 'Este contacto ya no existe' },
      },
    ]);
    const [esMail] = await deliveriesTo(es.email!);
    const [enMail] = await deliveriesTo(en.email!);
    expect(esMail).toMatchObject({ language: 'es', kind: 'invite' });
    expect(esMail!.text).toContain('/login?lang=es');
    expect(enMail).toMatchObject({ language: 'en', kind: 'invite' });
    expect(enMail!.text).toContain('/login?lang=en');
    expect(enMail!.message_id).toBe(esMail!.message_id);
    const detail = await ledgerDetail(esMail!.message_id);
    expect(detail.recipientCount).toBe(2);
    expect(detail.body).toMatch(/2 people, each in their language/);
    expect(detail.deliveries.map((d) => [d.recipient, d.language]).sort()).toEqual(
      [
        [en.email, 'en'],
        [es.email, 'es'],
      ].sort(),
    );
    for (const c of [es, en]) {
      expect((await contactRow(c.id)).is_site_user).toBe(true);
      expect((await auditOf(c.id))[0]).toMatchObject({ reason: 'invite' });
    }
    expect((await contactRow(noEmail.id)).is_site_user).toBe(false);
  });

  it(`takes at most ${CONTACT_INVITE_MAX} ids, and refuses what is not a contact id`, async () => {
    const ids = Array.from({ length: CONTACT_INVITE_MAX + 1 }, () => MISSING);
    expect((await inviteMany('admin', ids)).statusCode).toBe(400);
    expect((await inviteMany('admin', [])).statusCode).toBe(400);
    const bad = await inviteMany('admin', ['nope']);
    expect(bad.statusCode).toBe(400);
  });

  it('invites the contacts an import created, from the ids its result names', async () => {
    const stamp = Date.now();
    const csv = [
      'First Name,Last Name,Email,Language',
      `Wren,Importada,wren.${stamp}@families.riverhawks.test,es`,
      `Milo,Imported,milo.${stamp}@families.riverhawks.test,en`,
      'Baby,Imported,,en',
    ].join('\r\n');
    const form = async (fields: Record<string, string>) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(fields)) fd.append(k, v);
      fd.append('file', new Blob([csv], { type: 'text/csv' }), 'team.csv');
      const req = new Request('http://x/', { method: 'POST', body: fd });
      return {
        payload: Buffer.from(await req.arrayBuffer()),
        headers: { 'content-type': req.headers.get('content-type')! },
      };
    };
    const preview = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/import/preview',
      ...(await form({})),
    });
    const { fingerprint } = preview.json<ContactImportPreview>();
    const confirmed = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/import/confirm',
      ...(await form({ fingerprint })),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const imported = confirmed.json<ContactImportResult>();
    expect(imported.createdIds).toHaveLength(3);
    // Baby has no email: created, not offered an invitation.
    expect(imported.invitableIds).toHaveLength(2);
    expect(imported.createdIds).toEqual(expect.arrayContaining(imported.invitableIds));
    const baby = imported.createdIds.find((id) => !imported.invitableIds.includes(id))!;
    expect((await contactRow(baby)).email).toBeNull();
    const res = await inviteMany('admin', imported.invitableIds);
    expect(res.json<ContactInviteResult>()).toMatchObject({ invited: 2, skipped: 0 });
    const [wren] = await deliveriesTo(`wren.${stamp}@families.riverhawks.test`);
    expect(wren).toMatchObject({ language: 'es' });
    expect(wren!.subject).toMatch(/^Te invitamos/);
  });
});

describe('who has signed in (GET /api/contact/page?signIn=)', () => {
  it('is the filter of admins only', async () => {
    for (const who of ['family', 'staff']) {
      const res = await t.injectAs(who, {
        method: 'GET',
        url: '/api/contact/page?signIn=notInvited',
        headers: { 'accept-language': 'es' },
      });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(
        'Solo un administrador puede ver a quién se invitó y quién ha entrado',
      );
    }
    const plain = await t.injectAs('family', { method: 'GET', url: '/api/contact/page' });
    expect(plain.json<DirectoryPage>().contacts.filter((c) => c.signIn !== undefined)).toEqual([]);
    expect(
      (await t.injectAs('admin', { method: 'GET', url: '/api/contact/page?signIn=x' })).statusCode,
    ).toBe(400);
  });

  it('files every contact under exactly the status packages/shared gives it', async () => {
    const rows = await db()
      .selectFrom('contacts as c')
      .select([
        'c.id',
        'c.is_site_user',
        'c.invited_at',
        'c.email',
        sql<boolean>`exists (select 1 from contact_sign_ins s where s.contact_id = c.id)`.as(
          'signed_in',
        ),
      ])
      .execute();
    const expected = new Map(
      rows.map((r) => [
        r.id,
        signInStatus({
          hasEmail: !!r.email,
          isSiteUser: r.is_site_user,
          invited: r.invited_at !== null,
          signedIn: r.signed_in,
        }),
      ]),
    );
    // The seed has every stage.
    for (const status of SIGN_IN_STATUSES.filter((s) => s !== 'off')) {
      expect([...expected.values()], status).toContain(status);
    }
    const filed = new Map<string, SignInStatus>();
    for (const status of SIGN_IN_STATUSES) {
      for (const id of await directoryIds(status)) {
        expect(filed.has(id), id).toBe(false);
        filed.set(id, status);
      }
    }
    expect(filed).toEqual(expected);
  });

  it('a sign-in is recorded: the invited contact shows as signed in, with when', async () => {
    const c = await uninvited('en');
    expect((await inviteOne('admin', c.id)).statusCode).toBe(200);
    const afterId = await lastMailId(db());
    await signInByCode({
      base,
      clientId: t.config.clientId,
      audience: t.config.AUTH_AUDIENCE,
      email: c.email!,
      readCode: (to) => codeMailedAfter(db(), to, afterId),
    });
    const signIn = (await card(c.id)).signIn!;
    expect(signIn.status).toBe('signedIn');
    expect(signIn.lastSignedInAt).not.toBeNull();
    expect(await directoryIds('signedIn', c.last_name)).toContain(c.id);
    expect(await directoryIds('invited', c.last_name)).not.toContain(c.id);
    // Turned off afterwards: no longer "signed in", nor "not yet invited".
    await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${c.id}`,
      payload: { isSiteUser: false },
    });
    expect((await card(c.id)).signIn!.status).toBe('off');
  });
});
