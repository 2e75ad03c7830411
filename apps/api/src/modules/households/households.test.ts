import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Contact, Household, HouseholdRsvps } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { formHouseholds } from './index';

/**
 * Households (issue 15 §3): admins manage them; a member answers RSVPs for their household (and
 * gets 403 for another's), reads its answers, and a guardian edits the children's cards but not
 * another adult's.
 */
let t: TestApp;
let token: string;
const people: Record<string, string> = {};
let eventId: string;
let pastEventId: string;

async function person(key: string, first: string) {
  const row = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: `Hh${token}`,
      email: `${key}.${token}@household.test`,
      is_site_user: true,
      language: 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  people[key] = row.id;
}

const as = (key: string, opts: Parameters<TestApp['injectAs']>[1]) =>
  t.injectAs(people[key]!, opts);

beforeAll(async () => {
  t = await createTestApp();
});

// Each test gets its own people, events and households (a new token): tests move members between
// households, answer RSVPs and change languages, so none may see what another left behind.
beforeEach(async () => {
  token = crypto.randomBytes(4).toString('hex');
  for (const [key, first] of [
    ['mum', 'Mara'],
    ['dad', 'Dario'],
    ['kid', 'Mia'],
    ['sis', 'Sofia'],
    ['other', 'Otto'],
    ['otherKid', 'Olive'],
  ] as const) {
    await person(key, first);
  }
  const db = t.database.db;
  const event = await db
    .insertInto('events')
    .values({ name: `Game ${token}`, date: new Date(Date.now() + 7 * 86400_000), tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
  const past = await db
    .insertInto('events')
    .values({ name: `Old ${token}`, date: new Date(Date.now() - 60 * 86400_000), tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  pastEventId = past.id;
  await db.transaction().execute((trx) =>
    formHouseholds(trx, [
      {
        name: `Pemberton ${token}`,
        members: [
          { contactId: people.mum!, role: 'guardian' },
          { contactId: people.dad!, role: 'guardian' },
          { contactId: people.kid!, role: 'player' },
          { contactId: people.sis!, role: 'sibling' },
        ],
      },
      {
        name: `Other ${token}`,
        members: [
          { contactId: people.other!, role: 'guardian' },
          { contactId: people.otherKid!, role: 'player' },
        ],
      },
    ]),
  );
});

afterAll(async () => {
  await t?.close();
});

const rsvp = (who: string, contactId: string, status: 'yes' | 'no', event = eventId) =>
  as(who, {
    method: 'POST',
    url: '/api/rsvp/new',
    payload: { eventID: event, contactID: contactId, status },
  });

describe('households', () => {
  it('lets a member answer for each member of their household, and refuses another household', async () => {
    expect((await rsvp('mum', people.kid!, 'yes')).statusCode).toBe(200);
    expect((await rsvp('mum', people.sis!, 'no')).statusCode).toBe(200);
    expect((await rsvp('kid', people.dad!, 'yes')).statusCode).toBe(200);
    const refused = await rsvp('mum', people.otherKid!, 'yes');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/household/);
    expect((await rsvp('other', people.mum!, 'no')).statusCode).toBe(403);
    await t.database.db
      .insertInto('rsvps')
      .values({ event_id: pastEventId, contact_id: people.kid!, status: 'yes' })
      .execute();

    const res = await as('mum', { method: 'GET', url: '/api/rsvp/household' });
    expect(res.statusCode).toBe(200);
    const body = res.json<HouseholdRsvps>();
    expect(body.members.map((m) => [m.firstName, m.role, m.isSelf])).toEqual([
      ['Mara', 'guardian', true],
      ['Dario', 'guardian', false],
      ['Mia', 'player', false],
      ['Sofia', 'sibling', false],
    ]);
    // The event 60 days ago is outside the default window.
    expect(
      body.answers.map((a) => [a.contactId, a.status]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    ).toEqual(
      [
        [people.dad!, 'yes'],
        [people.kid!, 'yes'],
        [people.sis!, 'no'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    expect(body.answers.every((a) => a.eventId === eventId)).toBe(true);
    const wide = await as('mum', {
      method: 'GET',
      url: `/api/rsvp/household?from=${new Date(Date.now() - 90 * 86400_000).toISOString()}`,
    });
    expect(wide.json<HouseholdRsvps>().answers.map((a) => a.eventId)).toContain(pastEventId);
    const bad = await as('mum', { method: 'GET', url: '/api/rsvp/household?from=soon' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers one event’s household answers by id, even an event with no date', async () => {
    const undated = await t.database.db
      .insertInto('events')
      .values({ name: `Someday ${token}`, date: null, tags: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await rsvp('mum', people.kid!, 'yes', undated.id)).statusCode).toBe(200);
    expect((await rsvp('mum', people.kid!, 'no', pastEventId)).statusCode).toBe(200);
    const one = await as('mum', {
      method: 'GET',
      url: `/api/rsvp/household?eventId=${undated.id}`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json<HouseholdRsvps>().answers).toEqual([
      { eventId: undated.id, contactId: people.kid!, status: 'yes' },
    ]);
    // Another household's member sees none of them.
    const other = await as('other', {
      method: 'GET',
      url: `/api/rsvp/household?eventId=${undated.id}`,
    });
    expect(other.json<HouseholdRsvps>().answers).toEqual([]);
    const bad = await as('mum', { method: 'GET', url: '/api/rsvp/household?eventId=42' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers just the member when they have no household', async () => {
    const res = await t.injectAs('newcomer', { method: 'GET', url: '/api/rsvp/household' });
    const body = res.json<HouseholdRsvps>();
    expect(body.members).toHaveLength(1);
    expect(body.members[0]).toMatchObject({ isSelf: true, role: null });
  });

  it("lets a guardian edit the children's cards but not another adult's, and see them without the directory", async () => {
    const card = await as('mum', { method: 'GET', url: `/api/contact/${people.kid}` });
    expect(card.statusCode).toBe(200);
    const kid = card.json<Contact>();
    const save = (who: string, id: string, body: object) =>
      as(who, { method: 'PUT', url: `/api/contact/update/${id}`, payload: body });
    const ok = await save('mum', people.kid!, {
      firstName: 'Mia',
      lastName: kid.lastName,
      socials: { twitter: 'mia_plays', insta: null, tikTok: null },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Contact>().socials.twitter).toBe('mia_plays');
    expect((await save('mum', people.dad!, { firstName: 'D', lastName: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await save('mum', people.otherKid!, { firstName: 'O', lastName: 'X' })).statusCode,
    ).toBe(403);
    // A player is no guardian: they edit only their own card.
    expect((await save('kid', people.sis!, { firstName: 'S', lastName: 'X' })).statusCode).toBe(
      403,
    );
    // A guardian may not change what only admins change on the child's card.
    const locked = await save('mum', people.kid!, {
      firstName: 'Mia',
      lastName: kid.lastName,
      permissions: ['site:admin'],
    });
    expect(locked.statusCode).toBe(403);
  });

  it('lets admins create, rename, fill and delete households, refusing a taken name', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/household/new',
      payload: { name: `Admin ${token}` },
    });
    expect(created.statusCode).toBe(201);
    const h = created.json<Household>();
    const dup = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/household/new',
      payload: { name: `pemberton ${token}` },
    });
    expect(dup.statusCode).toBe(409);
    const es = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/household/new',
      payload: { name: `pemberton ${token}` },
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().message).toMatch(/Ya existe un hogar/);
    const moved = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/household/${h.id}/member`,
      payload: { contactId: people.otherKid, role: 'sibling' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Household>().members.map((m) => m.contactId)).toEqual([people.otherKid]);
    const card = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/household/contact/${people.otherKid}`,
    });
    expect(card.json()).toMatchObject({
      household: { id: h.id, role: 'sibling' },
      canManage: true,
    });
    const renamed = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/household/update/${h.id}`,
      payload: { name: `Renamed ${token}` },
    });
    expect(renamed.json<Household>().name).toBe(`Renamed ${token}`);
    expect(
      (
        await t.injectAs('admin', {
          method: 'POST',
          url: '/api/household/new',
          payload: { name: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await as('mum', { method: 'GET', url: '/api/household/getall' })).statusCode).toBe(403);
    const deleted = await t.injectAs('admin', {
      method: 'DELETE',
      url: `/api/household/delete/${h.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/household/contact/${people.otherKid}`,
    });
    expect(after.json().household).toBeNull();
    // The guardian sees the household on their child's card, and may not change it.
    const mine = await as('mum', { method: 'GET', url: `/api/household/contact/${people.kid}` });
    expect(mine.json()).toMatchObject({
      household: { role: 'player' },
      canManage: false,
      canEdit: true,
    });
    const adult = await as('mum', { method: 'GET', url: `/api/household/contact/${people.dad}` });
    expect(adult.json()).toMatchObject({ canManage: false, canEdit: false });
    expect(
      (await as('mum', { method: 'GET', url: `/api/household/contact/${people.other}` }))
        .statusCode,
    ).toBe(404);
  });

  it('reuses a household by name in formHouseholds and writes nothing when a contact is missing', async () => {
    const db = t.database.db;
    const out = await db.transaction().execute((trx) =>
      formHouseholds(trx, [
        {
          name: `PEMBERTON ${token}`,
          members: [{ contactId: people.otherKid!, role: 'sibling' }],
        },
      ]),
    );
    expect(out).toEqual([expect.objectContaining({ created: false })]);
    await expect(
      db
        .transaction()
        .execute((trx) =>
          formHouseholds(trx, [
            { name: `New ${token}`, members: [{ contactId: crypto.randomUUID(), role: 'player' }] },
          ]),
        ),
    ).rejects.toMatchObject({ statusCode: 404 });
    const left = await db
      .selectFrom('households')
      .select('id')
      .where('name', '=', `New ${token}`)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('household confirmations', () => {
  it('tells the guardian who answered, naming the child, in their language', async () => {
    await t.database.db
      .updateTable('contacts')
      .set({ language: 'es' })
      .where('id', '=', people.dad!)
      .execute();
    const before = await t.database.db.selectFrom('deliveries').select('id').execute();
    expect((await rsvp('dad', people.sis!, 'yes')).statusCode).toBe(200);
    const mails = await t.database.db
      .selectFrom('deliveries')
      .select(['recipient', 'subject', 'text'])
      // With no delivery yet (this test ran first), `not in ()` would be invalid SQL.
      .$if(before.length > 0, (qb) =>
        qb.where(
          'id',
          'not in',
          before.map((d) => d.id),
        ),
      )
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(`dad.${token}@household.test`);
    expect(mails[0]!.subject).toBe(`RSVP recibida para Sofia Hh${token}: Game ${token}`);
    expect(mails[0]!.text).toContain(`Registramos Sí para Sofia Hh${token}`);
  });
});
