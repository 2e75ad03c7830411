import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { severableDb } from '../../testing/severable-db';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventFor } from '../../testing/affiliated-event';
import { Outbox } from '../../platform/outbox/outbox';
import { OutboxWorker } from '../../platform/outbox/outbox-worker';
import { SmtpTransport } from '../../platform/outbox/transports/smtp-transport';
import type { MailTransport, SmsTransport } from '../../platform/outbox/transport';

/** A real SMTP peer on the loopback interface counting what each address received. */
const received = new Map<string, number>();
let total = 0;
let peer: SMTPServer;
let smtpUrl: string;
let t: TestApp;

beforeAll(async () => {
  peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) {
          received.set(r.address, (received.get(r.address) ?? 0) + 1);
          total++;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(peer.server.address() as AddressInfo).port}`;
  t = await createTestApp({ SMTP_URL: smtpUrl });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => peer?.close(() => resolve()));
});

async function until(check: () => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const noSms: SmsTransport = { name: 'none', async sendSms() {} };

it('a 500-recipient send, stopped and killed mid-way, never sends one twice and loses none', async () => {
  // The app's own worker sends first (another test may have stopped it).
  t.worker.start();
  const recipients = Array.from({ length: 500 }, (_, i) => ({
    Email: `family${String(i).padStart(3, '0')}@families.test`,
  }));
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: { MessageTypes: 'Email', Recipients: recipients, Message: 'Season schedule is out' },
  });
  expect(res.statusCode).toBe(202);
  const { id } = res.json() as { id: string };

  // 1. The app's own worker (SMTP) sends, and is stopped part-way through.
  await until(() => total >= 100);
  await t.worker.stop();
  const afterStop = total;
  expect(afterStop).toBeLessThan(500);

  // 2. A second worker is killed mid-send: after 100 more it hands mail to the peer and never
  //    comes back, so those rows stay 'sending' as a crashed process would leave them; it loses
  //    its database connection too, so its heartbeat stops renewing its claims.
  const smtp1 = new SmtpTransport(smtpUrl, 'portal@riverhawks.test');
  const connection1 = severableDb(t.database.db);
  let sentBy1 = 0;
  let died!: () => void;
  const dead = new Promise<void>((r) => (died = r));
  const crashing: MailTransport = {
    name: 'crashing',
    async sendEmail(email) {
      if (sentBy1 >= 100) {
        await smtp1.sendEmail(email); // it arrives...
        connection1.cut(); // ...and the process dies before recording it
        died();
        await new Promise(() => {});
      }
      await smtp1.sendEmail(email);
      sentBy1++;
    },
  };
  const LEASE_MS = 1500;
  const worker1 = new OutboxWorker({
    db: connection1.db,
    outbox: new Outbox(),
    mail: crashing,
    sms: noSms,
    log: t.app.log,
    leaseMs: LEASE_MS,
  });
  worker1.start();
  await dead;
  worker1.stop().catch(() => {}); // never settles: its batch hangs, like a dead process
  // The dead worker's lease runs out, unrenewed: every lease it wrote ends within LEASE_MS of
  // now, so the clock moves past that (it keeps running from there: timeouts still work).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + LEASE_MS + 1);

  // 3. A new worker on the same database drains what is left.
  const smtp2 = new SmtpTransport(smtpUrl, 'portal@riverhawks.test');
  const worker2 = new OutboxWorker({
    db: t.database.db,
    outbox: new Outbox(),
    mail: smtp2,
    sms: noSms,
    log: t.app.log,
  });
  await worker2.drain();
  await smtp1.close();
  await smtp2.close();

  // Nobody got it twice.
  for (const r of recipients) expect(received.get(r.Email) ?? 0, r.Email).toBeLessThanOrEqual(1);
  const rows = await t.database.db
    .selectFrom('deliveries')
    .select(['recipient', 'status', 'last_error'])
    .where('message_id', '=', id)
    .execute();
  expect(rows).toHaveLength(500);
  // None lost: every delivery is sent, or failed with the reason because it was cut off in the
  // very act of sending. Only those in the dead worker's hands (at most its concurrency, 5) can
  // be in that state; what it had claimed but not handed over was sent by the next worker.
  const failed = rows.filter((r) => r.status === 'failed');
  expect(rows.filter((r) => r.status === 'sent').length + failed.length).toBe(500);
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.length).toBeLessThanOrEqual(5);
  for (const f of failed) expect(f.last_error).toMatch(/interrupted/);
  // Every sent row arrived exactly once; the cut-off ones at most once (staff may retry them).
  for (const r of rows.filter((r) => r.status === 'sent'))
    expect(received.get(r.recipient!)).toBe(1);
  expect(total).toBe(received.size);
  expect(received.size).toBeGreaterThanOrEqual(500 - failed.length);
}, 120_000);

it('event reminders: two replicas ticking at once and a restart remind each person once', async () => {
  // Only this test's workers send (the app's own may still run when this test comes first).
  await t.worker.stop();
  const db = t.database.db;
  const { id: squad } = await db
    .insertInto('affiliations')
    .values({ name: 'Never Twice Squad' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const emails = Array.from(
    { length: 60 },
    (_, i) => `remind${String(i).padStart(2, '0')}@families.test`,
  );
  await db
    .insertInto('contacts')
    .values(
      emails.map((email, i) => ({
        first_name: `R${i}`,
        last_name: 'Twice',
        email,
        affiliation_id: squad,
      })),
    )
    .execute();
  const start = new Date('2028-05-09T22:00:00Z');
  const eventId = await eventFor(db, 'Never twice game', squad, start);

  // Two replicas' schedulers pass at the same moment, twice each; then one "restarted" passes.
  const at = new Date(start.getTime() - 24 * 3600_000);
  const replica = t.reminders.replica();
  await Promise.all([
    t.reminders.runOnce(at),
    replica.runOnce(at),
    t.reminders.runOnce(at),
    replica.runOnce(at),
  ]);
  await t.reminders.replica().runOnce(new Date(at.getTime() + 60_000));

  const smtp = new SmtpTransport(smtpUrl, 'portal@riverhawks.test');
  const worker = new OutboxWorker({
    db,
    outbox: new Outbox(),
    mail: smtp,
    sms: noSms,
    log: t.app.log,
  });
  await worker.drain();
  await smtp.close();
  for (const email of emails) expect(received.get(email), email).toBe(1);
  const claims = await db
    .selectFrom('event_reminders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  expect(Number(claims.n)).toBe(60);
}, 120_000);
