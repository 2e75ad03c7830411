import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageSummary } from '@dugout/shared';
import { startMessagePeers } from '../../testing/message-peers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * A staff message as the providers receive it, through the real transports to their loopback
 * peers: the email's subject (the staff's own, or the default), and each text's team name and
 * opt-out line in its reader's language.
 */
let t: TestApp;
let peers: Awaited<ReturnType<typeof startMessagePeers>>;
const ENGLISH = { email: 'eli.wording@families.test', phone: '+15550108811' };
const SPANISH = { email: 'sol.wording@families.test', phone: '+15550108812' };
let recipients: {
  Email: string;
  PhoneNumber: string;
  Language: 'en' | 'es';
  ContactId: string;
}[];

beforeAll(async () => {
  peers = await startMessagePeers();
  t = await createTestApp({ ...peers.env, TEAM_NAME: 'Riverhawks' });
  const db = t.database.db;
  const rows = await db
    .insertInto('contacts')
    .values([
      { first_name: 'Eli', last_name: 'Wording', language: 'en', ...ENGLISH },
      { first_name: 'Sol', last_name: 'Wording', language: 'es', ...SPANISH },
    ])
    .returning(['id', 'email', 'phone', 'language'])
    .execute();
  await markPhonesVerified(
    db,
    rows.map((r) => r.id),
  );
  recipients = rows.map((r) => ({
    Email: r.email!,
    PhoneNumber: r.phone!,
    Language: r.language as 'en' | 'es',
    ContactId: r.id,
  }));
});
afterAll(async () => {
  await t?.close();
  await peers?.close();
});

/** Sends as the admin and waits until the worker has handed every delivery over. */
async function send(payload: Record<string, unknown>): Promise<string> {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: { Recipients: recipients, ...payload },
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.worker.drain();
  return res.json<{ id: string }>().id;
}

const mailTo = (address: string, marker: string) =>
  peers.smtp.received.find((m) => m.to.includes(address) && m.text.includes(marker));
const textTo = (phone: string, marker: string) =>
  peers.sms.sent.find((f) => f.get('To') === phone && f.get('Body')!.includes(marker))?.get('Body');

describe('a staff message’s email subject', () => {
  it('is the staff’s subject, as written, for readers of either language; the ledger shows it', async () => {
    const id = await send({
      MessageTypes: 'Email',
      Subject: '  Rain: practice moves indoors ',
      Message: 'Practice moves to the gym. (subject set)',
      MessageEs: 'La práctica pasa al gimnasio. (subject set)',
    });
    expect(mailTo(ENGLISH.email, '(subject set)')?.subject).toBe('Rain: practice moves indoors');
    expect(mailTo(SPANISH.email, '(subject set)')?.subject).toBe('Rain: practice moves indoors');
    const detail = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/messaging/messages/${id}`,
    });
    expect(detail.json<MessageDetail>()).toMatchObject({
      subject: 'Rain: practice moves indoors',
      staffSubject: 'Rain: practice moves indoors',
    });
    const list = await t.injectAs('admin', { method: 'GET', url: '/api/messaging/messages' });
    expect(list.json<MessageSummary[]>().find((m) => m.id === id)?.staffSubject).toBe(
      'Rain: practice moves indoors',
    );
  });

  it('is the team’s default in each reader’s language without one', async () => {
    for (const Subject of [undefined, '', '   ', null]) {
      const marker = `(no subject ${JSON.stringify(Subject)})`;
      const id = await send({ MessageTypes: 'Email', Subject, Message: `Game at 7 ${marker}` });
      expect(mailTo(ENGLISH.email, marker)?.subject).toBe('A message from the Riverhawks');
      expect(mailTo(SPANISH.email, marker)?.subject).toBe('Mensaje de los Riverhawks');
      const detail = await t.injectAs('admin', {
        method: 'GET',
        url: `/api/messaging/messages/${id}`,
      });
      // Stored in English; the ledger shows no subject staff did not write.
      expect(detail.json<MessageDetail>()).toMatchObject({
        subject: 'A message from the Riverhawks',
        staffSubject: null,
      });
    }
  });
});

describe('a staff text', () => {
  it('starts with the team’s name and ends with the opt-out line in its reader’s language', async () => {
    await send({
      MessageTypes: 'Both',
      Subject: 'Not in a text',
      Message: 'Bus leaves at 7:15 (both languages)',
      MessageEs: 'El autobús sale a las 7:15 (both languages)',
    });
    expect(textTo(ENGLISH.phone, '(both languages)')).toBe(
      'Riverhawks: Bus leaves at 7:15 (both languages)\nReply STOP to opt out',
    );
    expect(textTo(SPANISH.phone, '(both languages)')).toBe(
      'Riverhawks: El autobús sale a las 7:15 (both languages)\nResponde STOP para no recibir más',
    );
    // The email opens with the message as written, without either.
    const email = mailTo(ENGLISH.email, '(both languages)')!.text;
    expect(email.startsWith('Bus leaves at 7:15 (both languages)\n')).toBe(true);
    expect(email).not.toContain('Riverhawks:');
    expect(email).not.toContain('Reply STOP');
  });

  it('gives a Spanish reader their own line under the English text when there is no Spanish one', async () => {
    await send({ MessageTypes: 'SMS', Message: 'Bus leaves at 7:15 (English only)' });
    expect(textTo(SPANISH.phone, '(English only)')).toBe(
      'Riverhawks: Bus leaves at 7:15 (English only)\nResponde STOP para no recibir más',
    );
  });

  it('does not add a second line to a text that closes with one', async () => {
    await send({ MessageTypes: 'SMS', Message: 'Bus at 7:15 (own line). Reply STOP to opt out.' });
    expect(textTo(ENGLISH.phone, '(own line)')).toBe(
      'Riverhawks: Bus at 7:15 (own line). Reply STOP to opt out.',
    );
    expect(textTo(SPANISH.phone, '(own line)')).toBe(
      'Riverhawks: Bus at 7:15 (own line). Reply STOP to opt out.',
    );
  });
});
