import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AuditLogEntry,
  AuditLogPage,
  Contact,
  Household,
  HouseholdRsvps,
} from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signRsvpLink } from '../notices';
import { formHouseholds } from './index';

/**
 * Households: admins manage them; a member answers RSVPs for their household (and
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
    formHouseholds(
      trx,
      [
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
      ],
      { actorId: null, source: 'seed' },
    ),
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
  it("lets a guardian answer for their household's children, and refuses another household", async () => {
    expect((await rsvp('mum', people.kid!, 'yes')).statusCode).toBe(200);
    expect((await rsvp('mum', people.sis!, 'no')).statusCode).toBe(200);
    expect((await rsvp('dad', people.dad!, 'yes')).statusCode).toBe(200);
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
    expect(body.members.map((m) => [m.firstName, m.role, m.isSelf, m.canAnswer])).toEqual([
      ['Mara', 'guardian', true, true],
      ['Dario', 'guardian', false, false],
      ['Mia', 'player', false, true],
      ['Sofia', 'sibling', false, true],
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
    expect(body.answers.filter((a) => a.eventId !== eventId)).toEqual([]);
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
      formHouseholds(
        trx,
        [
          {
            name: `PEMBERTON ${token}`,
            members: [{ contactId: people.otherKid!, role: 'sibling' }],
          },
        ],
        { actorId: null },
      ),
    );
    expect(out).toEqual([expect.objectContaining({ created: false })]);
    await expect(
      db.transaction().execute((trx) =>
        formHouseholds(
          trx,
          [
            {
              name: `New ${token}`,
              members: [{ contactId: crypto.randomUUID(), role: 'player' }],
            },
          ],
          { actorId: null },
        ),
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

/** Deliveries queued to `recipient` by `act` (subject, text, status, why skipped). */
async function mailsTo(recipient: string, act: () => Promise<unknown>) {
  const db = t.database.db;
  const before = await db
    .selectFrom('deliveries')
    .select('id')
    .where('recipient', '=', recipient)
    .execute();
  await act();
  return (
    db
      .selectFrom('deliveries')
      .select(['subject', 'text', 'status', 'last_error', 'headers'])
      .where('recipient', '=', recipient)
      // With no delivery yet, `not in ()` would be invalid SQL.
      .$if(before.length > 0, (qb) =>
        qb.where(
          'id',
          'not in',
          before.map((d) => d.id),
        ),
      )
      .execute()
  );
}

const emailOf = (key: string) => `${key}.${token}@household.test`;

describe('household confirmations', () => {
  it('tells the guardian who answered, naming the child, in their language', async () => {
    await t.database.db
      .updateTable('contacts')
      .set({ language: 'es' })
      .where('id', '=', people.dad!)
      .execute();
    const mails = await mailsTo(emailOf('dad'), async () =>
      expect((await rsvp('dad', people.sis!, 'yes')).statusCode).toBe(200),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`RSVP recibida para Sofia Hh${token}: Game ${token}`);
    expect(mails[0]!.text).toContain(`Registramos Sí para Sofia Hh${token}`);
  });
});

// The third security review's "Households" item: each test failed before its fix.
describe('households, third review', () => {
  it('answers for others only as editing rights allow: not a child for a parent, not a guardian for the co-guardian', async () => {
    // A child who can sign in, for a parent or a sibling; a guardian for the co-guardian.
    for (const [who, whom] of [
      ['kid', 'dad'],
      ['kid', 'mum'],
      ['kid', 'sis'],
      ['dad', 'mum'],
      ['mum', 'dad'],
    ] as const) {
      const refused = await rsvp(who, people[whom]!, 'yes');
      expect(refused.statusCode, `${who} for ${whom}`).toBe(403);
    }
    const es = await as('kid', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: people.mum, status: 'no' },
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().message).toBe(
      'Solo puedes confirmar tu asistencia y la de los niños de tu hogar',
    );
    // Nor by changing an answer already there (PUT by the answer's id).
    const own = await rsvp('dad', people.dad!, 'yes');
    const changed = await as('kid', {
      method: 'PUT',
      url: `/api/rsvp/update/${own.json<{ rsvpID: string }>().rsvpID}`,
      payload: { status: 'no' },
    });
    expect(changed.statusCode).toBe(403);
    const answers = await t.database.db
      .selectFrom('rsvps')
      .select(['contact_id', 'status'])
      .where('event_id', '=', eventId)
      .execute();
    expect(answers).toEqual([{ contact_id: people.dad!, status: 'yes' }]);
    // Each answers for themself, a guardian for the children.
    expect((await rsvp('kid', people.kid!, 'yes')).statusCode).toBe(200);
    expect((await rsvp('dad', people.sis!, 'no')).statusCode).toBe(200);
    // The child still sees the household's answers, and may answer only for themself.
    const seen = await as('kid', { method: 'GET', url: `/api/rsvp/household?eventId=${eventId}` });
    const body = seen.json<HouseholdRsvps>();
    expect(body.members.map((m) => [m.firstName, m.canAnswer])).toEqual([
      ['Mia', true],
      ['Dario', false],
      ['Mara', false],
      ['Sofia', false],
    ]);
    expect(body.answers).toHaveLength(3);
  });

  it("answers a guardian's one-tap link for a child as the guardian, refused once they no longer are one", async () => {
    const link = (status: 'yes' | 'no') =>
      signRsvpLink(t.secrets.rsvpLinks, {
        eventId,
        contactId: people.kid!,
        status,
        exp: Math.floor(Date.now() / 1000) + 3600,
        actorId: people.mum!,
      });
    const press = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rsvp/quick',
        payload: new URLSearchParams({ token }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const kidMails = await mailsTo(emailOf('kid'), async () =>
      expect((await press(link('yes'))).statusCode).toBe(200),
    );
    // The child is told the guardian answered, as for an answer on the event page.
    expect(kidMails.map((m) => m.subject)).toEqual([
      `Mara Hh${token} answered Yes for you: Game ${token}`,
    ]);
    // Mara is made a sibling: her link no longer answers for Mia.
    const household = await t.database.db
      .selectFrom('household_members')
      .select('household_id')
      .where('contact_id', '=', people.mum!)
      .executeTakeFirstOrThrow();
    const demoted = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/household/${household.household_id}/member`,
      payload: { contactId: people.mum, role: 'sibling' },
    });
    expect(demoted.statusCode).toBe(200);
    const refused = await press(link('no'));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`You can no longer answer for Mia Hh${token}`);
    expect(refused.body).toContain(`Ya no puedes responder por Mia Hh${token}`);
    const answer = await t.database.db
      .selectFrom('rsvps')
      .select('status')
      .where('event_id', '=', eventId)
      .where('contact_id', '=', people.kid!)
      .executeTakeFirstOrThrow();
    expect(answer.status).toBe('yes');
  });

  it('tells the person answered for who answered what, in their language, unless they turned event notices off', async () => {
    await t.database.db
      .updateTable('contacts')
      .set({ language: 'es' })
      .where('id', '=', people.kid!)
      .execute();
    const told = await mailsTo(emailOf('kid'), async () =>
      expect((await rsvp('mum', people.kid!, 'yes')).statusCode).toBe(200),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Mara Hh${token} respondió Sí por ti: Game ${token}`);
    expect(told[0]!.text).toContain(
      `Hola Mia:\n\nMara Hh${token} respondió Sí por ti: Game ${token}`,
    );
    expect(told[0]!.text).toContain(`/events/${eventId}`);
    // An event notice: it carries that kind's one-click unsubscribe.
    expect(JSON.stringify(told[0]!.headers)).toContain('List-Unsubscribe');
    // The guardian still gets their own confirmation, naming the child: one, still waiting for
    // more answers (rsvp-confirmations.ts), which the change of mind rewrites.
    const confirmed = await mailsTo(emailOf('mum'), async () =>
      expect((await rsvp('mum', people.kid!, 'no')).statusCode).toBe(200),
    );
    expect(confirmed).toEqual([]);
    const waiting = await t.database.db
      .selectFrom('deliveries')
      .select(['subject', 'text'])
      .where('recipient', '=', emailOf('mum'))
      .execute();
    expect(waiting.map((m) => m.subject)).toEqual([
      `RSVP received for Mia Hh${token}: Game ${token}`,
    ]);
    expect(waiting[0]!.text).toContain(`We recorded No for Mia Hh${token}`);
    // Answering for oneself is no notice of this kind (the usual confirmation instead).
    const own = await mailsTo(emailOf('kid'), async () =>
      expect((await rsvp('kid', people.kid!, 'yes')).statusCode).toBe(200),
    );
    expect(own.map((m) => m.subject)).toEqual([`RSVP recibida: Game ${token}`]);
    // Event notices turned off by email: the notice is kept as skipped, saying why.
    const off = await as('kid', {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { changes: [{ kind: 'eventNotices', channel: 'email', enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    const skipped = await mailsTo(emailOf('kid'), async () =>
      expect((await rsvp('dad', people.kid!, 'no')).statusCode).toBe(200),
    );
    expect(skipped.map((m) => m.status)).toEqual(['skipped']);
    expect(skipped[0]!.last_error).toBeTruthy();
  });

  it('tells the household and role of a contact only to those who may edit them', async () => {
    const ask = (who: string, whom: string) =>
      as(who, { method: 'GET', url: `/api/household/contact/${people[whom]}` });
    // A child about a parent, a guardian about the co-guardian: whether they may edit, no more.
    for (const [who, whom] of [
      ['kid', 'mum'],
      ['dad', 'mum'],
      ['sis', 'kid'],
    ] as const) {
      const res = await ask(who, whom);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ contactId: people[whom], canManage: false, canEdit: false });
    }
    // A member with the directory, about a child of another family.
    const stranger = await t.injectAs('family', {
      method: 'GET',
      url: `/api/household/contact/${people.kid}`,
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ contactId: people.kid, canManage: false, canEdit: false });
    // Those who may edit: the guardian of a child, the contact themself, an admin.
    expect((await ask('mum', 'kid')).json().household).toMatchObject({ role: 'player' });
    expect((await ask('dad', 'dad')).json().household).toMatchObject({ role: 'guardian' });
    const admin = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/household/contact/${people.mum}`,
    });
    expect(admin.json()).toMatchObject({
      household: { name: `Pemberton ${token}`, role: 'guardian' },
      canManage: true,
      canEdit: true,
    });
    // The contract says so: `household` is not required.
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = spec.paths['/api/household/contact/{contactId}'].get;
    const schema = op.responses['200'].content['application/json'].schema;
    expect(schema.required).not.toContain('household');
  });

  it('writes each household change made through the API to the audit log, with the admin', async () => {
    const adminId = await t.contactId('admin');
    const db = t.database.db;
    const since = Number(
      (await db.selectFrom('audit_log').select(db.fn.max('id').as('id')).executeTakeFirst())?.id ??
        0,
    );
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/household/new',
      payload: { name: `Audit ${token}` },
    });
    const h = created.json<Household>();
    const put = (contactId: string, role: string) =>
      t.injectAs('admin', {
        method: 'PUT',
        url: `/api/household/${h.id}/member`,
        payload: { contactId, role },
      });
    // Olive moves from the Other household, is given another role, then taken out.
    expect((await put(people.otherKid!, 'player')).statusCode).toBe(200);
    expect((await put(people.otherKid!, 'guardian')).statusCode).toBe(200);
    expect((await put(people.otherKid!, 'guardian')).statusCode).toBe(200);
    const out = await t.injectAs('admin', {
      method: 'DELETE',
      url: `/api/household/member/${people.otherKid}`,
    });
    expect(out.statusCode).toBe(204);
    await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/household/update/${h.id}`,
      payload: { name: `Audited ${token}` },
    });
    expect((await put(people.other!, 'guardian')).statusCode).toBe(200);
    await t.injectAs('admin', { method: 'DELETE', url: `/api/household/delete/${h.id}` });
    const rows = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'entity', 'entity_id', 'detail'])
      .where('id', '>', since)
      .where('entity', '=', 'household')
      .orderBy('id')
      .execute();
    const other = await db
      .selectFrom('households')
      .select('id')
      .where('name', '=', `Other ${token}`)
      .executeTakeFirstOrThrow();
    const olive = { contactId: people.otherKid, contactName: `Olive Hh${token}` };
    const otto = { contactId: people.other, contactName: `Otto Hh${token}` };
    expect(rows.filter((r) => !(r.actor_id === adminId && r.entity === 'household'))).toEqual([]);
    // The admin's name as it was, kept in each row (a later rename must not rewrite it).
    const details = rows.map((r) => r.detail as Record<string, unknown>);
    expect(details.filter((d) => d.actorName !== 'Alex Admin')).toEqual([]);
    const withoutActor = (d: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(d).filter(([k]) => k !== 'actorName'));
    expect(rows.map((r, i) => [r.action, Number(r.entity_id), withoutActor(details[i]!)])).toEqual([
      ['household.create', h.id, { name: `Audit ${token}` }],
      [
        'household.leave',
        other.id,
        { ...olive, householdName: `Other ${token}`, role: 'player', why: 'moved' },
      ],
      ['household.join', h.id, { ...olive, householdName: `Audit ${token}`, role: 'player' }],
      [
        'household.role',
        h.id,
        {
          ...olive,
          householdName: `Audit ${token}`,
          role: { before: 'player', after: 'guardian' },
        },
      ],
      ['household.leave', h.id, { ...olive, householdName: `Audit ${token}`, role: 'guardian' }],
      ['household.rename', h.id, { name: { before: `Audit ${token}`, after: `Audited ${token}` } }],
      [
        'household.leave',
        other.id,
        { ...otto, householdName: `Other ${token}`, role: 'guardian', why: 'moved' },
      ],
      ['household.join', h.id, { ...otto, householdName: `Audited ${token}`, role: 'guardian' }],
      [
        'household.delete',
        h.id,
        { name: `Audited ${token}`, members: [{ ...otto, role: 'guardian' }] },
      ],
      [
        'household.leave',
        h.id,
        { ...otto, householdName: `Audited ${token}`, role: 'guardian', why: 'householdDeleted' },
      ],
    ]);

    // The Audit Log page reads them back, names as they were even after the admin is renamed;
    // filtered by a member, the rows that put them in or out of a household, the seed's too.
    await db
      .updateTable('contacts')
      .set({ first_name: 'Alexis' })
      .where('id', '=', adminId)
      .execute();
    try {
      const log = async (query: string) => {
        const res = await t.injectAs('admin', {
          method: 'GET',
          url: `/api/admin/audit-log${query}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as AuditLogPage).entries;
      };
      const admin = { id: adminId, name: 'Alex Admin' };
      const oliveRef = { id: people.otherKid, name: `Olive Hh${token}` };
      const audit = { id: h.id, name: `Audit ${token}` };
      const otherRef = { id: other.id, name: `Other ${token}` };
      const household = (entries: AuditLogEntry[]) =>
        entries.flatMap((e) =>
          e.kind === 'household' ? [[e.actor, e.household, e.source, e.change] as const] : [],
        );
      expect(household(await log(`?memberId=${people.otherKid}`))).toEqual([
        [admin, audit, null, { action: 'leave', contact: oliveRef, role: 'guardian', why: null }],
        [
          admin,
          audit,
          null,
          { action: 'role', contact: oliveRef, role: { before: 'player', after: 'guardian' } },
        ],
        [admin, audit, null, { action: 'join', contact: oliveRef, role: 'player' }],
        [
          admin,
          otherRef,
          null,
          { action: 'leave', contact: oliveRef, role: 'player', why: 'moved' },
        ],
        [null, otherRef, 'seed', { action: 'join', contact: oliveRef, role: 'player' }],
      ]);
      const ofH = household(await log('?limit=100')).filter(([, hh]) => hh?.id === h.id);
      const ottoRef = { id: people.other, name: `Otto Hh${token}` };
      const audited = { id: h.id, name: `Audited ${token}` };
      expect(ofH.slice(0, 2)).toEqual([
        [
          admin,
          audited,
          null,
          { action: 'leave', contact: ottoRef, role: 'guardian', why: 'householdDeleted' },
        ],
        [
          admin,
          audited,
          null,
          { action: 'delete', members: [{ contact: ottoRef, role: 'guardian' }] },
        ],
      ]);
      expect(ofH.map(([, , , change]) => change?.action)).toEqual([
        'leave',
        'delete',
        'join',
        'rename',
        'leave',
        'role',
        'join',
        'create',
      ]);
      expect(ofH[3]).toEqual([
        admin,
        audited,
        null,
        { action: 'rename', before: `Audit ${token}`, after: `Audited ${token}` },
      ]);
      expect(ofH[7]).toEqual([admin, audit, null, { action: 'create' }]);
    } finally {
      await db
        .updateTable('contacts')
        .set({ first_name: 'Alex' })
        .where('id', '=', adminId)
        .execute();
    }
  });
});
