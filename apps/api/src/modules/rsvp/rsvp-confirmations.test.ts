import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A household answered one tap per person: answers within a minute of each other make one
 * confirmation listing each person's answer (one ledger row), in the answerer's language,
 * following their choice for event notices; a later answer starts a new one.
 */
let t: TestApp;
let eventId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.fiona = await t.contactId('family');
  for (const first of ['Noah', 'Shannon', 'Mia', 'Gavin']) {
    const row = await db
      .selectFrom('contacts')
      .select('id')
      .where('first_name', '=', first)
      .where('last_name', '=', 'Pemberton')
      .executeTakeFirstOrThrow();
    ids[first.toLowerCase()] = row.id;
  }
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  const event = await t.database.db
    .insertInto('events')
    .values({ name: 'Family BBQ', date: new Date(Date.now() + 9 * 86400_000), tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
  await t.database.db
    .updateTable('contacts')
    .set({ language: 'en' })
    .where('id', '=', ids.fiona!)
    .execute();
});

const answer = (contactId: string, status: 'yes' | 'no') =>
  t.injectAs('family', {
    method: 'POST',
    url: '/api/rsvp/new',
    payload: { eventID: eventId, contactID: contactId, status },
  });

/**
 * This event's confirmations to Fiona, who answers (each message with its one delivery; those
 * answered for who have an email of their own are told apart, rsvp-answered-for.ts).
 */
const confirmations = () =>
  t.database.db
    .selectFrom('deliveries')
    .innerJoin('messages', 'messages.id', 'deliveries.message_id')
    .select([
      'messages.subject as ledgerSubject',
      'deliveries.recipient',
      'deliveries.subject',
      'deliveries.text',
      'deliveries.status',
      'deliveries.next_attempt_at',
      'deliveries.headers',
    ])
    .where('messages.kind', '=', 'rsvp_confirmation')
    .where('deliveries.recipient', '=', 'family@riverhawks.test')
    .where('deliveries.text', 'like', `%/events/${eventId}%`)
    .execute();

it('makes one confirmation of four answers given within a minute, listing each person', async () => {
  const before = Date.now();
  for (const [who, status] of [
    ['fiona', 'yes'],
    ['noah', 'yes'],
    ['shannon', 'no'],
    ['mia', 'yes'],
  ] as const) {
    expect((await answer(ids[who]!, status)).statusCode).toBe(200);
  }
  const mails = await confirmations();
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.recipient).toBe('family@riverhawks.test');
  expect(mail.subject).toBe('RSVP received for your household: Family BBQ');
  expect(mail.ledgerSubject).toBe(mail.subject);
  expect(mail.text).toMatch(
    /We recorded these answers for Family BBQ \([^)]+\):\n- Fiona Family: Yes\n- Noah Pemberton: Yes\n- Shannon Pemberton: No\n- Mia Pemberton: Yes\n/,
  );
  // It waits a minute from the last answer for more, then goes.
  const wait = new Date(mail.next_attempt_at).getTime() - before;
  expect(wait).toBeGreaterThanOrEqual(59_000);
  expect(wait).toBeLessThan(120_000);
  expect(mail.status).toBe('queued');
  // An event notice: that kind's one-click unsubscribe.
  expect(JSON.stringify(mail.headers)).toContain('List-Unsubscribe');

  // A change of mind within the minute replaces that person's line, still one email.
  expect((await answer(ids.shannon!, 'yes')).statusCode).toBe(200);
  const changed = await confirmations();
  expect(changed).toHaveLength(1);
  expect(changed[0]!.text).toContain('- Shannon Pemberton: Yes\n');
  expect(changed[0]!.text).not.toContain('Shannon Pemberton: No');
});

it('starts a new confirmation once the last one has gone, with the usual wording for one answer', async () => {
  expect((await answer(ids.fiona!, 'yes')).statusCode).toBe(200);
  expect((await confirmations()).map((m) => m.subject)).toEqual(['RSVP received: Family BBQ']);
  // The minute passes and the worker takes it (sent): the next answer is a new email.
  await t.database.db
    .updateTable('rsvp_confirmations')
    .set({ due_at: new Date(Date.now() - 1000) })
    .where('event_id', '=', eventId)
    .execute();
  expect((await answer(ids.mia!, 'no')).statusCode).toBe(200);
  const mails = await confirmations();
  expect(mails.map((m) => m.subject).sort()).toEqual([
    'RSVP received for Mia Pemberton: Family BBQ',
    'RSVP received: Family BBQ',
  ]);
});

it('writes the list in the answerer’s language, and keeps it as one skipped row when they turned event emails off', async () => {
  await t.database.db
    .updateTable('contacts')
    .set({ language: 'es' })
    .where('id', '=', ids.fiona!)
    .execute();
  const off = await t.injectAs('family', {
    method: 'PUT',
    url: '/api/me/preferences',
    payload: { changes: [{ kind: 'eventNotices', channel: 'email', enabled: false }] },
  });
  expect(off.statusCode).toBe(200);
  try {
    const all = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/household',
      payload: { eventID: eventId, status: 'no' },
    });
    expect(all.statusCode, all.body).toBe(200);
    const mails = await confirmations();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('RSVP recibidas para tu hogar: Family BBQ');
    expect(mails[0]!.text).toContain('- Noah Pemberton: No\n');
    expect(mails[0]!.status).toBe('skipped');
  } finally {
    await t.injectAs('family', {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { changes: [{ kind: 'eventNotices', channel: 'email', enabled: true }] },
    });
  }
});

it('answers "for all of us" for everyone of the household the member may answer for, not the co-guardian', async () => {
  const res = await t.injectAs('family', {
    method: 'POST',
    url: '/api/rsvp/household',
    payload: { eventID: eventId, status: 'yes', note: 'Arriving late' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answered = res.json<{ answers: { contactID: string; status: string }[] }>().answers;
  expect(answered.map((a) => a.contactID).sort()).toEqual(
    [ids.fiona!, ids.noah!, ids.shannon!, ids.mia!].sort(),
  );
  const rows = await t.database.db
    .selectFrom('rsvps')
    .select(['contact_id', 'status', 'note'])
    .where('event_id', '=', eventId)
    .execute();
  expect(rows).toHaveLength(4);
  expect(rows.filter((r) => r.status !== 'yes' || r.note !== 'Arriving late')).toEqual([]);
  expect(rows.map((r) => r.contact_id)).not.toContain(ids.gavin);
  // One confirmation for the four.
  const mails = await confirmations();
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text.match(/^- .+: Yes$/gm)).toHaveLength(4);
  // An event the member may not see: 404, nothing recorded.
  const hidden = await t.injectAs('family', {
    method: 'POST',
    url: '/api/rsvp/household',
    payload: { eventID: '00000000-0000-4000-8000-000000000000', status: 'yes' },
  });
  expect(hidden.statusCode).toBe(404);
});
