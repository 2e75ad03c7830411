import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';

const t = testAppForFile();

const verification = (id: string) =>
  t.database.db
    .selectFrom('phone_verifications')
    .select('phone')
    .where('contact_id', '=', id)
    .executeTakeFirst();

it('forgets a confirmation whenever the phone changes, whoever changes it, and only then', async () => {
  const db = t.database.db;
  const { id } = await db
    .insertInto('contacts')
    .values({ first_name: 'Mig', last_name: 'Eighty', phone: '+15550108001' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('phone_verifications')
    .values({ contact_id: id, phone: '+15550108001' })
    .execute();
  // Another field, or the same number written again: still confirmed.
  await db.updateTable('contacts').set({ last_name: 'Renamed' }).where('id', '=', id).execute();
  await db.updateTable('contacts').set({ phone: '+15550108001' }).where('id', '=', id).execute();
  expect(await verification(id)).toEqual({ phone: '+15550108001' });
  // A new number, or none: gone.
  await db.updateTable('contacts').set({ phone: null }).where('id', '=', id).execute();
  expect(await verification(id)).toBeUndefined();
  // Only E.164 numbers can be confirmed; a deleted contact takes its row with it.
  await expect(
    db.insertInto('phone_verifications').values({ contact_id: id, phone: '555-0108' }).execute(),
  ).rejects.toThrow();
  await db.updateTable('contacts').set({ phone: '+15550108002' }).where('id', '=', id).execute();
  await db
    .insertInto('phone_verifications')
    .values({ contact_id: id, phone: '+15550108002' })
    .execute();
  await db.deleteFrom('contacts').where('id', '=', id).execute();
  expect(await verification(id)).toBeUndefined();
});

it("the demo seed confirms its members' numbers, all but Nico Newcomer's", async () => {
  const rows = await t.database.db
    .selectFrom('contacts as c')
    .leftJoin('phone_verifications as pv', 'pv.contact_id', 'c.id')
    .select(['c.email', 'pv.phone'])
    .where('c.email', 'in', ['family@riverhawks.test', 'newcomer@riverhawks.test'])
    .orderBy('c.email')
    .execute();
  expect(rows).toEqual([
    { email: 'family@riverhawks.test', phone: '+15550100003' },
    { email: 'newcomer@riverhawks.test', phone: null },
  ]);
});
