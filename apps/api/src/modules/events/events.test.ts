import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import ical from 'node-ical';
import { fingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let frontOffice: number;
let families: number;

async function affiliationId(name: string) {
  const row = await t.database.db
    .selectFrom('affiliations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newEvent(payload: Record<string, unknown>) {
  const res = await t.injectAs('admin', { method: 'POST', url: '/api/event/new', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string; [k: string]: unknown }; error: null }>().data;
}

async function count(table: 'events' | 'rsvps' | 'deliveries') {
  const r = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

beforeAll(async () => {
  t = await createTestApp();
  frontOffice = await affiliationId('Front Office');
  families = await affiliationId("Players' Families");
});
afterAll(async () => {
  await t?.close();
});

describe('events', () => {
  it('needs a token and events:publish to publish', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/api/event/getall' })).statusCode).toBe(
      401,
    );
    const res = await t.injectAs('family', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Nope' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: null, error: expect.any(String) });
  });

  it('creates, reads, updates and deletes an event with { data, error }', async () => {
    const created = await newEvent({
      name: 'Opening Day',
      description: 'First pitch at 7',
      date: '2030-04-05T23:00:00.000Z',
      tags: JSON.stringify([' home ', '', 'opener']),
      eventLocationID: '2',
      translations: [
        { language: 'es', fieldName: 'Name', contents: 'Día inaugural' },
        { language: 'es', fieldName: 'Description', contents: 'Primer lanzamiento a las 7' },
      ],
    });
    expect(created).toMatchObject({
      name: 'Opening Day',
      tags: ['home', 'opener'],
      eventLocationID: 2,
      allowedAffiliations: [],
      linkedContent: null,
      yesCount: 0,
      myRsvp: null,
      rsvpList: [],
    });
    expect(created.translations).toHaveLength(2);

    const got = await t.injectAs('family', { method: 'GET', url: `/api/event/${created.id}` });
    expect(got.statusCode).toBe(200);
    const body = got.json();
    expect(body.error).toBeNull();
    expect(body.data.rsvpList).toBeUndefined();

    const upd = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/event/update/${created.id}`,
      payload: { name: 'Opening Day!', date: '2030-04-05T23:00:00Z', eventLocationID: 3 },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'Opening Day!', eventLocationID: 3 });
    const seq = await t.database.db
      .selectFrom('events')
      .select('sequence')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(seq.sequence).toBe(1);

    const del = await t.injectAs('admin', { method: 'DELETE', url: `/api/event/${created.id}` });
    expect(del.json()).toEqual({ data: { id: created.id }, error: null });
    const gone = await t.injectAs('admin', { method: 'GET', url: `/api/event/${created.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ data: null, error: 'The event was not found' });
  });

  it('accepts form data (urlencoded and multipart) and linkedContentID', async () => {
    const form = new URLSearchParams({
      name: 'Form event',
      date: '2030-05-01T18:00:00Z',
      tags: '["a"]',
      allowedAffiliations: JSON.stringify([{ id: families, name: "Players' Families" }]),
      eventLocationID: '1',
      linkedContentID: '',
    });
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      tags: ['a'],
      eventLocationID: 1,
      allowedAffiliations: [{ id: families }],
    });
    const boundary = '----dugout';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMultipart event\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="eventLocationID"\r\n\r\n7\r\n` +
      `--${boundary}--\r\n`;
    const res2 = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: multipart,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data).toMatchObject({ name: 'Multipart event', eventLocationID: 7 });
  });

  it.each([
    [{ name: 'x', date: 'not a date' }, /date/i],
    [{ name: 'x', eventLocationID: 'home' }, /Location must be a number/],
    [{ name: 'x', eventLocationID: 2.5 }, /whole number/],
    [{ name: 'x', linkedContentId: '00000000-0000-4000-8000-000000000000' }, /linked content/i],
    [{ name: 'x', allowedAffiliations: [9999] }, /Unknown affiliation/],
    [{ name: 'x', emailList: ['nobody@nowhere.test'] }, /No contact has the email/],
    // Notify Members on with nobody chosen.
    [{ name: 'x', notify: true, emailList: [] }, /Notify Members is on but no member is chosen/],
    [{ name: 'x', notify: 'true' }, /Notify Members is on but no member is chosen/],
    [{ name: 'x', tags: '[not json' }, /JSON/],
    [{ name: '   ' }, /Name is required/],
    [{ name: 'x', imageURL: 'javascript:alert(1)' }, /image/i],
  ])('refuses bad input %j with a 4xx and writes nothing', async (payload, message) => {
    const before = await count('events');
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/event/new', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().error).toBe(res.json().message);
    expect(await count('events')).toBe(before);
  });

  it('filters by affiliation and by date range', async () => {
    const restricted = await newEvent({
      name: 'Front office only',
      date: '2031-01-10T18:00:00Z',
      allowedAffiliations: [frontOffice],
    });
    const open = await newEvent({ name: 'Everyone', date: '2031-01-20T18:00:00Z' });
    const list = async (who: string, q = '') =>
      (await t.injectAs(who, { method: 'GET', url: `/api/event/getall${q}` })).json<
        { id: string }[]
      >();
    const familyIds = (await list('family')).map((e) => e.id);
    expect(familyIds).toContain(open.id);
    expect(familyIds).not.toContain(restricted.id);
    expect((await list('staff')).map((e) => e.id)).toContain(restricted.id);
    expect((await list('newcomer')).map((e) => e.id)).not.toContain(restricted.id);
    const hidden = await t.injectAs('family', {
      method: 'GET',
      url: `/api/event/${restricted.id}`,
    });
    expect(hidden.statusCode).toBe(404);
    const ranged = await list('admin', '?from=2031-01-15&to=2031-02-01');
    expect(ranged.map((e) => e.id)).toEqual([open.id]);
    const first = ranged[0] as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(
      ['date', 'eventLocationID', 'id', 'imageURL', 'name'].sort(),
    );
    const bad = await t.injectAs('admin', { method: 'GET', url: '/api/event/getall?from=soon' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a recipient who cannot see the event', async () => {
    const before = await count('deliveries');
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: {
        name: 'Restricted',
        allowedAffiliations: [frontOffice],
        emailList: ['family@riverhawks.test'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot see this event/);
    expect(await count('deliveries')).toBe(before);
  });
});

describe('notifications and one-tap links', () => {
  it('emails recipients in their language with the .ics and one-tap links', async () => {
    const familyId = await t.contactId('family');
    const { language } = await t.database.db
      .selectFrom('contacts')
      .select('language')
      .where('id', '=', familyId)
      .executeTakeFirstOrThrow();
    // The family reads Spanish for this test only: other tests mail them in their own language.
    onTestFinished(async () => {
      await t.database.db
        .updateTable('contacts')
        .set({ language })
        .where('id', '=', familyId)
        .execute();
    });
    await t.database.db
      .updateTable('contacts')
      .set({ language: 'es' })
      .where('id', '=', familyId)
      .execute();
    const event = await newEvent({
      name: 'Team picnic',
      description: 'Bring a dish',
      date: '2031-06-01T17:00:00Z',
      emailList: ['family@riverhawks.test', 'staff@riverhawks.test'],
      translations: [{ language: 'es', fieldName: 'Name', contents: 'Picnic del equipo' }],
    });
    const deliveries = await t.database.db
      .selectFrom('deliveries')
      .innerJoin('messages', 'messages.id', 'deliveries.message_id')
      .select(['recipient', 'deliveries.subject', 'text', 'attachments', 'language'])
      .where('messages.kind', '=', 'event_notice')
      .where('deliveries.subject', 'like', '%icnic%')
      .execute();
    expect(deliveries).toHaveLength(2);
    // The ledger's line has its Spanish twin, as a content notice's does.
    const ledger = await t.database.db
      .selectFrom('messages')
      .select(['body', 'body_es'])
      .where('kind', '=', 'event_notice')
      .where('body', '=', 'Event notice: Team picnic')
      .executeTakeFirstOrThrow();
    expect(ledger.body_es).toBe('Aviso de evento: Team picnic');
    const es = deliveries.find((d) => d.recipient === 'family@riverhawks.test')!;
    expect(es.language).toBe('es');
    expect(es.subject).toContain('Picnic del equipo');
    const attachment = (es.attachments as { content: string; filename: string }[])[0]!;
    expect(attachment.filename).toBe('event.ics');
    const parsed = ical.sync.parseICS(Buffer.from(attachment.content, 'base64').toString('utf8'));
    const vevent = Object.values(parsed).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    expect(vevent.uid).toBe(`${event.id}@dugout`);
    expect(new Date(vevent.end!).getTime() - new Date(vevent.start).getTime()).toBe(3600_000);

    const rsvpsBefore = await count('rsvps');
    const yes = /Sí, asistiré: (\S+)/.exec(es.text)![1]!;
    const no = /No podré asistir: (\S+)/.exec(es.text)![1]!;
    const page = await t.injectAs(null, {
      method: 'GET',
      url: new URL(no).pathname + new URL(no).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).toContain('Picnic del equipo');
    // Opening the link records nothing (mail scanners open links too); its button posts the token.
    expect(await count('rsvps')).toBe(rsvpsBefore);
    const post = (link: string) =>
      t.injectAs(null, {
        method: 'POST',
        url: '/api/rsvp/quick',
        payload: { token: new URL(link).searchParams.get('token')! },
      });
    expect((await post(no)).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('rsvps')
      .select('status')
      .where('event_id', '=', event.id)
      .where('contact_id', '=', familyId)
      .execute();
    expect(rows).toEqual([{ status: 'no' }]);
    await post(yes);
    const after = await t.database.db
      .selectFrom('rsvps')
      .select('status')
      .where('event_id', '=', event.id)
      .execute();
    expect(after).toEqual([{ status: 'yes' }]);

    // Forged: a different status with the same signature.
    const token = new URL(yes).searchParams.get('token')!;
    const [body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { s: string };
    claims.s = 'no';
    const forged = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    const before = await count('rsvps');
    const bad = await t.injectAs(null, { method: 'GET', url: `/api/rsvp/quick?token=${forged}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This RSVP link is not valid');
    expect(await count('rsvps')).toBe(before);
    const still = await t.database.db
      .selectFrom('rsvps')
      .select('status')
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('yes');
  });

  it('refuses an expired one-tap link', async () => {
    const { signRsvpLink } = await import('../notices');
    const event = await newEvent({ name: 'Old game', date: '2020-01-01T18:00:00Z' });
    const token = signRsvpLink(t.secrets.rsvpLinks, {
      eventId: event.id,
      contactId: await t.contactId('family'),
      status: 'yes',
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    const res = await t.injectAs(null, { method: 'GET', url: `/api/rsvp/quick?token=${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired');
  });
});

describe('rsvp', () => {
  // A fresh event per test: each test's answers are the only ones on it, whatever ran before.
  let eventId: string;
  beforeEach(async () => {
    eventId = (await newEvent({ name: 'Bowling night', date: '2031-03-03T01:00:00Z' })).id;
  });

  it('lets a member RSVP for themself only, with form data', async () => {
    const familyId = await t.contactId('family');
    const staffId = await t.contactId('staff');
    const form = new URLSearchParams({
      eventID: eventId,
      contactID: familyId,
      status: 'yes',
      phone: '5550100123',
      email: 'family@riverhawks.test',
      language: 'en',
      eventName: 'Bowling night',
      eventDate: '2031-03-03T01:00:00Z',
    });
    const res = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rsvpID } = res.json<{ rsvpID: string }>();
    expect(rsvpID).toMatch(/-/);

    const other = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: staffId, status: 'yes' },
    });
    expect(other.statusCode).toBe(403);
    const otherUpdate = await t.injectAs('staff', {
      method: 'PUT',
      url: `/api/rsvp/update/${rsvpID}`,
      payload: { status: 'no' },
    });
    expect(otherUpdate.statusCode).toBe(403);

    const mine = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/rsvp/update/${rsvpID}`,
      payload: { eventID: eventId, contactID: familyId, status: 'no' },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ rsvpID, status: 'no' });

    const admin = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/rsvp/update/${rsvpID}`,
      payload: { status: 'yes' },
    });
    expect(admin.statusCode).toBe(200);

    const bad = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: familyId, status: 'maybe' },
      // Asked in English: the family's own language is another test's business.
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/'status'.*(yes' or 'no|"yes", "no")/);
  });

  it('shows the full list to admins only, sorted yes, no', async () => {
    const staffId = await t.contactId('staff');
    const familyId = await t.contactId('family');
    const yes = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: familyId, status: 'yes', phone: '5550100123' },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    await t.injectAs('staff', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: staffId, status: 'no' },
    });
    const asAdmin = (
      await t.injectAs('admin', { method: 'GET', url: `/api/event/${eventId}` })
    ).json().data;
    expect(asAdmin.rsvpList.map((r: { status: string }) => r.status)).toEqual(['yes', 'no']);
    expect(asAdmin.rsvpList[0]).toMatchObject({
      firstName: 'Fiona',
      lastName: 'Family',
      phone: '+15550100123', // the number sent with the answer, stored as E.164
      contactID: familyId,
    });
    const asStaff = (
      await t.injectAs('staff', { method: 'GET', url: `/api/event/${eventId}` })
    ).json().data;
    expect(asStaff.rsvpList).toBeUndefined();
    expect(asStaff.yesCount).toBe(1);
    expect(asStaff.myRsvp).toMatchObject({ status: 'no', contactID: staffId });
    expect(JSON.stringify(asStaff)).not.toContain('5550100123');
  });

  it('keeps one RSVP per event and contact under concurrent requests', async () => {
    const newcomerId = await t.contactId('newcomer');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.injectAs('newcomer', {
          method: 'POST',
          url: '/api/rsvp/new',
          payload: { eventID: eventId, contactID: newcomerId, status: i % 2 ? 'yes' : 'no' },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode !== 200)).toEqual([]);
    const rows = await t.database.db
      .selectFrom('rsvps')
      .select('id')
      .where('event_id', '=', eventId)
      .where('contact_id', '=', newcomerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((r) => r.json().rsvpID))).toEqual(new Set([rows[0]!.id]));
  });

  it('refuses an RSVP to an event the member cannot see', async () => {
    const hidden = await newEvent({ name: 'Staff retreat', allowedAffiliations: [frontOffice] });
    const res = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: hidden.id, contactID: await t.contactId('family'), status: 'yes' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('sends a confirmation when the answer changes', async () => {
    const staffId = await t.contactId('staff');
    const res = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: staffId, status: 'no' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.database.db
      .selectFrom('deliveries')
      .innerJoin('messages', 'messages.id', 'deliveries.message_id')
      .select(['recipient', 'deliveries.subject'])
      .where('messages.kind', '=', 'rsvp_confirmation')
      .where('deliveries.subject', 'like', '%Bowling%')
      // This test's event only (the mail links to it): other tests answer other Bowling nights.
      .where('deliveries.text', 'like', `%/events/${eventId}%`)
      .execute();
    expect(mails.map((m) => m.recipient)).toContain('staff@riverhawks.test');
  });
});

describe('calendar feed', () => {
  it('serves the member visible events and dies on reset', async () => {
    const restricted = await newEvent({
      name: 'Staff only',
      date: '2031-02-02T18:00:00Z',
      allowedAffiliations: [frontOffice],
    });
    const away = await newEvent({
      name: 'At Cedar City',
      date: '2031-02-03T18:00:00Z',
      eventLocationID: 3,
    });
    expect((await t.injectAs(null, { method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(
      401,
    );
    const link = (await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })).json<{
      url: string;
      webcalUrl: string;
    }>();
    expect(link.webcalUrl).toMatch(/^webcal:\/\/.+\.ics$/);
    // Asked again (POST) or read (GET): the same link.
    const again = (
      await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })
    ).json();
    expect(again.url).toBe(link.url);
    const read = (await t.injectAs('family', { method: 'GET', url: '/api/calendar/feed' })).json();
    expect(read).toEqual(link);
    const path = new URL(link.url).pathname;
    const feed = await t.injectAs(null, { method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // The feed is named in its owner's language.
    const familyId = await t.contactId('family');
    const { language } = await t.database.db
      .selectFrom('contacts')
      .select('language')
      .where('id', '=', familyId)
      .executeTakeFirstOrThrow();
    const calendarNameIn = async (wanted: string) => {
      await t.database.db
        .updateTable('contacts')
        .set({ language: wanted })
        .where('id', '=', familyId)
        .execute();
      const body = (await t.injectAs(null, { method: 'GET', url: path })).body;
      return /\r\nX-WR-CALNAME:([^\r]*)\r\n/.exec(body)?.[1];
    };
    try {
      expect(await calendarNameIn('en')).toBe('Riverhawks events');
      expect(await calendarNameIn('es')).toBe('Eventos de Riverhawks');
    } finally {
      await t.database.db
        .updateTable('contacts')
        .set({ language })
        .where('id', '=', familyId)
        .execute();
    }
    const cal = ical.sync.parseICS(feed.body);
    const events = Object.values(cal).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`${away.id}@dugout`);
    expect(uids).not.toContain(`${restricted.id}@dugout`);
    const awayEvent = events.find((e) => e.uid === `${away.id}@dugout`)!;
    expect(awayEvent.categories).toEqual(['Away Game']);

    const reset = (
      await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed/reset' })
    ).json<{ url: string }>();
    expect(reset.url).not.toBe(link.url);
    expect((await t.injectAs(null, { method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (await t.injectAs(null, { method: 'GET', url: new URL(reset.url).pathname })).statusCode,
    ).toBe(200);
  });

  // A GET never writes. The link is made by the POST the member's click sends.
  it('GET /api/calendar/feed writes nothing: no link until the member asks for one', async () => {
    const staff = await t.contactId('staff');
    const token = async () =>
      (
        await t.database.db
          .selectFrom('contacts')
          .select('calendar_token')
          .where('id', '=', staff)
          .executeTakeFirstOrThrow()
      ).calendar_token;
    await t.database.db
      .updateTable('contacts')
      .set({ calendar_token: null })
      .where('id', '=', staff)
      .execute();
    const before = await fingerprint(t.database.db);
    const read = await t.injectAs('staff', { method: 'GET', url: '/api/calendar/feed' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ url: null, webcalUrl: null });
    expect(await token()).toBeNull();
    expect(await fingerprint(t.database.db), 'the GET wrote nothing').toBe(before);

    const made = await t.injectAs('staff', { method: 'POST', url: '/api/calendar/feed' });
    expect(made.statusCode).toBe(200);
    expect(await token()).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    expect(made.json().url).toBe(`${t.config.publicUrl}/api/calendar/${await token()}.ics`);
  });
});
