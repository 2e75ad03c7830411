import { describe, expect, it, onTestFinished } from 'vitest';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

/** One item asked for by the family; its id. */
async function ask(kind: 'jersey' | 'gift', firstName: string): Promise<string> {
  const res = await t.injectAs('family', {
    method: 'POST',
    url: kind === 'gift' ? '/api/form/creategift' : '/api/form/create',
    payload: [
      {
        firstName,
        lastName: 'Family',
        jerseyName: 'FAMILY',
        jerseyNumber: 12,
        jerseySize: 'Youth L',
        jerseyPosition: 1,
        jerseyIndex: crypto.randomUUID(),
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const row = await db()
    .selectFrom('form_requests')
    .select('id')
    .where('first_name', '=', firstName)
    .executeTakeFirstOrThrow();
  return row.id;
}

const mark = (id: string, status: 'open' | 'fulfilled') =>
  t.injectAs('admin', { method: 'PUT', url: `/api/form/status/${id}`, payload: { status } });

/** The fulfilment notices queued for a child's name, with their deliveries. */
async function noticesAbout(name: string) {
  const messages = await db()
    .selectFrom('messages')
    .select(['id', 'subject', 'body', 'created_by'])
    .where('kind', '=', 'request_fulfilled')
    .where('body', 'like', `%${name}%`)
    .execute();
  return Promise.all(
    messages.map(async (m) => ({
      ...m,
      deliveries: await db()
        .selectFrom('deliveries')
        .select(['channel', 'recipient', 'status', 'language', 'subject', 'text', 'last_error'])
        .where('message_id', '=', m.id)
        .orderBy('channel')
        .execute(),
    })),
  );
}

const setPreferences = async (changes: { kind: string; channel: string; enabled: boolean }[]) => {
  const res = await t.injectAs('family', {
    method: 'PUT',
    url: '/api/me/preferences',
    payload: { changes },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a request marked fulfilled tells the family who asked', () => {
  it('by email, once, in English, naming the item; reopening and a repeat tell nobody', async () => {
    const id = await ask('jersey', 'Finnegan');
    expect((await mark(id, 'fulfilled')).statusCode).toBe(200);
    expect((await mark(id, 'fulfilled')).statusCode).toBe(200);
    expect((await mark(id, 'open')).statusCode).toBe(200);
    const [notice, ...more] = await noticesAbout('Finnegan');
    expect(more).toEqual([]);
    expect(notice!.created_by).toBe(await t.contactId('admin'));
    const email = notice!.deliveries.find((d) => d.channel === 'email');
    expect(email).toMatchObject({
      recipient: 'family@riverhawks.test',
      // The worker may have sent it already.
      status: expect.stringMatching(/^(queued|sending|sent)$/),
      language: 'en',
      subject: 'Riverhawks: the jersey for Finnegan Family is ready',
    });
    expect(email!.text).toContain(
      'the jersey you asked for Finnegan Family (FAMILY #12, size Youth L) is ready',
    );
    expect(email!.text).toContain('/jerseyform');
    expect(email!.text).toContain('unsubscribe');
  });

  it('in the family’s language, a jacket for a gift request', async () => {
    await t.setLanguage('family', 'es');
    onTestFinished(() => t.setLanguage('family', 'en'));
    const id = await ask('gift', 'Greta');
    expect((await mark(id, 'fulfilled')).statusCode).toBe(200);
    const [notice] = await noticesAbout('Greta');
    const email = notice!.deliveries.find((d) => d.channel === 'email');
    expect(email).toMatchObject({
      language: 'es',
      subject: 'Riverhawks: la chaqueta para Greta Family está lista',
    });
    expect(email!.text).toContain('/giftform');
  });

  it('by the channels the family chose for staff messages', async () => {
    // The family's own number, confirmed with a code in the seed: a text to a number nobody
    // confirmed is skipped by the outbox worker, which would race this test's reading.
    const { phone } = await db()
      .selectFrom('contacts')
      .select('phone')
      .where('id', '=', await t.contactId('family'))
      .executeTakeFirstOrThrow();
    expect(phone).toMatch(/^\+1555010\d{4}$/);
    await setPreferences([
      { kind: 'staffMessages', channel: 'email', enabled: false },
      { kind: 'staffMessages', channel: 'sms', enabled: true },
    ]);
    onTestFinished(() =>
      setPreferences([
        { kind: 'staffMessages', channel: 'email', enabled: true },
        { kind: 'staffMessages', channel: 'sms', enabled: false },
      ]),
    );
    const id = await ask('jersey', 'Hollis');
    expect((await mark(id, 'fulfilled')).statusCode).toBe(200);
    const [notice] = await noticesAbout('Hollis');
    // The email is kept as skipped (the family turned it off); the text went to the outbox.
    expect(notice!.deliveries.map((d) => d.channel)).toEqual(['email', 'sms']);
    expect(notice!.deliveries[0]).toMatchObject({ status: 'skipped' });
    const sms = notice!.deliveries.find((d) => d.channel === 'sms')!;
    expect(sms).toMatchObject({
      recipient: phone,
      status: expect.stringMatching(/^(queued|sending|sent)$/),
    });
    expect(sms.text).toMatch(
      /^Riverhawks: the jersey for Hollis Family \(FAMILY #12\) is ready\. http/,
    );
  });
});
