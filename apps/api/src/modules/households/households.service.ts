import { isAdmin, type ContactHousehold, type Household, type HouseholdRole } from '@dugout/shared';
import { canEditContact, canSeeContact, contactNotFound } from '../../platform/access/contacts';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { householdsCatalog } from './households.locales';
import {
  deleteHousehold,
  existingContactIds,
  findContactHousehold,
  findHouseholdByName,
  householdExists,
  insertHousehold,
  listHouseholdRows,
  putHouseholdMembers,
  removeHouseholdMember,
  renameHousehold,
} from './households.queries';

const householdNotFound = () => notFound((language) => householdsCatalog.in(language)('notFound'));
const memberContactNotFound = () =>
  notFound((language) => householdsCatalog.in(language)('contactNotFound'));
const nameTaken = (name: string) =>
  localizedError(
    409,
    'conflict',
    (language) => householdsCatalog.in(language)('nameTaken', { name }),
    'name',
  );

/** PostgreSQL's unique violation (two admins naming a household at once). */
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

function toHouseholds(rows: Awaited<ReturnType<typeof listHouseholdRows>>): Household[] {
  const byId = new Map<number, Household>();
  for (const r of rows) {
    let h = byId.get(r.id);
    if (!h) byId.set(r.id, (h = { id: r.id, name: r.name, members: [] }));
    if (r.contact_id && r.role) {
      h.members.push({
        contactId: r.contact_id,
        firstName: r.first_name ?? '',
        lastName: r.last_name ?? '',
        role: r.role,
      });
    }
  }
  return [...byId.values()];
}

export async function listHouseholds(db: Db): Promise<Household[]> {
  return toHouseholds(await listHouseholdRows(db));
}

async function loadHousehold(db: Db, id: number): Promise<Household> {
  const [h] = toHouseholds(await listHouseholdRows(db, [id]));
  if (!h) throw householdNotFound();
  return h;
}

export async function createHousehold(ctx: AppContext, name: string): Promise<Household> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await findHouseholdByName(trx, name)) throw nameTaken(name);
      return loadHousehold(trx, await insertHousehold(trx, name));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function renameHouseholdById(
  ctx: AppContext,
  id: number,
  name: string,
): Promise<Household> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const same = await findHouseholdByName(trx, name);
      if (same && same.id !== id) throw nameTaken(name);
      if (!(await renameHousehold(trx, id, name))) throw householdNotFound();
      return loadHousehold(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function removeHousehold(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteHousehold(ctx.db, id))) throw householdNotFound();
}

/** Puts a contact in the household with a role (moving them out of any other). */
export async function setHouseholdMember(
  ctx: AppContext,
  householdId: number,
  input: { contactId: string; role: HouseholdRole },
): Promise<Household> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await householdExists(trx, householdId))) throw householdNotFound();
    if (!(await existingContactIds(trx, [input.contactId])).has(input.contactId)) {
      throw memberContactNotFound();
    }
    await putHouseholdMembers(trx, householdId, [input]);
    return loadHousehold(trx, householdId);
  });
}

export async function removeFromHousehold(ctx: AppContext, contactId: string): Promise<void> {
  if (!(await removeHouseholdMember(ctx.db, contactId))) {
    throw notFound((language) => householdsCatalog.in(language)('notMember'));
  }
}

/**
 * The household on a contact's card: admins (who manage it), and the contact themself and their
 * household (a guardian editing a child's card sees it; only admins change it).
 */
export async function contactHousehold(
  ctx: AppContext,
  member: Member,
  contactId: string,
  contact: { id: string; hide_contact_from_others: boolean } | null,
): Promise<ContactHousehold> {
  if (!contact) throw contactNotFound();
  const admin = isAdmin(member);
  // Self and household are seen hidden or not, and without the directory (access/contacts).
  if (
    !admin &&
    !canSeeContact(member, { id: contact.id, hidden: contact.hide_contact_from_others })
  ) {
    throw contactNotFound();
  }
  const row = await findContactHousehold(ctx.db, contactId);
  return {
    contactId,
    household: row ? { id: row.id, name: row.name, role: row.role } : null,
    canManage: admin,
    canEdit: canEditContact(member, { id: contactId }),
  };
}

export interface HouseholdGroup {
  name: string;
  members: { contactId: string; role: HouseholdRole }[];
}

/**
 * For the CSV import (issue 15 §4), inside the caller's transaction: each group's household is
 * found by name (case-insensitively) or created, and its members are put in it with their roles
 * (moved out of any other household). Groups with the same name are one household. Throws a 400
 * naming the contact when one is given twice, a 404 when a contact does not exist.
 */
export async function formHouseholds(
  trx: Db,
  groups: readonly HouseholdGroup[],
): Promise<{ name: string; id: number; created: boolean }[]> {
  const seen = new Set<string>();
  for (const g of groups) {
    for (const m of g.members) {
      if (seen.has(m.contactId)) {
        throw badRequest(
          (language) => householdsCatalog.in(language)('twice', { name: m.contactId }),
          'contactId',
        );
      }
      seen.add(m.contactId);
    }
  }
  const existing = await existingContactIds(trx, [...seen]);
  if ([...seen].some((id) => !existing.has(id))) throw memberContactNotFound();
  const out: { name: string; id: number; created: boolean }[] = [];
  const byName = new Map<string, { name: string; id: number; created: boolean }>();
  for (const g of groups) {
    const name = g.name.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    let h = byName.get(key);
    if (!h) {
      const found = await findHouseholdByName(trx, name);
      h = found
        ? { name: found.name, id: found.id, created: false }
        : { name, id: await insertHousehold(trx, name), created: true };
      byName.set(key, h);
      out.push(h);
    }
    await putHouseholdMembers(trx, h.id, g.members);
  }
  return out;
}
