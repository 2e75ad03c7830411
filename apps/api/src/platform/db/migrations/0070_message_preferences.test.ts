import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';

const t = testAppForFile();

it('keeps one choice per contact, kind and channel, checks both, and cascades deletes', async () => {
  const db = t.database.db;
  const c = await db
    .insertInto('contacts')
    .values({ first_name: 'Pref', last_name: 'Migration0070', language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = {
    contact_id: c.id,
    kind: 'staffMessages' as const,
    channel: 'email' as const,
    enabled: false,
  };
  await db.insertInto('message_preferences').values(row).execute();
  await expect(db.insertInto('message_preferences').values(row).execute()).rejects.toThrow();
  await expect(
    db
      .insertInto('message_preferences')
      .values({ ...row, kind: 'gossip' as never })
      .execute(),
  ).rejects.toThrow();
  await expect(
    db
      .insertInto('message_preferences')
      .values({ ...row, channel: 'pigeon' as never })
      .execute(),
  ).rejects.toThrow();
  await db.deleteFrom('contacts').where('id', '=', c.id).execute();
  const left = await db
    .selectFrom('message_preferences')
    .select('kind')
    .where('contact_id', '=', c.id)
    .execute();
  expect(left).toEqual([]);
});
