import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMessagePeers } from '../../testing/message-peers';
import { browserKeys, decryptPushPayload } from '../../testing/push-peer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * Change notices say what changed: an edited event's notice names
 * each change, old → new, in the reader's language and the team's time zone, by email, text and
 * push alike, as each arrives at the transport's peer.
 */
let t: TestApp;
let peers: Awaited<ReturnType<typeof startMessagePeers>>;
let affiliation: number;
const people = {
  en: { email: 'ana.change@families.test', phone: '+15550108811', browser: browserKeys() },
  es: { email: 'beto.change@families.test', phone: '+15550108812', browser: browserKeys() },
};

beforeAll(async () => {
  peers = await startMessagePeers();
  t = await createTestApp(peers.env);
  await t.worker.stop();
  const db = t.database.db;
  affiliation = (
    await db
      .insertInto('affiliations')
      .values({ name: 'Change Squad' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const [language, p] of Object.entries(people)) {
    const { id } = await db
      .insertInto('contacts')
      .values({
        first_name: language === 'en' ? 'Ana' : 'Beto',
        last_name: 'Change',
        email: p.email,
        phone: p.phone,
        language,
        affiliation_id: affiliation,
        is_site_user: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Texts go only to a number its holder confirmed (phone verification).
    await markPhonesVerified(db, [id]);
    const push = await t.injectAs(id, {
      method: 'POST',
      url: '/api/push/subscribe',
      payload: { endpoint: `${peers.push.origin}/${language}`, keys: p.browser.keys },
    });
    expect(push.statusCode, push.body).toBe(200);
    // Every channel for event notices: the same news by each.
    const prefs = await t.injectAs(id, {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: {
        changes: (['email', 'sms', 'push'] as const).map((channel) => ({
          kind: 'eventNotices',
          channel,
          enabled: true,
        })),
      },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  await peers?.close();
});

async function venue(name: string, nameEs: string): Promise<number> {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/venues',
    payload: { name, nameEs, address: '1 Diamond Way' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

it('names each change, old → new, by email, text and push, in each reader’s language', async () => {
  const park = await venue('River Park', 'Parque del Río');
  const quarry = await venue('Quarry Field', 'Campo de la Cantera');
  const save = (over: Record<string, unknown>) => ({
    allowedAffiliations: [affiliation],
    arrivalMinutesBefore: 30,
    ...over,
  });
  const created = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: save({
      name: 'Game vs Owls',
      translations: [{ language: 'es', fieldName: 'Name', contents: 'Partido contra Owls' }],
      // 10:00 in the team's zone (America/New_York, EDT).
      date: '2031-06-07T14:00:00Z',
      venueId: park,
    }),
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ data: { id: string } }>().data.id;

  const { smtp, sms, push } = peers;
  const marks = { email: smtp.received.length, sms: sms.sent.length, push: push.requests.length };
  const updated = await t.injectAs('admin', {
    method: 'PUT',
    url: `/api/event/update/${id}`,
    payload: save({
      name: 'Game vs Hawks',
      translations: [{ language: 'es', fieldName: 'Name', contents: 'Partido contra Hawks' }],
      date: '2031-06-07T15:00:00Z',
      venueId: quarry,
      emailList: [people.en.email, people.es.email],
    }),
  });
  expect(updated.statusCode, updated.body).toBe(200);
  await t.worker.drain();

  const expected = {
    en: [
      'Title changed from “Game vs Owls” to “Game vs Hawks”',
      /Time moved from 10:00\sAM to 11:00\sAM/,
      'Place changed from River Park to Quarry Field',
    ],
    es: [
      'El título cambió de «Partido contra Owls» a «Partido contra Hawks»',
      'La hora cambió de 10:00 a 11:00',
      'El lugar cambió de Parque del Río a Campo de la Cantera',
    ],
  };
  const contains = (text: string, line: string | RegExp) =>
    typeof line === 'string' ? expect(text).toContain(line) : expect(text).toMatch(line);

  for (const language of ['en', 'es'] as const) {
    const p = people[language];
    const mails = smtp.received.slice(marks.email).filter((m) => m.to.includes(p.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text).toContain(language === 'en' ? 'What changed:' : 'Qué cambió:');
    for (const line of expected[language]) {
      contains(mail.text, typeof line === 'string' ? `- ${line}` : line);
    }

    const texts = sms.sent.slice(marks.sms).filter((f) => f.get('To') === p.phone);
    expect(texts).toHaveLength(1);
    const text = texts[0]!.get('Body')!;
    expect(text).toMatch(
      language === 'en'
        ? /^Riverhawks: Updated: Game vs Hawks\. /
        : /^Riverhawks: Actualizado: Partido contra Hawks\. /,
    );
    for (const line of expected[language]) contains(text, line);
    expect(text).toContain(`/events/${id}`);

    const pushes = push.requests.slice(marks.push).filter((r) => r.path === `/${language}`);
    expect(pushes).toHaveLength(1);
    const payload = JSON.parse(
      decryptPushPayload(pushes[0]!.body, p.browser.privateKey, p.browser.auth).toString('utf8'),
    ) as { title: string; body: string; url: string };
    expect(payload.title).toBe(
      language === 'en' ? 'Updated: Game vs Hawks' : 'Actualizado: Partido contra Hawks',
    );
    for (const line of expected[language]) contains(payload.body, line);
    expect(payload.url).toBe(`/events/${id}`);
  }
});
