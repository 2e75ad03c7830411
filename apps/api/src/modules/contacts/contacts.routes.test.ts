import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_THUMB_SIZE, type Contact } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const db = () => t.database.db;
const count = async () =>
  Number(
    (await db().selectFrom('contacts').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow())
      .n,
  );

async function hiddenContact() {
  return db()
    .selectFrom('contacts')
    .select(['id', 'first_name'])
    .where('hide_contact_from_others', '=', true)
    .orderBy('first_name')
    .executeTakeFirstOrThrow();
}

async function pngDataUrl(width = 800, height = 600): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function blobKeyOf(id: string) {
  const row = await db()
    .selectFrom('contacts')
    .select('profile_image_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.profile_image_key;
}

const newContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Paula',
  lastName: 'Probe',
  email: 'paula.probe@families.riverhawks.test',
  phone: '5550100999',
  language: 'en',
  socials: { twitter: '@paula', insta: null, tikTok: null },
  isConnectedToPlayer: true,
  relatedPlayer: { id: 900002 },
  relationToPlayer: 'sister',
  permissions: ['view:contacts'],
  affiliation: { id: 1 },
  ...overrides,
});

describe('GET /api/contact/getall', () => {
  it('needs a sign-in', async () => {
    const res = await t.injectAs(null, { method: 'GET', url: '/api/contact/getall' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses members without view:contacts with the directory refusal message', async () => {
    const res = await t.injectAs('newcomer', { method: 'GET', url: '/api/contact/getall' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to view this content');
  });

  it('lists contacts sorted by first name, each with its affiliation, hidden ones left out', async () => {
    const res = await t.injectAs('family', { method: 'GET', url: '/api/contact/getall' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Contact[];
    expect(list.length).toBeGreaterThan(130);
    const plain = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const names = list.map((c) => plain(c.firstName));
    expect(names).toEqual([...names].sort());
    expect(list.filter((c) => c.hideContactFromOthers)).toEqual([]);
    const fiona = list.find((c) => c.email === 'family@riverhawks.test')!;
    expect(fiona).toMatchObject({
      relationToPlayer: 'mother',
      isConnectedToPlayer: true,
      relatedPlayer: { id: 900016, name: 'Noah Pemberton', playerCoach: 'player' },
      affiliation: { name: "Players' Families" },
    });
    expect(list.find((c) => c.firstName === 'José' && c.lastName === 'Pérez')?.language).toBe('es');
  });

  it('shows hidden contacts to admins, and to the hidden member themselves', async () => {
    const hidden = await hiddenContact();
    const admin = (await t.injectAs('admin', { method: 'GET', url: '/api/contact/getall' })).json();
    expect(admin.map((c: Contact) => c.id)).toContain(hidden.id);
    await db()
      .updateTable('contacts')
      // A member who may sign in (a contact without sign-in has no access).
      .set({ permissions: ['view:contacts'], is_site_user: true })
      .where('id', '=', hidden.id)
      .execute();
    const own = (await t.injectAs(hidden.id, { method: 'GET', url: '/api/contact/getall' })).json();
    expect(own.map((c: Contact) => c.id)).toContain(hidden.id);
    expect(own.filter((c: Contact) => c.hideContactFromOthers)).toHaveLength(1);
  });
});

describe('GET /api/contact/:id', () => {
  it('gives members their own contact, even without view:contacts', async () => {
    const id = await t.contactId('newcomer');
    const res = await t.injectAs('newcomer', { method: 'GET', url: `/api/contact/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, firstName: 'Nico', affiliation: null });
  });

  it("refuses someone else's contact without view:contacts", async () => {
    const id = await t.contactId('family');
    const res = await t.injectAs('newcomer', { method: 'GET', url: `/api/contact/${id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to view this content');
  });

  it('shows any visible contact with view:contacts', async () => {
    const id = await t.contactId('staff');
    const res = await t.injectAs('family', { method: 'GET', url: `/api/contact/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'staff@riverhawks.test' });
  });

  it('answers 404 for a hidden contact to non-admins, 200 to admins', async () => {
    const hidden = await hiddenContact();
    const member = await t.injectAs('family', { method: 'GET', url: `/api/contact/${hidden.id}` });
    expect(member.statusCode).toBe(404);
    const admin = await t.injectAs('it', { method: 'GET', url: `/api/contact/${hidden.id}` });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().hideContactFromOthers).toBe(true);
  });

  it('answers 404 with a message for a malformed or unknown id', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const res = await t.injectAs('admin', {
        method: 'GET',
        url: `/api/contact/${encodeURIComponent(id)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Contact was not found');
    }
  });
});

describe('GET /api/contact/affiliations and the roster', () => {
  it('lists the four affiliations', async () => {
    const res = await t.injectAs('newcomer', { method: 'GET', url: '/api/contact/affiliations' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { name: string }) => a.name)).toEqual([
      "Players' Families",
      'Front Office',
      'Coaches & Staff',
      'Foundation',
    ]);
  });

  it('serves the roster at Get{TEAM_NAME}Roster (any case) and /roster', async () => {
    for (const url of [
      '/api/contact/GetRiverhawksRoster',
      '/api/contact/getriverhawksroster',
      '/api/contact/roster',
    ]) {
      const res = await t.injectAs('family', { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const { roster } = res.json();
      expect(roster).toHaveLength(32);
      expect(roster[0]).toEqual({
        person: { id: 900001, fullName: 'Mateo Pérez' },
        position: { code: '1', name: 'Pitcher', type: 'Pitcher', abbreviation: 'P' },
      });
      expect(roster.at(-1).position).toBeUndefined();
    }
    expect((await t.injectAs(null, { method: 'GET', url: '/api/contact/roster' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/contact/create', () => {
  it('is for admins only', async () => {
    for (const who of ['family', 'staff', 'newcomer'] as const) {
      const res = await t.injectAs(who, {
        method: 'POST',
        url: '/api/contact/create',
        payload: newContact(),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await t.injectAs(null, {
          method: 'POST',
          url: '/api/contact/create',
          payload: newContact(),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('creates a contact with a photo re-encoded to a 512 px JPEG, player from the roster', async () => {
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({
        relatedPlayer: { id: 900002, name: 'Forged Name' },
        newProfileImgBase64: await pngDataUrl(),
      }),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Contact;
    expect(created).toMatchObject({
      firstName: 'Paula',
      relatedPlayer: { id: 900002, name: 'Jake Thornbury', playerCoach: 'player' },
      relationToPlayer: 'sister',
      isSiteUser: false,
      permissions: ['view:contacts'],
      affiliation: { id: 1, name: "Players' Families" },
    });
    expect(created.profileImageURL).toMatch(/\/api\/blob\/avatars\/.+\.jpg\?/);
    const key = await blobKeyOf(created.id);
    const blob = await t.app.inject({
      method: 'GET',
      url: created.profileImageURL!.replace(t.config.publicUrl, ''),
    });
    expect(blob.statusCode).toBe(200);
    expect(blob.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(blob.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
    expect(key).toMatch(/^avatars\//);
  });

  it('refuses a duplicate email case-insensitively with 409 and writes nothing', async () => {
    const before = await count();
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({ email: 'FAMILY@Riverhawks.test' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      field: 'email',
      message: expect.stringMatching(/already exists/),
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an unknown affiliation', { affiliation: { id: 999 } }, 'affiliation'],
    ['an unknown player', { relatedPlayer: { id: 12345 } }, 'relatedPlayer'],
    ['a permission outside the known list', { permissions: ['root'] }, 'permissions'],
    ['a missing first name', { firstName: '  ' }, 'firstName'],
    ['a bad language', { language: 'fr' }, 'language'],
    ['an invitation without email', { email: '', invite: true }, 'email'],
    ['a connected contact without player', { relatedPlayer: null }, 'relatedPlayer'],
  ])('refuses %s with a 400 naming the field and writes nothing', async (_name, patch, field) => {
    const before = await count();
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({ email: `x${Math.floor(performance.now())}@riverhawks.test`, ...patch }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\w/);
    expect(res.json().field ?? '').toContain(field);
    expect(await count()).toBe(before);
  });

  it('refuses a photo that is not an image, or too big, and writes nothing', async () => {
    const before = await count();
    const cases = [
      `data:image/jpeg;base64,${Buffer.from('%PDF-1.4 definitely not a jpeg').toString('base64')}`,
      '!!!not base64!!!',
      `data:image/jpeg;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    ];
    for (const img of cases) {
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/contact/create',
        payload: newContact({ email: 'photo.case@riverhawks.test', newProfileImgBase64: img }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'newProfileImgBase64' });
    }
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64');
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({ email: 'photo.big@riverhawks.test', newProfileImgBase64: big }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The photo must be at most 5 MB',
      field: 'newProfileImgBase64',
    });
    const es = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      headers: { 'accept-language': 'es' },
      payload: newContact({ email: 'photo.big@riverhawks.test', newProfileImgBase64: big }),
    });
    expect(es.json().message).toBe('La foto puede tener como máximo 5 MB');
    expect(await count()).toBe(before);
  });

  it('invites: marks a site user and mails a sign-in link in their language', async () => {
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({
        email: 'Lucia.Invitada@families.riverhawks.test',
        firstName: 'Lucía',
        language: 'es',
        invite: true,
        isConnectedToPlayer: false,
        relatedPlayer: null,
        relationToPlayer: null,
        alternateDescription: 'Foundation volunteer',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isSiteUser: true,
      email: 'lucia.invitada@families.riverhawks.test',
      relatedPlayer: null,
    });
    const delivery = await db()
      .selectFrom('deliveries')
      .selectAll()
      .where('recipient', '=', 'lucia.invitada@families.riverhawks.test')
      .executeTakeFirstOrThrow();
    expect(delivery.language).toBe('es');
    expect(delivery.subject).toMatch(/Te invitamos/);
    expect(delivery.text).toContain(`${t.config.publicUrl}/login`);
    expect(delivery.html).toContain(`${t.config.publicUrl}/login`);
  });
});

describe('relations as codes', () => {
  it('stores a code, or an English or Spanish word as its code, and answers the code', async () => {
    const cases = [
      ['mother', 'mother'],
      ['Mother', 'mother'],
      ['tía', 'aunt'],
      ['ABUELO', 'grandfather'],
    ] as const;
    for (const [i, [sent, code]] of cases.entries()) {
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/contact/create',
        payload: newContact({
          email: `relation.${i}@families.riverhawks.test`,
          relationToPlayer: sent,
        }),
      });
      expect(res.statusCode, sent).toBe(201);
      expect(res.json().relationToPlayer, sent).toBe(code);
      const row = await db()
        .selectFrom('contacts')
        .select('relation_to_player')
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(row.relation_to_player).toBe(code);
    }
  });

  it("refuses a relation it cannot read with 400 naming the field, in the reader's language", async () => {
    const before = await count();
    const en = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({
        email: 'relation.x@families.riverhawks.test',
        relationToPlayer: 'Neighbour',
      }),
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      field: 'relationToPlayer',
      message: 'Choose the relation to the player from the list',
    });
    const id = await t.contactId('staff');
    const es = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      headers: { 'accept-language': 'es' },
      payload: {
        isConnectedToPlayer: true,
        relatedPlayer: { id: 900002 },
        relationToPlayer: 'Vecina',
      },
    });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toMatchObject({
      field: 'relationToPlayer',
      message: 'Elige de la lista la relación con el jugador',
    });
    expect(await count()).toBe(before);
  });

  it("lets the owner send back their relation as the old word ('Mother' for mother)", async () => {
    const id = await t.contactId('family');
    const res = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { relationToPlayer: 'Mother' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().relationToPlayer).toBe('mother');
  });
});

describe('phone numbers', () => {
  it('refuses a number without its area code with 400 naming the field, on create and update', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({ email: 'phone.short@families.riverhawks.test', phone: '555-0121' }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      field: 'phone',
      message: expect.stringMatching(/area code/),
    });
    const id = await t.contactId('family');
    const updated = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { phone: '555-0121' },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().field).toBe('phone');
  });

  it('stores a whole number as E.164, however it was written', async () => {
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({
        email: 'phone.whole@families.riverhawks.test',
        phone: '(555) 555-0121',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('+15555550121');
    const row = await db()
      .selectFrom('contacts')
      .select('phone')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+15555550121');
    const id = await t.contactId('staff');
    const updated = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { phone: '555-555-0122' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().phone).toBe('+15555550122');
  });

  it('seeds phones as E.164', async () => {
    const rows = await db()
      .selectFrom('contacts')
      .select('phone')
      .where('phone', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => !/^\+1\d{10}$/.test(r.phone!))).toEqual([]);
  });
});

describe('PUT /api/contact/update/:id', () => {
  it('lets the owner change their own details, sending the whole contact back', async () => {
    const id = await t.contactId('family');
    const current = (
      await t.injectAs('family', { method: 'GET', url: `/api/contact/${id}` })
    ).json();
    const res = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: {
        ...current,
        phone: '(555) 555-0177',
        socials: { ...current.socials, tikTok: '@fionaf' },
        newProfileImgBase64: await pngDataUrl(300, 300),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '+15555550177',
      socials: { tikTok: '@fionaf', insta: '@fionafamily' },
      relationToPlayer: 'mother',
      permissions: ['view:contacts', 'view:jerseyform'],
    });
    expect(res.json().profileImageURL).toMatch(/\/api\/blob\/avatars\/.+\.jpg\?/);
  });

  it('lists a 96 px copy of a photo in the directory; replacing it deletes both files', async () => {
    const id = await t.contactId('staff');
    const local = (url: string) => url.replace(t.config.publicUrl, '');
    const size = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: local(url) });
      if (res.statusCode !== 200) return res.statusCode;
      const meta = await sharp(res.rawPayload).metadata();
      return [meta.width, meta.height];
    };
    const put = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { newProfileImgBase64: await pngDataUrl(900, 700) },
    });
    expect(put.statusCode).toBe(200);
    const card = put.json().profileImageURL as string;
    const listed = (
      (
        await t.injectAs('family', { method: 'GET', url: '/api/contact/getall' })
      ).json() as Contact[]
    ).find((c) => c.id === id)!.profileImageURL!;
    expect(await size(card)).toEqual([512, 512]);
    expect(await size(listed)).toEqual([PROFILE_THUMB_SIZE, PROFILE_THUMB_SIZE]);

    await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { newProfileImgBase64: await pngDataUrl(64, 64) },
    });
    expect(await size(card)).toBe(404);
    expect(await size(listed)).toBe(404);
  });

  it('replacing a photo deletes the old file', async () => {
    // A contact of its own, photo included: the family has one only once another test gave it.
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: newContact({
        email: 'photo.replace@families.riverhawks.test',
        newProfileImgBase64: await pngDataUrl(300, 300),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Contact>();
    const local = (url: string) => url.replace(t.config.publicUrl, '');
    const before = (await t.injectAs('admin', { method: 'GET', url: `/api/contact/${id}` })).json();
    expect(
      (await t.app.inject({ method: 'GET', url: local(before.profileImageURL) })).statusCode,
    ).toBe(200);
    const oldKey = await blobKeyOf(id);
    const res = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { newProfileImgBase64: await pngDataUrl(64, 64) },
    });
    expect(res.statusCode).toBe(200);
    expect(await blobKeyOf(id)).not.toBe(oldKey);
    expect(
      (await t.app.inject({ method: 'GET', url: local(before.profileImageURL) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: local(res.json().profileImageURL) })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['permissions', { permissions: ['site:admin'] }, 'permissions'],
    ['affiliation', { affiliation: { id: 2 } }, 'affiliation'],
    ['player link', { relatedPlayer: { id: 900001 } }, 'relatedPlayer'],
    ['player link flag', { isConnectedToPlayer: false }, 'isConnectedToPlayer'],
    ['relation', { relationToPlayer: 'Aunt' }, 'relationToPlayer'],
    ['description', { alternateDescription: 'Team captain' }, 'alternateDescription'],
    ['hide flag', { hideContactFromOthers: true }, 'hideContactFromOthers'],
  ])('refuses the owner a change of %s with 403 naming the field', async (_n, patch, field) => {
    const id = await t.contactId('family');
    const res = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${id}`,
      payload: { phone: '5550100000', ...patch },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ field, message: expect.stringMatching(/administrator/) });
    const row = await db()
      .selectFrom('contacts')
      .select('phone')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.phone).not.toBe('5550100000');
  });

  it("refuses another member's contact, and a changed email", async () => {
    const staff = await t.contactId('staff');
    const other = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${staff}`,
      payload: { phone: '555-555-0100' },
    });
    expect(other.statusCode).toBe(403);
    const email = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${staff}`,
      payload: { email: 'new@riverhawks.test' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().field).toBe('email');
    const same = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${staff}`,
      payload: { email: 'STAFF@riverhawks.test', firstName: 'Samuel' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().firstName).toBe('Samuel');
  });

  it('lets an admin change everything; unchecking the player link clears player and relation', async () => {
    const staff = await t.contactId('staff');
    const linked = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${staff}`,
      payload: {
        isConnectedToPlayer: true,
        relatedPlayer: { id: 900101 },
        relationToPlayer: 'Brother',
        affiliation: { id: 3 },
        permissions: ['view:contacts', 'view:jerseyform'],
        hideContactFromOthers: true,
      },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      relatedPlayer: { id: 900101, name: 'Walt Brannigan', playerCoach: 'coach' },
      // Sent as the English word (clients before codes): stored and answered as its code.
      relationToPlayer: 'brother',
      affiliation: { id: 3, name: 'Coaches & Staff' },
      hideContactFromOthers: true,
    });
    const unlinked = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${staff}`,
      payload: {
        isConnectedToPlayer: false,
        relatedPlayer: { id: 900101 },
        relationToPlayer: 'Brother',
        hideContactFromOthers: false,
      },
    });
    expect(unlinked.json()).toMatchObject({
      isConnectedToPlayer: false,
      relatedPlayer: null,
      relationToPlayer: null,
    });
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    const missing = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/contact/update/00000000-0000-4000-8000-000000000000',
      payload: { firstName: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contact/update/${await t.contactId('staff')}`,
      payload: { permissions: ['view:everything'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/contact/:id', () => {
  it('is for admins only', async () => {
    const id = await t.contactId('staff');
    expect(
      (await t.injectAs('family', { method: 'DELETE', url: `/api/contact/${id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs(null, { method: 'DELETE', url: `/api/contact/${id}` })).statusCode,
    ).toBe(401);
  });

  it('removes the contact, their RSVPs and sign-in; their form requests stay', async () => {
    const created = (
      await t.injectAs('admin', {
        method: 'POST',
        url: '/api/contact/create',
        payload: newContact({
          email: 'goner@riverhawks.test',
          invite: true,
          newProfileImgBase64: await pngDataUrl(100, 100),
        }),
      })
    ).json() as Contact;
    const id = created.id;
    const key = (await blobKeyOf(id))!;
    const event = await db()
      .insertInto('events')
      .values({ name: 'Home opener', date: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('rsvps')
      .values({ event_id: event.id, contact_id: id, status: 'yes' })
      .execute();
    await db()
      .insertInto('login_codes')
      .values({ contact_id: id, code_hash: 'x', expires_at: new Date(Date.now() + 60_000) })
      .execute();
    await db()
      .insertInto('oidc_payloads')
      .values([
        { id: 'sess-1', type: 'Session', payload: JSON.stringify({ accountId: id }) },
        { id: 'rt-1', type: 'RefreshToken', payload: JSON.stringify({ accountId: id }) },
        { id: 'other', type: 'Session', payload: JSON.stringify({ accountId: 'someone-else' }) },
      ])
      .execute();
    await db()
      .insertInto('form_requests')
      .values({
        kind: 'jersey',
        submitted_by: id,
        submitted_by_name: 'Paula Probe',
        first_name: 'P',
        last_name: 'P',
        jersey_name: 'PROBE',
        jersey_number: 7,
        jersey_size: 'M',
        jersey_index: 'a1',
      })
      .execute();

    const res = await t.injectAs('admin', { method: 'DELETE', url: `/api/contact/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });

    expect(
      await db().selectFrom('contacts').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db().selectFrom('rsvps').select('id').where('contact_id', '=', id).execute(),
    ).toHaveLength(0);
    expect(
      await db().selectFrom('login_codes').select('id').where('contact_id', '=', id).execute(),
    ).toHaveLength(0);
    const payloads = await db()
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', 'in', ['sess-1', 'rt-1', 'other'])
      .execute();
    expect(payloads.map((p) => p.id)).toEqual(['other']);
    const form = await db()
      .selectFrom('form_requests')
      .selectAll()
      .where('jersey_index', '=', 'a1')
      .executeTakeFirstOrThrow();
    expect(form.submitted_by).toBeNull();
    expect(form.submitted_by_name).toBe('Paula Probe');
    const blob = await t.app.inject({
      method: 'GET',
      url: created.profileImageURL!.replace(t.config.publicUrl, ''),
    });
    expect(blob.statusCode).toBe(404);
    // The photo file itself is erased, not only its link.
    expect(fs.existsSync(path.join(t.config.dataDir, 'blobs', key))).toBe(false);
    // Their token no longer works.
    expect((await t.injectAs(id, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('answers 404 for unknown ids and 400 for deleting yourself', async () => {
    const gone = await t.injectAs('admin', {
      method: 'DELETE',
      url: '/api/contact/00000000-0000-4000-8000-000000000000',
    });
    expect(gone.statusCode).toBe(404);
    const self = await t.injectAs('admin', {
      method: 'DELETE',
      url: `/api/contact/${await t.contactId('admin')}`,
    });
    expect(self.statusCode).toBe(400);
  });
});

describe('GET /api/contact/csv', () => {
  it('is for admins only', async () => {
    expect(
      (await t.injectAs('family', { method: 'GET', url: '/api/contact/csv' })).statusCode,
    ).toBe(403);
  });

  it('downloads contact-report.csv with a BOM, one row per contact, formulas neutralised', async () => {
    const evil = (
      await t.injectAs('admin', {
        method: 'POST',
        url: '/api/contact/create',
        payload: newContact({
          firstName: '=HYPERLINK("http://evil.test","x")',
          lastName: '+cmd',
          email: 'evil@riverhawks.test',
          alternateDescription: '@SUM(1)',
          isConnectedToPlayer: false,
          relatedPlayer: null,
        }),
      })
    ).json() as Contact;
    expect(evil.id).toMatch(/^[0-9a-f-]{36}$/);
    const res = await t.injectAs('admin', { method: 'GET', url: '/api/contact/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact-report.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^First Name,Last Name,Email,Phone/);
    expect(lines).toHaveLength((await count()) + 1);
    expect(text).toContain('José,Pérez');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")",'+cmd`);
    expect(text).toContain("'@SUM(1)");
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("writes the relation as a card shows it, in the reader's language", async () => {
    const fiona = (csv: string) =>
      csv.split('\r\n').find((line) => line.includes('family@riverhawks.test'));
    const en = await t.injectAs('admin', { method: 'GET', url: '/api/contact/csv' });
    expect(fiona(en.body)).toContain(',Mother,Noah Pemberton,');
    const es = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/contact/csv',
      headers: { 'accept-language': 'es' },
    });
    expect(fiona(es.body)).toContain(',Madre,Noah Pemberton,');
  });
});
