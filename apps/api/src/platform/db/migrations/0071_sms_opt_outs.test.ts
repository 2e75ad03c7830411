import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';

const t = testAppForFile();

it('keeps one row per E.164 number with a known source', async () => {
  const db = t.database.db;
  await db
    .insertInto('sms_opt_outs')
    .values({ phone: '+15550107101', source: 'stop-keyword' })
    .execute();
  const row = await db
    .selectFrom('sms_opt_outs')
    .selectAll()
    .where('phone', '=', '+15550107101')
    .executeTakeFirstOrThrow();
  expect(row.opted_out_at).toBeInstanceOf(Date);
  expect(row.opted_in_at).toBeNull();
  await expect(
    db
      .insertInto('sms_opt_outs')
      .values({ phone: '+15550107101', source: 'carrier-21610' })
      .execute(),
  ).rejects.toThrow();
  await expect(
    db.insertInto('sms_opt_outs').values({ phone: '555-0107', source: 'stop-keyword' }).execute(),
  ).rejects.toThrow();
  await expect(
    db
      .insertInto('sms_opt_outs')
      .values({ phone: '+15550107102', source: 'email' as never })
      .execute(),
  ).rejects.toThrow();
  await db.deleteFrom('sms_opt_outs').where('phone', '=', '+15550107101').execute();
});
