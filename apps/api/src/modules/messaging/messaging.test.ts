import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_RECIPIENTS } from '@dugout/shared';
import { testAppForFile, type TestApp } from '../../testing/test-app';
import { Outbox } from '../../platform/outbox/outbox';
import { OutboxWorker, backoffMs } from '../../platform/outbox/outbox-worker';
import type { MailTransport, SmsTransport } from '../../platform/outbox/transport';

const t = testAppForFile();

const send = (who: Parameters<TestApp['injectAs']>[0], payload: unknown) =>
  t.injectAs(who, { method: 'POST', url: '/api/messaging/send', payload: payload as object });

const countMessages = async () =>
  (await t.database.db.selectFrom('messages').select('id').execute()).length;

describe('POST /api/messaging/send', () => {
  const valid = {
    MessageTypes: 'Email',
    Recipients: [{ Email: 'a@families.test', PhoneNumber: '5550100111' }],
    Message: 'Practice moved to 6 pm',
  };

  it('needs a token and an admin', async () => {
    expect((await send(null, valid)).statusCode).toBe(401);
    for (const who of ['family', 'staff', 'newcomer'] as const) {
      expect((await send(who, valid)).statusCode).toBe(403);
    }
    for (const who of ['admin', 'it'] as const) {
      const res = await send(who, valid);
      expect(res.statusCode).toBe(202);
      expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await countMessages();
    const cases: [unknown, RegExp][] = [
      [{ ...valid, MessageTypes: 'Fax' }, /MessageTypes must be Email, SMS or Both/],
      [{ ...valid, MessageTypes: undefined }, /MessageTypes/],
      [{ ...valid, Recipients: [] }, /at least one recipient/i],
      [{ ...valid, Message: '   ' }, /message is empty/i],
      [{ ...valid, Message: undefined }, /Message/],
      [{ ...valid, Recipients: [{ Email: 'x@y.test', Language: 'fr' }] }, /Language/],
      [
        {
          ...valid,
          Recipients: Array.from({ length: MESSAGE_MAX_RECIPIENTS + 1 }, (_, i) => ({
            Email: `r${i}@families.test`,
          })),
        },
        new RegExp(`At most ${MESSAGE_MAX_RECIPIENTS} recipients`),
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await send('admin', payload);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await countMessages()).toBe(before);
  });

  it('writes one delivery per recipient and channel, skips missing ones, fails bad numbers, speaks Spanish', async () => {
    const res = await send('admin', {
      MessageTypes: 'Both',
      Recipients: [
        { Email: 'ana@families.test', PhoneNumber: '(555) 010-0123', Language: 'es', Name: 'Ana' },
        { Email: 'ben@families.test', PhoneNumber: null, Name: 'Ben' },
        { Email: null, PhoneNumber: '12', Name: 'Cy' },
        // Listed twice: still one email and one text.
        { Email: 'ANA@families.test', PhoneNumber: '+1 555 010 0123', Language: 'es' },
      ],
      Message: 'Game day!',
      MessageEs: '¡Día de partido!',
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    await t.worker.drain();

    const detail = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/messaging/messages/${id}`,
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    const rows = body.deliveries as {
      channel: string;
      recipient: string | null;
      recipientLabel: string;
      status: string;
      reason: string | null;
    }[];
    expect(rows).toHaveLength(6);
    const find = (label: string, channel: string) =>
      rows.find((r) => r.recipientLabel === label && r.channel === channel)!;
    expect(find('Ana', 'email').status).toBe('sent');
    expect(find('Ana', 'sms')).toMatchObject({ status: 'sent', recipient: '+15550100123' });
    expect(find('Ben', 'email').status).toBe('sent');
    expect(find('Ben', 'sms')).toMatchObject({
      status: 'skipped',
      reason: 'No phone number for this recipient',
    });
    expect(find('Cy', 'email').status).toBe('skipped');
    expect(find('Cy', 'sms')).toMatchObject({
      status: 'failed',
      reason: 'Invalid phone number: 12',
    });
    expect(body.counts).toEqual({ queued: 0, sending: 0, sent: 3, failed: 1, skipped: 2 });

    const mailbox = await t.database.db.selectFrom('dev_mailbox').selectAll().execute();
    expect(mailbox.find((m) => m.to === 'ana@families.test')?.text).toBe('¡Día de partido!');
    // A text names the team and ends with the opt-out line, in the reader's language.
    expect(mailbox.find((m) => m.to === '+15550100123')?.text).toBe(
      'Riverhawks: ¡Día de partido!\nResponde STOP para no recibir más',
    );
    expect(mailbox.find((m) => m.to === 'ben@families.test')?.text).toBe('Game day!');

    const list = await t.injectAs('admin', { method: 'GET', url: '/api/messaging/messages' });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((m: { id: string }) => m.id === id);
    expect(listed.counts.sent).toBe(3);
    expect(listed.retryable).toBe(0); // the bad number failed before sending: retrying cannot help
    // Sign-in codes are secrets: never in the ledger.
    expect(list.json().filter((m: { kind: string }) => m.kind === 'login_code')).toEqual([]);
  });

  it('guards the ledger', async () => {
    for (const url of [
      '/api/messaging/messages',
      '/api/messaging/messages/00000000-0000-0000-0000-000000000000',
    ]) {
      expect((await t.injectAs(null, { method: 'GET', url })).statusCode).toBe(401);
      expect((await t.injectAs('family', { method: 'GET', url })).statusCode).toBe(403);
    }
    const missing = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/messaging/messages/00000000-0000-0000-0000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.injectAs('admin', { method: 'GET', url: '/api/messaging/messages/nope' }))
        .statusCode,
    ).toBe(400);
    const retry = (who: 'family' | 'admin') =>
      t.injectAs(who, {
        method: 'POST',
        url: '/api/messaging/messages/00000000-0000-0000-0000-000000000000/retry',
      });
    expect((await retry('family')).statusCode).toBe(403);
    expect((await retry('admin')).statusCode).toBe(404);
  });
});

describe('a failing transport', () => {
  it('retries with backoff, then fails with the reason; retry re-queues it', async () => {
    await t.worker.stop(); // this test drives its own worker
    let calls = 0;
    const failing: MailTransport = {
      name: 'failing',
      async sendEmail() {
        calls++;
        throw new Error('421 mail server busy');
      },
    };
    const sms: SmsTransport = { name: 'none', async sendSms() {} };
    const worker = new OutboxWorker({
      db: t.database.db,
      outbox: new Outbox(),
      mail: failing,
      sms,
      log: t.app.log,
      maxAttempts: 3,
    });
    const res = await send('admin', {
      MessageTypes: 'Email',
      Recipients: [{ Email: 'busy@families.test' }],
      Message: 'Hello',
    });
    const { id } = res.json() as { id: string };
    const delivery = () =>
      t.database.db
        .selectFrom('deliveries')
        .selectAll()
        .where('message_id', '=', id)
        .executeTakeFirstOrThrow();

    const started = Date.now();
    await worker.runOnce();
    let d = await delivery();
    expect(d).toMatchObject({ status: 'queued', attempts: 1, last_error: '421 mail server busy' });
    // Backed off: not due again for about backoffMs(1).
    expect(d.next_attempt_at.getTime()).toBeGreaterThanOrEqual(started + backoffMs(1) - 1000);
    expect(await worker.runOnce()).toBe(0);

    for (let attempt = 2; attempt <= 3; attempt++) {
      await t.database.db
        .updateTable('deliveries')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('id', '=', d.id)
        .execute();
      await worker.runOnce();
    }
    d = await delivery();
    expect(d).toMatchObject({ status: 'failed', attempts: 3, last_error: '421 mail server busy' });
    expect(calls).toBe(3);
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));

    const ledger = await t.injectAs('admin', { method: 'GET', url: '/api/messaging/messages' });
    expect(ledger.json().find((m: { id: string }) => m.id === id).retryable).toBe(1);
    const retried = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/messaging/messages/${id}/retry`,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ requeued: 1 });
    expect(await delivery()).toMatchObject({ status: 'queued', attempts: 0 });
    await t.database.db.deleteFrom('deliveries').where('message_id', '=', id).execute();
  });
});
