import { sql } from 'kysely';
import type { HouseholdRole } from '@dugout/shared';
import { teamsOfContact } from '../../platform/access/teams';
import type { Db } from '../../platform/db/database';

/** Every household with its members (guardians first, then by first name). */
export async function listHouseholdRows(db: Db, ids?: readonly number[]) {
  if (ids && ids.length === 0) return [];
  let q = db
    .selectFrom('households as h')
    .leftJoin('household_members as hm', 'hm.household_id', 'h.id')
    .leftJoin('contacts as c', 'c.id', 'hm.contact_id')
    .select(['h.id', 'h.name', 'hm.contact_id', 'hm.role', 'c.first_name', 'c.last_name']);
  if (ids) q = q.where('h.id', 'in', ids);
  return q
    .orderBy(sql`lower(h.name)`)
    .orderBy('h.id')
    .orderBy(sql`case hm.role when 'guardian' then 0 when 'player' then 1 else 2 end`)
    .orderBy(sql`lower(c.first_name)`)
    .execute();
}

export async function findHouseholdByName(db: Db, name: string) {
  return db
    .selectFrom('households')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertHousehold(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('households')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameHousehold(db: Db, id: number, name: string): Promise<boolean> {
  const r = await db
    .updateTable('households')
    .set({ name, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteHousehold(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('households').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Puts contacts in a household with their roles, moving them out of any other. */
export async function putHouseholdMembers(
  db: Db,
  householdId: number,
  members: readonly { contactId: string; role: HouseholdRole }[],
): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto('household_members')
    .values(
      members.map((m) => ({ household_id: householdId, contact_id: m.contactId, role: m.role })),
    )
    .onConflict((oc) =>
      oc.column('contact_id').doUpdateSet({
        household_id: (eb) => eb.ref('excluded.household_id'),
        role: (eb) => eb.ref('excluded.role'),
      }),
    )
    .execute();
  await db
    .updateTable('households')
    .set({ updated_at: new Date() })
    .where('id', '=', householdId)
    .execute();
}

export async function removeHouseholdMember(db: Db, contactId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('household_members')
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * These contacts with their household and role now (none: nulls), for the audit of a change;
 * missing contacts are left out. Their rows are locked until the transaction ends, so what the
 * audit calls "before" is what the change replaced, also with two admins at once.
 */
export async function membershipsOf(db: Db, contactIds: readonly string[]) {
  if (contactIds.length === 0) return [];
  return db
    .selectFrom('contacts as c')
    .leftJoin('household_members as hm', 'hm.contact_id', 'c.id')
    .leftJoin('households as h', 'h.id', 'hm.household_id')
    .select([
      'c.id as contactId',
      'c.first_name as firstName',
      'c.last_name as lastName',
      'h.id as householdId',
      'h.name as householdName',
      'hm.role',
    ])
    .where('c.id', 'in', contactIds)
    .forUpdate('c')
    .execute();
}

/** A contact's household and role, if any. */
export async function findContactHousehold(db: Db, contactId: string) {
  return db
    .selectFrom('household_members as hm')
    .innerJoin('households as h', 'h.id', 'hm.household_id')
    .select(['h.id', 'h.name', 'hm.role'])
    .where('hm.contact_id', '=', contactId)
    .executeTakeFirst();
}

/** What the access rules look at in a contact. */
export async function findHouseholdContact(db: Db, id: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'hide_contact_from_others'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Each of these contacts with everyone of their household (themself alone when they have none),
 * with what the household rule reads (household-people.ts): names, role, and what the access
 * and audience rules look at. One row per anchor and person.
 */
export async function householdRowsOf(db: Db, contactIds: readonly string[]) {
  if (contactIds.length === 0) return [];
  return db
    .selectFrom('contacts as a')
    .leftJoin('household_members as own', 'own.contact_id', 'a.id')
    .leftJoin('household_members as m', 'm.household_id', 'own.household_id')
    .innerJoin('contacts as c', (join) =>
      join.on(sql<boolean>`c.id = coalesce(m.contact_id, a.id)`),
    )
    .select([
      'a.id as anchor_id',
      'own.household_id',
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.permissions',
      'c.affiliation_id',
      'm.role',
    ])
    .select((eb) => teamsOfContact(eb.ref('c.id')).as('teams'))
    .where('a.id', 'in', contactIds)
    .execute();
}
