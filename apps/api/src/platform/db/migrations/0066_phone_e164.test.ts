import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';
import { phoneE164 } from './0066_phone_e164';

const t = testAppForFile();

it('rewrites stored phones that parse as E.164 and leaves the others as written', async () => {
  const db = t.database.db;
  const ids = await db
    .insertInto('contacts')
    .values([
      { first_name: 'Old', last_name: 'Ten', phone: '5550100233', language: 'en' },
      { first_name: 'Old', last_name: 'Dashes', phone: '(555) 555-0121', language: 'en' },
      { first_name: 'Old', last_name: 'Short', phone: '555-0121', language: 'en' },
    ])
    .returning('id')
    .execute();
  await phoneE164('us').up(db as unknown as Kysely<unknown>);
  const rows = await db
    .selectFrom('contacts')
    .select('phone')
    .where(
      'id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('last_name')
    .execute();
  expect(rows.map((r) => r.phone)).toEqual(['+15555550121', '555-0121', '+15550100233']);
});
