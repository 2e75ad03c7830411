import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';

const t = testAppForFile();

const contact = (first: string) =>
  t.database.db
    .insertInto('contacts')
    .values({ first_name: first, last_name: 'Household0069', language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();

it('keeps a contact in at most one household, checks the role, and cascades deletes', async () => {
  const db = t.database.db;
  const [a, b] = await db
    .insertInto('households')
    .values([{ name: 'Migration A' }, { name: 'Migration B' }])
    .returning('id')
    .execute();
  const kid = await contact('Kid');
  const mum = await contact('Mum');
  await db
    .insertInto('household_members')
    .values([
      { household_id: a!.id, contact_id: kid.id, role: 'player' },
      { household_id: a!.id, contact_id: mum.id, role: 'guardian' },
    ])
    .execute();
  await expect(
    db
      .insertInto('household_members')
      .values({ household_id: b!.id, contact_id: kid.id, role: 'sibling' })
      .execute(),
  ).rejects.toThrow();
  await expect(
    db
      .insertInto('household_members')
      .values({ household_id: b!.id, contact_id: (await contact('X')).id, role: 'uncle' as never })
      .execute(),
  ).rejects.toThrow();
  await expect(
    db.insertInto('households').values({ name: 'migration a' }).execute(),
  ).rejects.toThrow();

  await db.deleteFrom('contacts').where('id', '=', kid.id).execute();
  const left = await db
    .selectFrom('household_members')
    .select('contact_id')
    .where('household_id', '=', a!.id)
    .execute();
  expect(left.map((r) => r.contact_id)).toEqual([mum.id]);
  await db.deleteFrom('households').where('id', '=', a!.id).execute();
  const mumLeft = await db
    .selectFrom('household_members')
    .select('contact_id')
    .where('contact_id', '=', mum.id)
    .execute();
  expect(mumLeft).toEqual([]);
});
