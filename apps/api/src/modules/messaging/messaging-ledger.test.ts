import { describe, expect, it } from 'vitest';
import type { MessageSummary } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

/** A message of `kind` at `at`, with one delivery per status given (no recipient: never sent). */
async function message(kind: string, body: string, at: Date, statuses: string[]) {
  const row = await db()
    .insertInto('messages')
    .values({
      kind,
      message_types: 'Email',
      subject: body,
      body,
      recipient_count: statuses.length,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const status of statuses) {
    await db()
      .insertInto('deliveries')
      .values({
        message_id: row.id,
        channel: 'email',
        recipient: null,
        language: 'en',
        subject: body,
        text: body,
        status: status as 'queued',
        last_error: status === 'failed' ? 'boom' : null,
      })
      .execute();
  }
  return row.id;
}

const ledger = async (query = '') => {
  const res = await t.injectAs('admin', { method: 'GET', url: `/api/messaging/messages${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessageSummary[]>();
};

/** Far in the future, so these are the newest messages of the file's database. */
const at = (minutes: number) => new Date(Date.UTC(2099, 0, 1, 12, minutes));

describe('GET /api/messaging/messages', () => {
  it('filters by a delivery status, and marks the automatic messages', async () => {
    const failed = await message('message', 'Ledger failed send', at(1), ['sent', 'failed']);
    const sent = await message('message', 'Ledger sent send', at(2), ['sent']);
    const confirm = await message('rsvp_confirmation', 'Ledger confirmation', at(3), ['failed']);
    const failedOnly = await ledger('?status=failed');
    const ids = failedOnly.map((m) => m.id);
    expect(ids).toContain(failed);
    expect(ids).toContain(confirm);
    expect(ids).not.toContain(sent);
    expect(failedOnly.filter((m) => m.counts.failed === 0)).toEqual([]);
    const all = await ledger();
    expect(all.find((m) => m.id === confirm)).toMatchObject({ automatic: true });
    expect(all.find((m) => m.id === sent)).toMatchObject({ automatic: false });
  });

  it('keeps the staff’s sends in sight however many automatic messages came after', async () => {
    const staff = await message('message', 'Ledger staff send', at(10), ['sent']);
    for (let i = 0; i < 60; i++)
      await message('reminder', `Ledger reminder ${i}`, at(11 + i), ['sent']);
    const all = await ledger();
    expect(all.map((m) => m.id)).toContain(staff);
    // Newest first, the automatic ones beside the staff's.
    expect(all[0]).toMatchObject({ body: 'Ledger reminder 59', automatic: true });
    const times = all.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses an unknown status with a message in the reader’s language', async () => {
    const res = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/messaging/messages?status=lost',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/status debe ser queued, sending, sent, failed o skipped/);
  });
});
