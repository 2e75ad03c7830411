import { beforeAll, expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';

const t = testAppForFile();
beforeAll(async () => {
  await t.worker.stop();
});

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

it('keeps one row per https push endpoint, and lets deliveries go by push', async () => {
  const db = t.database.db;
  const familyId = await t.contactId('family');
  const row = { contact_id: familyId, endpoint: 'https://push.example.test/m1', ...keys };
  await db.insertInto('push_subscriptions').values(row).execute();
  await expect(db.insertInto('push_subscriptions').values(row).execute()).rejects.toThrow();
  await expect(
    db
      .insertInto('push_subscriptions')
      .values({ ...row, endpoint: 'ftp://push.example.test/m1' })
      .execute(),
  ).rejects.toThrow();

  const message = await db
    .insertInto('messages')
    .values({
      kind: 'message',
      message_types: 'Email',
      subject: 's',
      body: 'b',
      recipient_count: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = {
    message_id: message.id,
    recipient: familyId,
    language: 'en',
    subject: 's',
    text: 't',
    status: 'skipped' as const,
  };
  await db
    .insertInto('deliveries')
    .values({ ...delivery, channel: 'push', url: '/events/x' })
    .execute();
  await expect(
    db
      .insertInto('deliveries')
      .values({ ...delivery, channel: 'pigeon' as never })
      .execute(),
  ).rejects.toThrow();
  await db.deleteFrom('messages').where('id', '=', message.id).execute();
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', row.endpoint).execute();
});
