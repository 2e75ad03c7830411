import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { purgeOldCancellations } from './event-cancellations.service';

/**
 * A deleted event reaches calendars: the feeds of those who could see it keep it for 30 days as
 * STATUS:CANCELLED under the same UID with a higher SEQUENCE, and those who were sent its notice
 * get a METHOD:CANCEL .ics in their language. Read back with node-ical, a real parser.
 */
let t: TestApp;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  // Fiona reads Spanish in this file (its own database): her notices and feed are in Spanish.
  await t.database.db
    .updateTable('contacts')
    .set({ language: 'es' })
    .where('id', '=', await t.contactId('family'))
    .execute();
});
afterAll(async () => {
  await t?.close();
});

async function newEvent(payload: Record<string, unknown>): Promise<string> {
  const res = await t.injectAs('admin', { method: 'POST', url: '/api/event/new', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

async function deleteEvent(id: string) {
  const res = await t.injectAs('admin', { method: 'DELETE', url: `/api/event/${id}` });
  expect(res.statusCode, res.body).toBe(200);
}

function vevents(ics: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter(
    (c): c is ical.VEvent => c?.type === 'VEVENT',
  );
}

async function feedOf(who: string) {
  const link = (await t.injectAs(who, { method: 'POST', url: '/api/calendar/feed' })).json<{
    url: string;
  }>();
  const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
  expect(feed.statusCode).toBe(200);
  return feed.body;
}

async function feedEvent(who: string, id: string) {
  return vevents(await feedOf(who)).find((e) => e.uid === `${id}@dugout`);
}

/** The cancellation's deliveries of the event named `name` (its ledger line names it). */
async function cancellationDeliveries(name: string) {
  return t.database.db
    .selectFrom('deliveries')
    .innerJoin('messages', 'messages.id', 'deliveries.message_id')
    .select([
      'deliveries.headers',
      'deliveries.channel',
      'deliveries.recipient',
      'deliveries.language',
      'deliveries.subject',
      'deliveries.text',
      'deliveries.status',
      'deliveries.attachments',
    ])
    .where('messages.body', '=', `Event cancelled: ${name}`)
    .orderBy('deliveries.recipient')
    .execute();
}

function attachedIcs(delivery: { attachments: unknown }) {
  const files = delivery.attachments as {
    filename: string;
    contentType: string;
    content: string;
  }[];
  expect(files).toHaveLength(1);
  expect(files[0]!.contentType).toContain('method=CANCEL');
  const text = Buffer.from(files[0]!.content, 'base64').toString('utf8');
  const parsed = ical.sync.parseICS(text);
  const calendar = Object.values(parsed).find((c) => c?.type === 'VCALENDAR') as
    { method?: string } | undefined;
  const [event, ...more] = vevents(text);
  expect(more).toEqual([]);
  return { method: calendar?.method, event: event! };
}

describe('deleting an event', () => {
  it('keeps it cancelled in the feed and mails those invited a cancellation, each in their language', async () => {
    const name = 'Picnic at the lake';
    const id = await newEvent({
      name,
      date: new Date(Date.now() + 20 * DAY).toISOString(),
      emailList: ['family@riverhawks.test', 'staff@riverhawks.test'],
      translations: [{ language: 'es', fieldName: 'Name', contents: 'Picnic en el lago' }],
    });
    // An edit raises SEQUENCE and sends the notice again: still one invitation each.
    const edited = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/event/update/${id}`,
      payload: {
        name,
        date: new Date(Date.now() + 21 * DAY).toISOString(),
        emailList: ['family@riverhawks.test', 'staff@riverhawks.test'],
        translations: [{ language: 'es', fieldName: 'Name', contents: 'Picnic en el lago' }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = await feedEvent('family', id);
    expect(before?.status).not.toBe('CANCELLED');
    const sent = Number(before!.sequence);
    expect(sent).toBeGreaterThan(0);

    await deleteEvent(id);

    const after = await feedEvent('family', id);
    expect(after?.status).toBe('CANCELLED');
    expect(Number(after!.sequence)).toBe(sent + 1);
    expect(after!.summary).toBe('Picnic en el lago');
    expect(new Date(after!.start).getTime()).toBe(new Date(before!.start).getTime());

    const mails = (await cancellationDeliveries(name)).filter((d) => d.channel === 'email');
    expect(mails.map((d) => d.recipient)).toEqual([
      'family@riverhawks.test',
      'staff@riverhawks.test',
    ]);
    const [es, en] = mails as [(typeof mails)[number], (typeof mails)[number]];
    expect(es.language).toBe('es');
    expect(es.subject).toBe('Riverhawks: Cancelado: Picnic en el lago');
    expect(es.text).toContain('se canceló');
    expect(en.language).toBe('en');
    expect(en.subject).toBe(`Riverhawks: Cancelled: ${name}`);
    for (const [mail, summary, email] of [
      [es, 'Picnic en el lago', 'family@riverhawks.test'],
      [en, name, 'staff@riverhawks.test'],
    ] as const) {
      // The worker may have sent it already.
      expect(['queued', 'sending', 'sent']).toContain(mail.status);
      const { method, event } = attachedIcs(mail);
      expect(method).toBe('CANCEL');
      expect(event.uid).toBe(`${id}@dugout`);
      expect(event.status).toBe('CANCELLED');
      expect(Number(event.sequence)).toBe(sent + 1);
      expect(event.summary).toBe(summary);
      expect(JSON.stringify(event.attendee)).toContain(`mailto:${email}`);
      expect(JSON.stringify(event.organizer)).toContain('portal@riverhawks.test');
    }
  });

  it('shows the cancellation only to those who could see the event, and mails only those invited', async () => {
    const frontOffice = await t.database.db
      .selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'Front Office')
      .executeTakeFirstOrThrow();
    const name = 'Budget meeting';
    const id = await newEvent({
      name,
      date: new Date(Date.now() + 10 * DAY).toISOString(),
      allowedAffiliations: [frontOffice.id],
      emailList: ['staff@riverhawks.test'],
    });
    await deleteEvent(id);

    expect((await feedEvent('staff', id))?.status).toBe('CANCELLED');
    expect(await feedEvent('family', id)).toBeUndefined();
    const mails = await cancellationDeliveries(name);
    expect(mails.map((d) => d.recipient)).toEqual(['staff@riverhawks.test']);
  });

  it('heeds the choices members have made for event notices since, with the unsubscribe link', async () => {
    const name = 'Team photo day';
    const id = await newEvent({
      name,
      date: new Date(Date.now() + 8 * DAY).toISOString(),
      emailList: ['it@riverhawks.test', 'admin@riverhawks.test'],
    });
    // Ivy turns event-notice email off after the invitation (only this test mails her).
    const ivy = await t.contactId('it');
    onTestFinished(async () => {
      await t.database.db.deleteFrom('message_preferences').where('contact_id', '=', ivy).execute();
    });
    await t.database.db
      .insertInto('message_preferences')
      .values({
        contact_id: ivy,
        kind: 'eventNotices',
        channel: 'email',
        enabled: false,
      })
      .execute();
    await deleteEvent(id);
    const mails = (await cancellationDeliveries(name)).filter((d) => d.channel === 'email');
    expect(mails.map((d) => [d.recipient, d.status === 'skipped'])).toEqual([
      ['admin@riverhawks.test', false],
      ['it@riverhawks.test', true],
    ]);
    expect(JSON.stringify(mails[0]!.headers)).toContain('List-Unsubscribe');
  });

  it('tells nobody when the event was not announced, or is already over', async () => {
    const quiet = await newEvent({
      name: 'Quiet practice',
      date: new Date(Date.now() + 5 * DAY).toISOString(),
    });
    const over = await newEvent({
      name: 'Last season opener',
      date: new Date(Date.now() - 200 * DAY).toISOString(),
      emailList: ['family@riverhawks.test'],
    });
    await deleteEvent(quiet);
    await deleteEvent(over);
    expect(await cancellationDeliveries('Quiet practice')).toEqual([]);
    expect(await cancellationDeliveries('Last season opener')).toEqual([]);
    // Calendars still drop them.
    expect((await feedEvent('family', quiet))?.status).toBe('CANCELLED');
    expect((await feedEvent('family', over))?.status).toBe('CANCELLED');
  });

  it('forgets a cancellation after 30 days', async () => {
    const old = await newEvent({
      name: 'Old cancelled game',
      date: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    const recent = await newEvent({
      name: 'Recent cancelled game',
      date: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    await deleteEvent(old);
    await deleteEvent(recent);
    const age = async (id: string, days: number) =>
      t.database.db
        .updateTable('cancelled_events')
        .set({ cancelled_at: new Date(Date.now() - days * DAY) })
        .where('id', '=', id)
        .execute();
    await age(old, 31);
    await age(recent, 29);

    // Not shown even before the sweep runs.
    expect(await feedEvent('family', old)).toBeUndefined();
    expect((await feedEvent('family', recent))?.status).toBe('CANCELLED');

    expect(await purgeOldCancellations(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .selectFrom('cancelled_events')
      .select('id')
      .where('id', 'in', [old, recent])
      .execute();
    expect(left.map((r) => r.id)).toEqual([recent]);
  });
});
