import {
  fullNameOf,
  type ContactHousehold,
  type Household,
  type HouseholdRole,
} from '@dugout/shared';
import { canEditContact, canSeeContact, contactNotFound } from '../../platform/access/contacts';
import { canManageHouseholds } from '../../platform/access/households';
import type { Member } from '../../platform/auth/access-policy';
import { writeAuditRows, type AuditEntry } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import {
  householdCreated,
  householdDeleted,
  householdRenamed,
  memberLeft,
  memberPut,
  type HouseholdActor,
  type Membership,
} from './households.audit';
import { householdsCatalog } from './households.locales';
import {
  deleteHousehold,
  findContactHousehold,
  findHouseholdByName,
  insertHousehold,
  listHouseholdRows,
  membershipsOf,
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

/** The audit's actor for a change made through the API, by the name they have now. */
const byMember = (member: Member): HouseholdActor => ({
  actorId: member.id,
  actorName: fullNameOf(member),
});

/** Each contact's membership now, by id (locked for the transaction: households.queries). */
async function membershipsById(trx: Db, ids: readonly string[]) {
  return new Map<string, Membership>((await membershipsOf(trx, ids)).map((m) => [m.contactId, m]));
}

export async function createHousehold(
  ctx: AppContext,
  member: Member,
  name: string,
): Promise<Household> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await findHouseholdByName(trx, name)) throw nameTaken(name);
      const id = await insertHousehold(trx, name);
      await writeAuditRows(trx, [householdCreated(byMember(member), { id, name })]);
      return loadHousehold(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function renameHouseholdById(
  ctx: AppContext,
  member: Member,
  id: number,
  name: string,
): Promise<Household> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const same = await findHouseholdByName(trx, name);
      if (same && same.id !== id) throw nameTaken(name);
      const before = await loadHousehold(trx, id);
      if (!(await renameHousehold(trx, id, name))) throw householdNotFound();
      if (before.name !== name) {
        await writeAuditRows(trx, [householdRenamed(byMember(member), id, before.name, name)]);
      }
      return loadHousehold(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function removeHousehold(ctx: AppContext, member: Member, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const h = await loadHousehold(trx, id);
    // Locked and read before the delete: its members leave with it, and the audit says so.
    const before = await membershipsById(
      trx,
      h.members.map((m) => m.contactId),
    );
    if (!(await deleteHousehold(trx, id))) throw householdNotFound();
    const left = [...before.values()].filter((m) => m.householdId === id);
    await writeAuditRows(trx, householdDeleted(byMember(member), h, left));
  });
}

/** Puts a contact in the household with a role (moving them out of any other). */
export async function setHouseholdMember(
  ctx: AppContext,
  member: Member,
  householdId: number,
  input: { contactId: string; role: HouseholdRole },
): Promise<Household> {
  return ctx.db.transaction().execute(async (trx) => {
    const h = await loadHousehold(trx, householdId);
    const before = (await membershipsById(trx, [input.contactId])).get(input.contactId);
    if (!before) throw memberContactNotFound();
    await putHouseholdMembers(trx, householdId, [input]);
    await writeAuditRows(trx, memberPut(byMember(member), before, h, input.role));
    return loadHousehold(trx, householdId);
  });
}

export async function removeFromHousehold(
  ctx: AppContext,
  member: Member,
  contactId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = (await membershipsById(trx, [contactId])).get(contactId);
    if (!before || !(await removeHouseholdMember(trx, contactId))) {
      throw notFound((language) => householdsCatalog.in(language)('notMember'));
    }
    await writeAuditRows(trx, memberLeft(byMember(member), before));
  });
}

/**
 * GET /api/household/contact/{id}, for the contact's card and form: whether the reader may edit
 * the card, for anyone who may see the contact; and the household and role only to those who
 * may edit it (admins, who manage it; the contact themself; a guardian for their child, who sees
 * it and may not change it). Anyone else learns nothing of who is whose parent or child.
 */
export async function contactHousehold(
  ctx: AppContext,
  member: Member,
  contactId: string,
  contact: { id: string; hide_contact_from_others: boolean } | null,
): Promise<ContactHousehold> {
  if (!contact) throw contactNotFound();
  // Self and household are seen hidden or not, and without the directory (access/contacts).
  if (!canSeeContact(member, { id: contact.id, hidden: contact.hide_contact_from_others })) {
    throw contactNotFound();
  }
  const canEdit = canEditContact(member, { id: contactId });
  if (!canEdit) return { contactId, canManage: false, canEdit };
  const row = await findContactHousehold(ctx.db, contactId);
  return {
    contactId,
    household: row ? { id: row.id, name: row.name, role: row.role } : null,
    canManage: canManageHouseholds(member),
    canEdit,
  };
}

export interface HouseholdGroup {
  name: string;
  members: { contactId: string; role: HouseholdRole }[];
}

/**
 * For the CSV import, inside the caller's transaction: each group's household is
 * found by name (case-insensitively) or created, and its members are put in it with their roles
 * (moved out of any other household). Groups with the same name are one household. Throws a 400
 * naming the contact when one is given twice, a 404 when a contact does not exist. Every
 * creation, join, move and role change is written to the audit log as `actor`'s.
 */
export async function formHouseholds(
  trx: Db,
  groups: readonly HouseholdGroup[],
  actor: HouseholdActor,
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
  const before = await membershipsById(trx, [...seen]);
  if ([...seen].some((id) => !before.has(id))) throw memberContactNotFound();
  const out: { name: string; id: number; created: boolean }[] = [];
  const byName = new Map<string, { name: string; id: number; created: boolean }>();
  const audit: AuditEntry[] = [];
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
      if (h.created) audit.push(householdCreated(actor, h));
      byName.set(key, h);
      out.push(h);
    }
    await putHouseholdMembers(trx, h.id, g.members);
    for (const m of g.members) audit.push(...memberPut(actor, before.get(m.contactId)!, h, m.role));
  }
  await writeAuditRows(trx, audit);
  return out;
}
