import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditLogPage, ContactAuditEntry, ContactImportPreview } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { testAppForFile } from '../../testing/test-app';
import { recordAccessChange } from './contacts.access-audit';
import { identityChanges } from './contacts.identity-changes';

/**
 * Third review: the audit log keeps every change of a contact's name or email, whoever makes it
 * (an admin, the member on their own profile, a guardian on a child's card, the CSV import), in
 * the change's transaction, before → after, with the actor's and the subject's names as they
 * were. Each test has people of its own (a new token), so none reads another's rows.
 */
let token: string;
const t = testAppForFile();
beforeEach(() => {
  token = crypto.randomBytes(4).toString('hex');
});

const db = () => t.database.db;

/** A contact who can sign in, named `first last`, with an email of this test's. */
async function person(first: string, last: string): Promise<string> {
  const row = await db()
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: last,
      email: `${first}.${token}@names.test`.toLowerCase(),
      is_site_user: true,
      language: 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const update = (who: string, id: string, payload: object) =>
  t.injectAs(who, { method: 'PUT', url: `/api/contact/update/${id}`, payload });

/** The entries about `id`'s access, name or email, newest first. */
async function contactLog(id: string): Promise<ContactAuditEntry[]> {
  const res = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/admin/audit-log?memberId=${id}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AuditLogPage).entries.filter(
    (e): e is ContactAuditEntry => e.kind === 'contact' && e.subject.id === id,
  );
}

const nameOf = (firstName: string, lastName: string) => ({ firstName, lastName });

describe('renames in the audit log', () => {
  it("logs an admin's rename once, before → after, by the names as they were", async () => {
    const id = await person('Ana', 'Ruiz');
    const adminId = await t.contactId('admin');
    const res = await update('admin', id, { lastName: 'Ruiz-Lopez' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await contactLog(id)).toEqual([
      expect.objectContaining({
        kind: 'contact',
        actor: { id: adminId, name: 'Alex Admin' },
        subject: { id, name: 'Ana Ruiz' },
        reason: 'update',
        changes: { name: { before: nameOf('Ana', 'Ruiz'), after: nameOf('Ana', 'Ruiz-Lopez') } },
      }),
    ]);
  });

  it('logs a member renaming themself on their profile, and a guardian renaming a child', async () => {
    const mum = await person('Marta', 'Vega');
    const kid = await person('Leo', 'Vega');
    const household = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/household/new',
      payload: { name: `Vega ${token}` },
    });
    expect(household.statusCode, household.body).toBe(201);
    const hid = household.json().id as number;
    for (const [contactId, role] of [
      [mum, 'guardian'],
      [kid, 'player'],
    ] as const) {
      const put = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/household/${hid}/member`,
        payload: { contactId, role },
      });
      expect(put.statusCode, put.body).toBe(200);
    }

    expect((await update(mum, mum, { firstName: 'Martina' })).statusCode).toBe(200);
    expect((await update(mum, kid, { firstName: 'Leon' })).statusCode).toBe(200);

    expect(await contactLog(mum)).toEqual([
      expect.objectContaining({
        actor: { id: mum, name: 'Marta Vega' },
        subject: { id: mum, name: 'Marta Vega' },
        changes: { name: { before: nameOf('Marta', 'Vega'), after: nameOf('Martina', 'Vega') } },
      }),
    ]);
    // The guardian acted after their own rename: by the name they had then.
    expect(await contactLog(kid)).toEqual([
      expect.objectContaining({
        actor: { id: mum, name: 'Martina Vega' },
        subject: { id: kid, name: 'Leo Vega' },
        changes: { name: { before: nameOf('Leo', 'Vega'), after: nameOf('Leon', 'Vega') } },
      }),
    ]);
  });

  it('logs a name changed by the CSV import, and nothing for a row that leaves it be', async () => {
    const renamed = await person('Iker', 'Sosa');
    const kept = await person('Irene', 'Sosa');
    const email = async (id: string) =>
      (await db().selectFrom('contacts').select('email').where('id', '=', id).executeTakeFirst())!
        .email!;
    const csv = [
      'First Name,Last Name,Email,Phone',
      `Iker,Sosa Blanco,${await email(renamed)},`,
      `Irene,Sosa,${await email(kept)},555-010-0181`,
    ].join('\n');
    const fd = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'contacts.csv');
      const req = new Request('http://x/', { method: 'POST', body: form });
      return {
        payload: Buffer.from(await req.arrayBuffer()),
        headers: { 'content-type': req.headers.get('content-type')! },
      };
    };
    const previewed = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/import/preview',
      ...(await fd({})),
    });
    const { fingerprint, update: planned } = previewed.json() as ContactImportPreview;
    expect(planned).toHaveLength(2);
    const confirmed = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/import/confirm',
      ...(await fd({ fingerprint })),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect(await contactLog(renamed)).toEqual([
      expect.objectContaining({
        actor: { id: await t.contactId('admin'), name: 'Alex Admin' },
        subject: { id: renamed, name: 'Iker Sosa' },
        reason: 'update',
        changes: {
          name: { before: nameOf('Iker', 'Sosa'), after: nameOf('Iker', 'Sosa Blanco') },
        },
      }),
    ]);
    expect(await contactLog(kept)).toEqual([]);
  });

  it('writes no entry for a save that leaves the name and email as they are', async () => {
    const id = await person('Nora', 'Same');
    const saved = await update(id, id, {
      firstName: 'Nora',
      lastName: 'Same',
      email: `NORA.${token}@names.test`,
      phone: '5550100182',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await contactLog(id)).toEqual([]);
    // An access change with the same names: the entry has the access change only.
    const granted = await update('admin', id, {
      firstName: 'Nora',
      lastName: 'Same',
      permissions: ['view:contacts'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await contactLog(id)).map((e) => e.changes)).toEqual([
      { permissions: { before: [], after: ['view:contacts'] } },
    ]);
  });

  it('writes one entry for a rename with an access change, and none when the change is refused', async () => {
    const id = await person('Pia', 'Both');
    const both = await update('admin', id, { firstName: 'Pilar', permissions: ['view:contacts'] });
    expect(both.statusCode, both.body).toBe(200);
    expect((await contactLog(id)).map((e) => e.changes)).toEqual([
      {
        permissions: { before: [], after: ['view:contacts'] },
        name: { before: nameOf('Pia', 'Both'), after: nameOf('Pilar', 'Both') },
      },
    ]);
    // Refused inside the transaction (a site admin may not grant IT:admin): no rename, no entry.
    const refused = await update('admin', id, { firstName: 'Pili', permissions: ['IT:admin'] });
    expect(refused.statusCode).toBe(403);
    expect(await contactLog(id)).toHaveLength(1);
    // Refused after the write (the last site admin): rolled back with its entry.
    const adminId = await t.contactId('admin');
    const before = await contactLog(adminId);
    const last = await update('admin', adminId, { firstName: 'Alexa', permissions: [] });
    expect(last.statusCode).toBe(409);
    expect(await contactLog(adminId)).toEqual(before);
    const admin = await db()
      .selectFrom('contacts')
      .select('first_name')
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expect(admin.first_name).toBe('Alex');
  });

  it('keeps the names of older entries as they were after later renames', async () => {
    const id = await person('Rosa', 'Mar');
    expect((await update(id, id, { lastName: 'Marino' })).statusCode).toBe(200);
    expect((await update(id, id, { firstName: 'Rosalia' })).statusCode).toBe(200);
    expect((await update('admin', id, { lastName: 'Mar' })).statusCode).toBe(200);
    const log = await contactLog(id);
    expect(log.map((e) => [e.actor?.name, e.subject.name, e.changes.name])).toEqual([
      [
        'Alex Admin',
        'Rosalia Marino',
        { before: nameOf('Rosalia', 'Marino'), after: nameOf('Rosalia', 'Mar') },
      ],
      [
        'Rosa Marino',
        'Rosa Marino',
        { before: nameOf('Rosa', 'Marino'), after: nameOf('Rosalia', 'Marino') },
      ],
      ['Rosa Mar', 'Rosa Mar', { before: nameOf('Rosa', 'Mar'), after: nameOf('Rosa', 'Marino') }],
    ]);
  });
});

describe('email changes in the audit log', () => {
  it('refuses a new email on the form and writes nothing for it', async () => {
    const id = await person('Eva', 'Mail');
    const res = await update('admin', id, { email: `eva.new.${token}@names.test` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email' });
    expect(await contactLog(id)).toEqual([]);
  });

  it('logs a change of email before → after through the writer every path uses', async () => {
    // No route changes an email today (set at creation, the import matches by it): the rule and
    // the contract are ready for the one that will.
    const id = await person('Elia', 'Mail');
    const row = await db()
      .selectFrom('contacts')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const adminId = await t.contactId('admin');
    const actor = { id: adminId, firstName: 'Alex', lastName: 'Admin' } as Member;
    const next = `elia.new.${token}@names.test`;
    await db()
      .transaction()
      .execute((trx) =>
        recordAccessChange(trx, actor, {
          subjectId: id,
          subjectName: 'Elia Mail',
          reason: 'update',
          before: null,
          after: null,
          identity: identityChanges(row, { email: next }),
        }),
      );
    expect(await contactLog(id)).toEqual([
      expect.objectContaining({
        actor: { id: adminId, name: 'Alex Admin' },
        subject: { id, name: 'Elia Mail' },
        changes: { email: { before: row.email, after: next } },
      }),
    ]);
  });
});

describe('the audit log contract', () => {
  it('lists name and email changes, and household entries, in the OpenAPI document', async () => {
    interface Schema {
      properties: Record<string, Schema>;
      items: Schema;
      oneOf: Schema[];
      enum: string[];
    }
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const page = spec.paths['/api/admin/audit-log'].get.responses['200'].content['application/json']
      .schema as Schema;
    const kinds = Object.fromEntries(
      page.properties.entries!.items.oneOf.map((s): [string, Schema] => [
        s.properties.kind!.enum[0]!,
        s,
      ]),
    );
    expect(Object.keys(kinds).sort()).toEqual(['action', 'contact', 'household']);
    expect(Object.keys(kinds.contact!.properties.changes!.properties)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
    const actions = kinds.household!.properties.change!.oneOf.map(
      (s) => s.properties.action!.enum[0],
    );
    expect(actions.sort()).toEqual(['create', 'delete', 'join', 'leave', 'rename', 'role']);
  });
});
