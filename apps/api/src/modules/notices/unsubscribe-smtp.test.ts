import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestLoginCode } from '../../platform/idp/login-codes';
import { deliveryReasonText } from '../../platform/outbox/delivery-reasons';
import { Outbox } from '../../platform/outbox/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * One-click unsubscribe end to end over SMTP: a real SMTP peer on the loopback interface
 * receives what the outbox sends, and the test reads the raw headers as a mail provider would.
 */
const received: { to: string[]; raw: string }[] = [];
let peer: SMTPServer;
let t: TestApp;
const PUBLIC_URL = 'https://dugout.localhost';

beforeAll(async () => {
  peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => peer?.close(() => resolve()));
});

/** A header's value as sent, unfolded (RFC 5322 §2.2.3); null when the message has none. */
function header(raw: string, name: string): string | null {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

const mailTo = (address: string, from: number) =>
  received.slice(from).filter((m) => m.to.includes(address));

const sendStaffMessage = (text: string) =>
  t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: {
      MessageTypes: 'Email',
      Recipients: [{ Email: 'family@riverhawks.test', Name: 'Family' }],
      Message: text,
    },
  });

it('bulk mail carries RFC 8058 one-click headers whose POST opts the member out; a login code none', async () => {
  const family = 'family@riverhawks.test';
  const start = received.length;
  expect((await sendStaffMessage('Practice moved to field 2')).statusCode).toBe(202);
  const event = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: { name: 'Unsubscribe picnic', date: '2031-06-01T17:00:00Z', emailList: [family] },
  });
  expect(event.statusCode, event.body).toBe(200);
  await t.worker.drain();

  const mails = mailTo(family, start);
  expect(mails).toHaveLength(2);
  const urls = mails.map((m) => {
    const list = header(m.raw, 'List-Unsubscribe');
    expect(list).toMatch(/^<https:\/\/dugout\.localhost\/api\/unsubscribe\/[A-Za-z0-9_.-]+>$/);
    expect(header(m.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    return list!.slice(1, -1);
  });
  // One link per kind: staff messages and event notices.
  expect(new Set(urls).size).toBe(2);

  // The mail provider's one-click POST: the URL from the header, the body RFC 8058 names.
  const staffUrl = urls.find((u) => mails[urls.indexOf(u)]!.raw.includes('Practice moved'))!;
  const res = await t.app.inject({
    method: 'POST',
    url: staffUrl.slice(PUBLIC_URL.length),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(res.statusCode, res.body).toBe(200);

  // The next staff message skips the member by email ("opted out" in the ledger); sent by email
  // and text, since their texts (on by default with a phone) still carry it.
  const again = received.length;
  const second = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: {
      MessageTypes: 'Both',
      Recipients: [{ Email: family, PhoneNumber: '+15550100177', Name: 'Family' }],
      Message: 'Bring water',
    },
  });
  await t.worker.drain();
  expect(mailTo(family, again)).toHaveLength(0);
  const ledger = await t.database.db
    .selectFrom('deliveries')
    .select(['channel', 'status', 'last_error'])
    .where('message_id', '=', second.json<{ id: string }>().id)
    .where('channel', '=', 'email')
    .execute();
  expect(ledger).toEqual([
    { channel: 'email', status: 'skipped', last_error: deliveryReasonText.optedOut() },
  ]);

  // Transactional mail carries no List-Unsubscribe.
  const codes = received.length;
  await requestLoginCode(t.database.db, new Outbox(), { email: family, teamName: 'Riverhawks' });
  await t.worker.drain();
  const code = mailTo(family, codes);
  expect(code).toHaveLength(1);
  expect(header(code[0]!.raw, 'List-Unsubscribe')).toBeNull();
  expect(header(code[0]!.raw, 'List-Unsubscribe-Post')).toBeNull();
});
