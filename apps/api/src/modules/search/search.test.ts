import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlobKey } from '../../platform/blob/blob-store';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const ids: Record<string, string> = {};
const contact = async (key: string, values: Record<string, unknown>) => {
  const row = await t.database.db
    .insertInto('contacts')
    .values({ first_name: 'X', last_name: 'Y', ...values } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const aff = Object.fromEntries(
    (await db.selectFrom('affiliations').select(['id', 'name']).execute()).map((a) => [
      a.name,
      a.id,
    ]),
  );
  await contact('jose', {
    first_name: 'Joaquín',
    last_name: 'Ébanezquorra',
    relation_to_player: 'godfather',
    related_player_name: 'Tomás Ébanezquorra',
  });
  await contact('hidden', {
    first_name: 'Hélène',
    last_name: 'Quietquorra',
    hide_contact_from_others: true,
  });
  await contact('underscore', { first_name: 'Ann_a', last_name: 'Percent%' });
  await contact('byplayer', {
    first_name: 'Rosa',
    last_name: 'Lind',
    related_player_name: 'Zanetti Íñigo',
  });
  // The member "family" hides themself: they still find their own record.
  await db
    .updateTable('contacts')
    .set({ hide_contact_from_others: true })
    .where('id', '=', await t.contactId('family'))
    .execute();

  const content = async (
    key: string,
    description: string,
    tags: string[],
    affiliations: string[],
  ) => {
    const row = await db
      .insertInto('content')
      .values({
        description,
        file_name: `${key}.pdf`,
        file_type: 'pdf',
        content_type: 'application/pdf',
        blob_key: newBlobKey('content', 'pdf'),
        tags,
        category: 'Road Trip Information',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
    for (const a of affiliations) {
      await db
        .insertInto('content_affiliations')
        .values({ content_id: row.id, affiliation_id: aff[a]! })
        .execute();
    }
  };
  await content('guide', 'Road trip guide to Montréal', ['travel', 'hotels'], []);
  await content(
    'families-only',
    'Montréal family hotel block',
    ['Zôtelquux'],
    ["Players' Families"],
  );
  await content('office-only', 'Montréal office budget', [], ['Coaches & Staff']);

  const event = async (key: string, name: string, affiliations: string[]) => {
    const row = await db
      .insertInto('events')
      .values({
        name,
        description: 'Bring sunscreen',
        date: new Date('2030-05-01T18:00:00Z'),
        tags: ['cookout'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
    for (const a of affiliations) {
      await db
        .insertInto('event_affiliations')
        .values({ event_id: row.id, affiliation_id: aff[a]! })
        .execute();
    }
  };
  await event('picnic', 'Família picnic', []);
  await event('staff-picnic', 'Staff família picnic', ['Coaches & Staff']);
});
afterAll(async () => {
  await t?.close();
});

const search = (who: Parameters<TestApp['injectAs']>[0], text: string) =>
  t.injectAs(who, {
    method: 'GET',
    url: `/api/home/search?searchText=${encodeURIComponent(text)}`,
  });

describe('GET /api/home/search', () => {
  it('needs a sign-in and 3 to 100 characters', async () => {
    expect((await search(null, 'perez')).statusCode).toBe(401);
    for (const bad of ['', 'pe', '  p  ', 'x'.repeat(101), 'x'.repeat(10_000)]) {
      const res = await search('admin', bad);
      expect(res.statusCode, bad.slice(0, 10)).toBe(400);
      expect(res.json().message).toMatch(/at least 3 characters|at most 100 characters/);
    }
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/home/search' })).statusCode).toBe(
      400,
    );
  });

  it('finds names, relations and players ignoring case and accents', async () => {
    const res = await search('staff', 'EBANEZQUORRA');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['contacts', 'content', 'events', 'searchableLinks']);
    expect(body.contacts).toEqual([
      {
        id: ids.jose,
        firstName: 'Joaquín',
        lastName: 'Ébanezquorra',
        relationToPlayer: 'godfather',
        relatedPlayer: { name: 'Tomás Ébanezquorra' },
        alternateDescription: null,
        hideContactFromOthers: false,
      },
    ]);
    expect(
      (await search('staff', 'zanetti inigo')).json().contacts.map((c: { id: string }) => c.id),
    ).toEqual([ids.byplayer]);
    expect((await search('staff', 'tomas ebanez')).json().contacts).toHaveLength(1);
    expect((await search('staff', 'godfather')).json().contacts).toHaveLength(1);
    // The relation is stored as a code and found by its label in either language.
    expect((await search('staff', 'Godfather')).json().contacts).toHaveLength(1);
    expect(
      (await search('staff', 'PADRINO')).json().contacts.map((c: { id: string }) => c.id),
    ).toEqual([ids.jose]);
  });

  it('shows hidden contacts to admins only (and a member their own record)', async () => {
    expect((await search('staff', 'quietquorra')).json().contacts).toEqual([]);
    expect((await search('admin', 'quietquorra')).json().contacts[0]).toMatchObject({
      id: ids.hidden,
      hideContactFromOthers: true,
    });
    expect((await search('it', 'helene')).json().contacts).toHaveLength(1);
    expect((await search('staff', 'fiona')).json().contacts).toEqual([]);
    expect(
      (await search('family', 'fiona')).json().contacts.map((c: { id: string }) => c.id),
    ).toEqual([await t.contactId('family')]);
  });

  it('finds a hidden contact once they share a household, past the class’s cached answer', async () => {
    // Same text searched first by a class-mate, so the class's shared answer is in the cache.
    await contact('hiddenKin', {
      first_name: 'Odile',
      last_name: 'Kinquorra',
      hide_contact_from_others: true,
    });
    expect((await search('staff', 'kinquorra')).json().contacts).toEqual([]);
    const household = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/household/new',
      payload: { name: 'Kinquorra household' },
    });
    expect(household.statusCode).toBe(201);
    for (const [contactId, role] of [
      [await t.contactId('staff'), 'guardian'],
      [ids.hiddenKin, 'guardian'],
    ] as const) {
      const put = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/household/${household.json().id}/member`,
        payload: { contactId, role },
      });
      expect(put.statusCode).toBe(200);
    }
    expect(
      (await search('staff', 'kinquorra')).json().contacts.map((c: { id: string }) => c.id),
    ).toEqual([ids.hiddenKin]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('admin', 'n_a')).json().contacts.map((c: { id: string }) => c.id)).toEqual(
      [ids.underscore],
    );
    expect((await search('admin', 'nt%')).json().contacts.map((c: { id: string }) => c.id)).toEqual(
      [ids.underscore],
    );
    expect((await search('admin', '%%%')).json().contacts).toEqual([]);
  });

  it('shows content and events only where the member’s affiliation may see them', async () => {
    const descriptions = async (who: 'family' | 'staff' | 'admin' | 'newcomer') =>
      ((await search(who, 'montreal')).json().content as { description: string }[])
        .map((c) => c.description)
        .sort();
    expect(await descriptions('family')).toEqual([
      'Montréal family hotel block',
      'Road trip guide to Montréal',
    ]);
    expect(await descriptions('staff')).toEqual(['Road trip guide to Montréal']);
    expect(await descriptions('newcomer')).toEqual(['Road trip guide to Montréal']);
    expect(await descriptions('admin')).toHaveLength(3);
    const guide = (await search('family', 'hotels')).json().content[0];
    expect(guide.id).toBe(ids.guide);
    expect(guide.blobUrlAccessible).toMatch(/^http/);
    expect((await search('family', 'ZOTELQUUX')).json().content).toHaveLength(1); // tags, unaccented

    const events = async (who: 'family' | 'admin') =>
      ((await search(who, 'familia')).json().events as { id: string }[]).map((e) => e.id);
    expect(await events('family')).toEqual([ids.picnic]);
    expect((await events('admin')).sort()).toEqual([ids.picnic, ids['staff-picnic']].sort());
    expect((await search('family', 'cookout')).json().events[0]).toEqual({
      id: ids.picnic,
      name: 'Família picnic',
      description: 'Bring sunscreen',
      date: '2030-05-01T18:00:00.000Z',
    });
  });

  it('shows a searchable link only to members holding one of its permissions', async () => {
    const names = async (who: 'family' | 'staff' | 'admin' | 'newcomer', text: string) =>
      ((await search(who, text)).json().searchableLinks as { linkName: string }[]).map(
        (l) => l.linkName,
      );
    expect(await names('family', 'jersey')).toEqual(['Jersey Request Form']);
    expect(await names('staff', 'jersey')).toEqual([]);
    expect(await names('admin', 'jersey')).toEqual([
      'Jersey Request Form',
      'Jersey Request Reports',
    ]);
    expect(await names('newcomer', 'ticket')).toEqual([]);
    expect(await names('staff', 'ticket')).toEqual(['Ticket Office: Family Tickets']);
  });
});

describe('the search cache', () => {
  it('shows a change to content, events or links on the very next search', async () => {
    // An event of its own to rename: the shared picnic is what other tests search for.
    const event = await t.database.db
      .insertInto('events')
      .values({ name: 'Cache check picnic', date: new Date('2030-05-02T18:00:00Z'), tags: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (await search('family', 'quorravent')).json();
    expect(before.events).toEqual([]);
    await t.database.db
      .updateTable('events')
      .set({ name: 'Quorravent picnic' })
      .where('id', '=', event.id)
      .execute();
    const after = (await search('family', 'quorravent')).json();
    expect(after.events.map((e: { id: string }) => e.id)).toEqual([event.id]);
  });

  it('shares an answer between members of one class, never their own contacts', async () => {
    // staff and family: different affiliations and permissions, so different classes; two
    // members of one class still each find only what is theirs among contacts.
    const ownId = await t.contactId('family');
    await t.database.db
      .updateTable('contacts')
      .set({ hide_contact_from_others: true })
      .where('id', '=', ownId)
      .execute();
    const mine = (await search('family', 'fiona')).json().contacts;
    expect(mine.map((c: { id: string }) => c.id)).toEqual([ownId]);
    const other = await t.database.db
      .insertInto('contacts')
      .values({
        first_name: 'Other',
        last_name: 'Member',
        permissions: ['view:contacts', 'view:jerseyform'],
        is_site_user: true,
        affiliation_id: (
          await t.database.db
            .selectFrom('contacts')
            .select('affiliation_id')
            .where('id', '=', ownId)
            .executeTakeFirstOrThrow()
        ).affiliation_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search(other.id, 'fiona')).json().contacts).toEqual([]);
  });
});

describe('/api/admin/links', () => {
  it('lets admins list, add, change and remove links', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/api/admin/links' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.injectAs('family', { method: 'GET', url: '/api/admin/links' })).statusCode,
    ).toBe(403);
    const list = await t.injectAs('admin', { method: 'GET', url: '/api/admin/links' });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThanOrEqual(4);

    const payload = {
      linkName: 'Parking map',
      url: 'https://parking.riverhawks.test',
      viewablePermissions: ['view:contacts'],
    };
    expect(
      (await t.injectAs('family', { method: 'POST', url: '/api/admin/links', payload })).statusCode,
    ).toBe(403);
    const created = await t.injectAs('admin', { method: 'POST', url: '/api/admin/links', payload });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await search('staff', 'parking')).json().searchableLinks).toHaveLength(1);

    const bad = [
      { ...payload, url: 'javascript:alert(1)' },
      { ...payload, linkName: '' },
      { ...payload, viewablePermissions: ['root'] },
    ];
    for (const b of bad) {
      const res = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/admin/links/${id}`,
        payload: b,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\w/);
    }
    const updated = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/admin/links/${id}`,
      payload: { ...payload, viewablePermissions: ['site:admin'] },
    });
    expect(updated.statusCode).toBe(200);
    expect((await search('staff', 'parking')).json().searchableLinks).toHaveLength(0);
    expect(
      (await t.injectAs('admin', { method: 'DELETE', url: `/api/admin/links/${id}` })).statusCode,
    ).toBe(204);
    expect(
      (await t.injectAs('admin', { method: 'DELETE', url: `/api/admin/links/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs('admin', { method: 'PUT', url: '/api/admin/links/abc', payload }))
        .statusCode,
    ).toBe(400);
  });
});

describe('a refused search or link in the reader’s language', () => {
  it('says what is wrong in Spanish, in the schema’s words in English', async () => {
    const refused = async (language: string, request: Parameters<TestApp['injectAs']>[1]) => {
      const res = await t.injectAs('admin', {
        ...request,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    const noText = { method: 'GET', url: '/api/home/search' } as const;
    expect(await refused('es', noText)).toBe(
      "Parámetro de consulta no válido: campo 'searchText': searchText es obligatorio",
    );
    expect(await refused('en', noText)).toBe(
      "Invalid querystring field 'searchText': searchText is required",
    );
    const payload = { linkName: 'Rules', url: '/rules', viewablePermissions: ['coach'] };
    const unknown = { method: 'POST', url: '/api/admin/links', payload } as const;
    expect(await refused('es', unknown)).toBe(
      "Cuerpo no válido: campo 'viewablePermissions.0': Los permisos deben ser de estos: " +
        'site:admin, view:jerseyform, IT:admin, view:contacts',
    );
    expect(await refused('es', { method: 'DELETE', url: '/api/admin/links/0' })).toBe(
      "Parámetro de ruta no válido: campo 'id': No es el id de un enlace",
    );
  });
});

it('limits searches per member', async () => {
  // A member of its own, like the newcomer: once limited, a shared member's searches in other
  // tests would be refused too.
  await contact('limited', { first_name: 'Rhea', last_name: 'Ratelimit', is_site_user: true });
  let last = 0;
  for (let i = 0; i < 61; i++) last = (await search(ids.limited!, 'zzz')).statusCode;
  expect(last).toBe(429);
  const res = await search(ids.limited!, 'zzz');
  expect(res.json()).toEqual({
    message: 'Too many searches at once. Please wait a moment and try again.',
    code: 'rate_limited',
  });
  const spanish = await t.injectAs(ids.limited!, {
    method: 'GET',
    url: '/api/home/search?searchText=zzz',
    headers: { 'accept-language': 'es' },
  });
  expect(spanish.statusCode).toBe(429);
  expect(spanish.json().message).toBe(
    'Demasiadas búsquedas seguidas. Espera un momento y vuelve a intentarlo.',
  );
  // Another member is not affected.
  expect((await search('staff', 'zzz')).statusCode).toBe(200);
});
