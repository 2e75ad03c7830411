import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signRsvpLink } from '../notices';

/**
 * Opening a one-tap RSVP link (GET, HEAD: what mail scanners and prefetchers do)
 * changes nothing; the page's button POSTs the token and that records the answer.
 */
let t: TestApp;
let eventId: string;
let familyId: string;
/** The links the Spanish-speaking family member was mailed. */
let links: { yes: string; no: string };

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

function open(link: string, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url: pathOf(link) });
}

function post(token: string | undefined, form = true) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rsvp/quick',
    ...(form
      ? {
          payload: new URLSearchParams(token === undefined ? {} : { token }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }
      : { payload: { token } }),
  });
}

async function answer(contactId = familyId) {
  const row = await t.database.db
    .selectFrom('rsvps')
    .select('status')
    .where('event_id', '=', eventId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** The tokens the page's forms post, and where they post them. */
function forms(html: string) {
  return [
    ...html.matchAll(
      /<form method="post" action="([^"]+)">\s*<input type="hidden" name="token" value="([^"]+)">/g,
    ),
  ].map((m) => ({ action: m[1]!, token: m[2]! }));
}

beforeAll(async () => {
  t = await createTestApp();
  familyId = await t.contactId('family');
  await t.database.db
    .updateTable('contacts')
    .set({ language: 'es' })
    .where('id', '=', familyId)
    .execute();
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: {
      name: 'Team picnic',
      date: '2031-06-01T17:00:00Z',
      emailList: ['family@riverhawks.test'],
      translations: [{ language: 'es', fieldName: 'Name', contents: 'Picnic del equipo' }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  eventId = res.json<{ data: { id: string } }>().data.id;
  const mail = await t.database.db
    .selectFrom('deliveries')
    .innerJoin('messages', 'messages.id', 'deliveries.message_id')
    .select(['text', 'html'])
    .where('messages.kind', '=', 'event_notice')
    .where('recipient', '=', 'family@riverhawks.test')
    .executeTakeFirstOrThrow();
  links = {
    yes: /Sí, asistiré: (\S+)/.exec(mail.text)![1]!,
    no: /No podré asistir: (\S+)/.exec(mail.text)![1]!,
  };
  expect(links.yes).toMatch(/\/api\/rsvp\/quick\?token=/);
});
afterAll(async () => {
  await t?.close();
});
// Each test starts with the family not yet answered, and no confirmation waiting for more
// answers (rsvp-confirmations.ts): tests run in any order, and several answer.
beforeEach(async () => {
  await t.database.db
    .deleteFrom('rsvps')
    .where('event_id', '=', eventId)
    .where('contact_id', '=', familyId)
    .execute();
  await t.database.db.deleteFrom('rsvp_confirmations').where('event_id', '=', eventId).execute();
});

describe('one-tap RSVP links', () => {
  it('GET and HEAD show the event and the answer and change nothing', async () => {
    const before = await fingerprint(t.database.db);
    for (const link of [links.yes, links.no, links.yes]) {
      const head = await open(link, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      const page = await open(link);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/form-action 'self'/);
      expect(csp).not.toMatch(/script-src/);
      expect(page.body).not.toMatch(/<script/i);
      // Spanish first for this member, with the event, its date and the answer on the button.
      expect(page.body).toMatch(/<html lang="es">/);
      expect(page.body).toContain('Picnic del equipo');
      expect(page.body).toContain('Todavía no has respondido.');
      expect(page.body).toContain(link === links.yes ? 'Responder Sí' : 'Responder No');
      expect(page.body).toContain(link === links.yes ? 'Answer Yes' : 'Answer No');
      // The button posts the very token, to the portal, in the body.
      const [form] = forms(page.body);
      expect(form).toEqual({
        action: `${t.config.publicUrl}/api/rsvp/quick`,
        token: tokenOf(link),
      });
    }
    expect(await fingerprint(t.database.db)).toBe(before);
    expect(await answer()).toBeNull();
  });

  it('POST records the answer and says what was recorded, in the member language', async () => {
    const mailsBefore = await t.database.db.selectFrom('deliveries').select('id').execute();
    const res = await post(tokenOf(links.no));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/<html lang="es">/);
    // The page names the person the link answers for.
    const es = res.body.indexOf('Registramos No para Fiona Family: Picnic del equipo');
    const en = res.body.indexOf('We recorded No for Fiona Family: Team picnic');
    expect(es).toBeGreaterThan(0);
    expect(en).toBeGreaterThan(es);
    expect(res.body).toMatch(/Registramos No para Fiona Family: Picnic del equipo \([^)]+\)\./);
    expect(await answer()).toBe('no');
    // The confirmation email is queued once.
    const mailsAfter = await t.database.db.selectFrom('deliveries').select('id').execute();
    expect(mailsAfter.length).toBe(mailsBefore.length + 1);

    // The page offers the other answer, again as a POST.
    const [change] = forms(res.body);
    expect(change!.action).toBe(`${t.config.publicUrl}/api/rsvp/quick`);
    expect(res.body).toContain('¿Cambiaste de opinión? Responde Sí');
    const switched = await post(change!.token);
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toContain('¡Gracias, nos vemos!');
    expect(await answer()).toBe('yes');

    // The page opened now shows the recorded answer.
    expect((await open(links.no)).body).toContain('Tu respuesta ahora: Sí.');
  });

  it('a replayed token changes nothing and says so', async () => {
    const first = await post(tokenOf(links.yes), false);
    expect(first.statusCode).toBe(200);
    const before = await fingerprint(t.database.db);
    const again = await post(tokenOf(links.yes));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Tu respuesta ya estaba registrada');
    expect(again.body).toMatch(/ya era Sí\. No cambió nada\./);
    expect(again.body).toMatch(/was already Yes\. Nothing changed\./);
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('refuses an invalid, forged, expired or missing token with a clear page', async () => {
    const before = await fingerprint(t.database.db);
    const token = tokenOf(links.yes);
    const [body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { s: string };
    claims.s = 'no';
    const forged = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    const expired = signRsvpLink(t.secrets.rsvpLinks, {
      eventId,
      contactId: familyId,
      status: 'no',
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    for (const [res, text] of [
      [await post(forged), 'This RSVP link is not valid'],
      [await post('garbage'), 'This RSVP link is not valid'],
      [await post(undefined), 'This RSVP link is not valid'],
      [await post(expired), 'This RSVP link has expired'],
      [await open(`${t.config.publicUrl}/api/rsvp/quick?token=${forged}`), 'not valid'],
      // The token belongs in the body: one in the URL of a POST is not read.
      [
        await t.app.inject({ method: 'POST', url: `/api/rsvp/quick?token=${token}`, payload: {} }),
        'This RSVP link is not valid',
      ],
    ] as const) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(text);
      expect(res.body).toContain('No se registró nada.');
    }
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('answers a malformed link (a token too long, or given twice) with the same page, not a 500', async () => {
    const long = 'a'.repeat(1001);
    for (const res of [
      await open(`${t.config.publicUrl}/api/rsvp/quick?token=${long}`),
      await open(`${t.config.publicUrl}/api/rsvp/quick?token=a&token=b`),
      await post(long),
      await t.app.inject({
        method: 'POST',
        url: '/api/rsvp/quick',
        payload: 'token=a&token=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This RSVP link is not valid');
    }
  });

  it('neither shows nor records an event the member may no longer see', async () => {
    const frontOffice = await t.database.db
      .selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'Front Office')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('event_affiliations')
      .values({ event_id: eventId, affiliation_id: frontOffice.id })
      .execute();
    try {
      const before = await fingerprint(t.database.db);
      for (const res of [await open(links.no), await post(tokenOf(links.no))]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('No pudimos registrar tu respuesta');
        expect(res.body).not.toContain('Picnic del equipo');
      }
      expect(await fingerprint(t.database.db)).toBe(before);
    } finally {
      await t.database.db
        .deleteFrom('event_affiliations')
        .where('event_id', '=', eventId)
        .execute();
    }
  });

  it('keeps the token out of the logs', async () => {
    await open(links.no);
    await open(links.no, 'HEAD');
    await post(tokenOf(links.no));
    await t.requestsLogged();
    const logs = t.logs.join('');
    expect(logs).toContain('/api/rsvp/quick');
    expect(logs).not.toContain(tokenOf(links.no));
    expect(logs).not.toContain(tokenOf(links.no).split('.')[1]!);
  });
});
