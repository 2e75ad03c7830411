import { generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { fingerprint } from './testing/db-fingerprint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import {
  AUTHORIZATION_MATRIX,
  RESTRICTED_ROWS,
  ROLES,
  type MatrixRole,
  type MatrixRow,
} from './testing/authorization-matrix';
import { createBlobStore } from './platform/blob/create-blob-store';
import { isDocumentedRoute } from './platform/openapi';
import { openApiContract, type OpenApiDocument } from './testing/openapi-contract';

let t: TestApp;
let badToken: string;
let contract: ReturnType<typeof openApiContract>;
const ids: Record<string, string> = {};
const MISSING = '00000000-0000-4000-8000-000000000000';

async function signBadToken(): Promise<string> {
  const contactId = await t.contactId('admin');
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({
    [t.config.MEMBER_ID_CLAIM]: contactId,
    [t.config.PERMISSIONS_CLAIM]: ['site:admin'],
    client_id: t.config.clientId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: t.keys.signingKey.kid!, typ: 'at+jwt' })
    .setIssuer(t.config.issuer)
    .setAudience(t.config.AUTH_AUDIENCE)
    .setSubject(contactId)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(privateKey);
}

function fill(value: unknown): unknown {
  const s = JSON.stringify(value).replace(/\{(\w+)\}/g, (m, name: string) => ids[name] ?? m);
  return JSON.parse(s);
}

async function call(role: MatrixRole, method: string, row: MatrixRow) {
  const url = fill(row.url) as string;
  const opts = {
    method: method as 'GET',
    url,
    ...(row.payload !== undefined ? { payload: fill(row.payload) as object } : {}),
  };
  if (role === 'none') return t.app.inject(opts);
  if (role === 'bad') {
    return t.app.inject({ ...opts, headers: { authorization: `Bearer ${badToken}` } });
  }
  return t.injectAs(role, opts);
}

beforeAll(async () => {
  t = await createTestApp();
  badToken = await signBadToken();
  const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  contract = openApiContract(doc.json<OpenApiDocument>());
  ids.missing = MISSING;
  ids.itId = await t.contactId('it');
  const db = t.database.db;
  const openEvent = await db
    .selectFrom('events')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('event_affiliations')
            .select('event_id')
            .whereRef('event_affiliations.event_id', '=', 'events.id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  ids.openEvent = openEvent.id;
  const openContent = await db
    .selectFrom('content')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('content_affiliations')
            .select('content_id')
            .whereRef('content_affiliations.content_id', '=', 'content.id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  ids.openContent = openContent.id;
  await restrictedFixtures(db);
}, 60_000);

/** The subjects and ids of RESTRICTED_ROWS (see the placeholders in testing/authorization-matrix.ts). */
async function restrictedFixtures(db: TestApp['database']['db']) {
  const families = await db
    .selectFrom('affiliations')
    .select('id')
    .where('name', '=', "Players' Families")
    .executeTakeFirstOrThrow();
  const past = await db
    .selectFrom('seasons')
    .select('id')
    .where('archived_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const event = (values: { name: string; season_id?: number }) =>
    db
      .insertInto('events')
      .values({ ...values, description: '', date: new Date('2031-06-07T17:00:00Z'), tags: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
  const familyEvent = await event({ name: 'Matrix families only' });
  await db
    .insertInto('event_affiliations')
    .values({ event_id: familyEvent.id, affiliation_id: families.id })
    .execute();
  const pastEvent = await event({ name: 'Matrix past season', season_id: past.id });
  const postIn = async (event_id: string, locked: boolean) => {
    const admin = await t.contactId('admin');
    const c = await db
      .insertInto('conversations')
      .values({ event_id, ...(locked ? { locked_at: new Date(), locked_by: admin } : {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await db
      .insertInto('conversation_posts')
      .values({ conversation_id: c.id, author_id: null, body: 'Matrix post' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(post.id);
  };
  ids.familyEvent = familyEvent.id;
  ids.familyPost = await postIn(familyEvent.id, true);
  ids.pastEvent = pastEvent.id;
  ids.pastPost = await postIn(pastEvent.id, false);
  // Its own club-wide event: {openEvent}'s album stays empty (its zip row answers 404).
  const album = await event({ name: 'Matrix album' });
  const photo = await db
    .insertInto('event_photos')
    .values({
      event_id: album.id,
      uploader_id: null,
      display_key: 'photos/matrix-display.jpg',
      thumb_key: 'photos/matrix-thumb.jpg',
      width: 8,
      height: 8,
      bytes: 1,
      caption: '',
      held: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.openPhoto = String(photo.id);
}

afterAll(async () => {
  await t?.close();
});

describe('the authorization matrix', () => {
  it('has a row for every /api route, and a route for every row', () => {
    const registered = t.routes
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`);
    const missingRows = registered.filter((key) => !(key in AUTHORIZATION_MATRIX));
    const staleRows = Object.keys(AUTHORIZATION_MATRIX).filter((k) => !registered.includes(k));
    expect(missingRows, 'routes without a row in testing/authorization-matrix.ts').toEqual([]);
    expect(staleRows, 'rows for routes that are not registered').toEqual([]);
  });

  it('answers every endpoint × caller as the table says and as /api/openapi.json describes, and writes nothing', async () => {
    const before = await fingerprint(t.database.db);
    const mismatches: string[] = [];
    const undescribed: string[] = [];
    for (const [key, row] of [
      ...Object.entries(AUTHORIZATION_MATRIX),
      ...Object.entries(RESTRICTED_ROWS),
    ]) {
      const [method, route] = key.split(' ') as [string, string];
      const expected = row.expect.trim().split(/\s+/).map(Number);
      expect(expected, key).toHaveLength(ROLES.length);
      for (const [i, role] of ROLES.entries()) {
        const res = await call(role, method, row);
        if (res.statusCode !== expected[i]) {
          mismatches.push(
            `${key} as ${role}: ${res.statusCode} (want ${expected[i]}) ${res.body.slice(0, 160)}`,
          );
        }
        if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
          expect(res.json().message, `${key} as ${role} explains itself`).toMatch(/\w/);
        }
        if (res.statusCode === 401) {
          expect(res.headers['www-authenticate'], `${key} as ${role}`).toMatch(/^Bearer/);
        }
        // The contract every client is generated from: status, media type and body.
        const broken = isDocumentedRoute({ url: route })
          ? contract.violation({
              method,
              route,
              statusCode: res.statusCode,
              contentType: res.headers['content-type'] as string | undefined,
              body: res.body,
            })
          : null;
        if (broken) undescribed.push(`${key} as ${role}: ${res.statusCode}: ${broken}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(undescribed, 'answers /api/openapi.json does not describe').toEqual([]);
    expect(await fingerprint(t.database.db)).toBe(before);
  }, 120_000);
});

/** Per-object rules: the gate lets these callers in; the entity's own rule must still refuse. */
describe('per-object authorization', () => {
  const db = () => t.database.db;
  const affiliationId = async (name: string) =>
    (
      await db()
        .selectFrom('affiliations')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  /** A content item (or event) only Front Office may see: hidden from the family member. */
  async function frontOfficeOnly(kind: 'content' | 'events') {
    const fo = await affiliationId('Front Office');
    const link = kind === 'content' ? 'content_affiliations' : 'event_affiliations';
    const col = kind === 'content' ? 'content_id' : 'event_id';
    const { rows } = await sql<{ id: string; name: string }>`
      select x.id, ${sql.raw(kind === 'content' ? 'x.description' : 'x.name')} as name
      from ${sql.table(kind)} x
      where exists (select 1 from ${sql.table(link)} a where a.${sql.raw(col)} = x.id and a.affiliation_id = ${fo})
        and not exists (select 1 from ${sql.table(link)} a where a.${sql.raw(col)} = x.id and a.affiliation_id <> ${fo})
      order by x.id limit 1`.execute(db());
    if (rows[0]) return rows[0];
    // The seed has none: make one for the test (an admin would, through the API).
    if (kind === 'events') {
      const row = await db()
        .insertInto('events')
        .values({ name: 'Front office retreat zq', date: new Date(), description: 'private' })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('event_affiliations')
        .values({ event_id: row.id, affiliation_id: fo })
        .execute();
      return row;
    }
    throw new Error('the seed has no content restricted to the Front Office');
  }

  it('hides a hidden contact from members: by id, in the directory, in search', async () => {
    const hidden = await db()
      .selectFrom('contacts')
      .select(['id', 'first_name', 'last_name'])
      .where('hide_contact_from_others', '=', true)
      .executeTakeFirstOrThrow();
    expect(
      (await t.injectAs('family', { method: 'GET', url: `/api/contact/${hidden.id}` })).statusCode,
    ).toBe(404);
    const dir = await t.injectAs('family', { method: 'GET', url: '/api/contact/getall' });
    expect(dir.statusCode).toBe(200);
    expect(dir.json().map((c: { id: string }) => c.id)).not.toContain(hidden.id);
    const q = encodeURIComponent(`${hidden.first_name} ${hidden.last_name}`.slice(0, 60));
    for (const text of [q, encodeURIComponent(hidden.last_name)]) {
      const s = await t.injectAs('family', {
        method: 'GET',
        url: `/api/home/search?searchText=${text}`,
      });
      expect(s.statusCode).toBe(200);
      expect(s.json().contacts.map((c: { id: string }) => c.id)).not.toContain(hidden.id);
    }
    // Control: an admin does see it, so the checks above are not vacuous.
    expect(
      (await t.injectAs('admin', { method: 'GET', url: `/api/contact/${hidden.id}` })).statusCode,
    ).toBe(200);
    const s = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/home/search?searchText=${encodeURIComponent(hidden.last_name)}`,
    });
    expect(s.json().contacts.map((c: { id: string }) => c.id)).toContain(hidden.id);
  });

  it("refuses a member editing or deleting another member's contact, and writes nothing", async () => {
    const staffId = await t.contactId('staff');
    const before = await fingerprint(db());
    const edit = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${staffId}`,
      payload: { firstName: 'Hacked' },
    });
    expect(edit.statusCode).toBe(403);
    const del = await t.injectAs('family', { method: 'DELETE', url: `/api/contact/${staffId}` });
    expect(del.statusCode).toBe(403);
    // The owner may edit their own card, but not grant themselves anything.
    for (const payload of [
      { permissions: ['site:admin'] },
      { affiliation: { id: await affiliationId('Front Office') } },
      { hideContactFromOthers: true },
      { isSiteUser: false },
    ]) {
      const res = await t.injectAs('family', {
        method: 'PUT',
        url: `/api/contact/update/${await t.contactId('family')}`,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().field).toBe(Object.keys(payload)[0]);
    }
    expect(await fingerprint(db())).toBe(before);
  });

  it("refuses a member answering or changing another member's RSVP", async () => {
    const staffId = await t.contactId('staff');
    const familyId = await t.contactId('family');
    const own = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: ids.openEvent, contactID: staffId, status: 'yes' },
    });
    expect(own.statusCode).toBe(200);
    const rsvpId = own.json().rsvpID as string;
    const before = await fingerprint(db());
    const forOther = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: ids.openEvent, contactID: staffId, status: 'no' },
    });
    expect(forOther.statusCode).toBe(403);
    const change = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/rsvp/update/${rsvpId}`,
      payload: { eventID: ids.openEvent, contactID: familyId, status: 'no' },
    });
    expect([403, 404]).toContain(change.statusCode);
    const change2 = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/rsvp/update/${rsvpId}`,
      payload: { status: 'no' },
    });
    expect([403, 404]).toContain(change2.statusCode);
    expect(await fingerprint(db())).toBe(before);
    // A member reads the yes count and their own answer, never the list of others.
    const ev = await t.injectAs('family', { method: 'GET', url: `/api/event/${ids.openEvent}` });
    expect(ev.body).not.toContain(staffId);
  });

  it("keeps other members' form requests to admins", async () => {
    const res = await t.injectAs('family', {
      method: 'POST',
      url: '/api/form/create',
      payload: [
        {
          firstName: 'Kid',
          lastName: 'Family',
          jerseyName: 'KID',
          jerseyNumber: 7,
          jerseySize: 'Youth M',
          jerseyPosition: 1,
          jerseyIndex: 'a1',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    for (const who of ['family', 'staff', 'newcomer'] as const) {
      for (const url of ['/api/form/getall', '/api/form/csv']) {
        expect((await t.injectAs(who, { method: 'GET', url })).statusCode, `${who} ${url}`).toBe(
          403,
        );
      }
    }
    const all = await t.injectAs('admin', { method: 'GET', url: '/api/form/getall' });
    expect(all.json().map((r: { jerseyName: string }) => r.jerseyName)).toContain('KID');
  });

  it('keeps restricted content out of reach: by id, in lists, in search, by its signed link', async () => {
    const item = await frontOfficeOnly('content');
    const get = await t.injectAs('family', { method: 'GET', url: `/api/content/${item.id}` });
    expect([403, 404]).toContain(get.statusCode);
    const list = await t.injectAs('family', { method: 'GET', url: '/api/content/getall' });
    expect(list.json().content.map((c: { id: string }) => c.id)).not.toContain(item.id);
    const words = item.name.split(/\s+/).filter((w) => w.length >= 3);
    const s = await t.injectAs('family', {
      method: 'GET',
      url: `/api/home/search?searchText=${encodeURIComponent(words.slice(0, 3).join(' ') || item.name)}`,
    });
    expect(s.json().content.map((c: { id: string }) => c.id)).not.toContain(item.id);
    // Staff (Front Office) sees it: the checks above are not vacuous.
    const staffGet = await t.injectAs('staff', { method: 'GET', url: `/api/content/${item.id}` });
    expect(staffGet.statusCode).toBe(200);
    const signed = new URL(staffGet.json().blobUrlAccessible as string, 'http://x');
    if (signed.pathname.startsWith('/api/blob/')) {
      // The template database's seed files live elsewhere: put this item's file in this app's store.
      const { blob_key } = await db()
        .selectFrom('content')
        .select('blob_key')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      await createBlobStore(t.config).put(
        blob_key,
        Buffer.from('%PDF-1.4 test'),
        'application/pdf',
      );
      const ok = await t.app.inject({ method: 'GET', url: signed.pathname + signed.search });
      expect(ok.statusCode).toBe(200);
      // The family member's own (visible) item's link, with its key swapped for the restricted one.
      const mine = await t.injectAs('family', {
        method: 'GET',
        url: `/api/content/${ids.openContent}`,
      });
      const theirs = new URL(mine.json().blobUrlAccessible as string, 'http://x');
      const tampered = signed.pathname + theirs.search;
      expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
      // And the other way: the restricted link's signature on another key.
      const other = theirs.pathname + signed.search;
      expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
      // An expired link, re-signed by nobody.
      const expired = new URL(signed.href);
      expired.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 10));
      expect(
        (await t.app.inject({ method: 'GET', url: expired.pathname + expired.search })).statusCode,
      ).toBe(403);
    }
  });

  it('keeps restricted events out of reach: by id, in lists, in search, in the calendar feed', async () => {
    const ev = await frontOfficeOnly('events');
    const get = await t.injectAs('family', { method: 'GET', url: `/api/event/${ev.id}` });
    expect([403, 404]).toContain(get.statusCode);
    const list = await t.injectAs('family', { method: 'GET', url: '/api/event/getall' });
    expect(JSON.stringify(list.json())).not.toContain(ev.id);
    const s = await t.injectAs('family', {
      method: 'GET',
      url: `/api/home/search?searchText=${encodeURIComponent(ev.name.slice(0, 40))}`,
    });
    expect(s.json().events.map((e: { id: string }) => e.id)).not.toContain(ev.id);
    const feed = await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' });
    const feedUrl = new URL(feed.json().url as string);
    const ics = await t.app.inject({ method: 'GET', url: feedUrl.pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).not.toContain(ev.id);
    // Staff's feed has it: the check is not vacuous.
    const staffFeed = await t.injectAs('staff', { method: 'POST', url: '/api/calendar/feed' });
    const staffIcs = await t.app.inject({
      method: 'GET',
      url: new URL(staffFeed.json().url).pathname,
    });
    expect(staffIcs.body).toContain(ev.id);
    // Resetting the feed kills the old URL at once.
    await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed/reset' });
    expect((await t.app.inject({ method: 'GET', url: feedUrl.pathname })).statusCode).toBe(404);
  });

  it('applies a permission change and a deletion on the very next request with the old token', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        firstName: 'Temp',
        lastName: 'Viewer',
        email: 'temp.viewer@riverhawks.test',
        permissions: ['view:contacts'],
        invite: true, // a member who may sign in (no sign-in, no access)
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const token = await t.tokenFor(id);
    const asTemp = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await asTemp('/api/contact/getall')).statusCode).toBe(200);
    const demote = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { permissions: [] },
    });
    expect(demote.statusCode).toBe(200);
    expect((await asTemp('/api/contact/getall')).statusCode).toBe(403);
    const del = await t.injectAs('admin', { method: 'DELETE', url: `/api/contact/${id}` });
    expect(del.statusCode).toBe(200);
    const after = await asTemp('/api/me');
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toMatch(/^Bearer/);
  });
});
