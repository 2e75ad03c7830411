import { sql } from 'kysely';
import { contactVisibleTo } from '../../platform/access/contacts';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import { isVerifiedPhoneOfSql } from '../../platform/outbox/verified-phones.queries';
import type { ContactUpdate, NewContact } from '../../platform/db/schema';

/** What a contact says about themself beyond name, email and phone (form, card and import). */
export const CONTACT_PROFILE_COLUMNS = [
  'c.twitter',
  'c.insta',
  'c.tiktok',
  'c.related_player_id',
  'c.related_player_name',
  'c.related_player_is_coach',
  'c.relation_to_player',
  'c.alternate_description',
  'c.is_connected_to_player',
  'c.hide_contact_from_others',
] as const;

const CONTACT_COLUMNS = [
  'c.id',
  'c.first_name',
  'c.last_name',
  'c.email',
  'c.phone',
  'c.language',
  'c.profile_image_key',
  'c.profile_thumb_key',
  ...CONTACT_PROFILE_COLUMNS,
  'c.is_site_user',
  'c.permissions',
  'c.affiliation_id',
  'c.invited_at',
  'c.needs_name',
  'c.version',
] as const;

/**
 * Contacts (`c`) with their access: permissions, sign-in and affiliation (`affiliation_name` from
 * `a`), and the name and email the rules and their audit speak of.
 */
export function contactsWithAccess(db: Db) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('affiliations as a', 'a.id', 'c.affiliation_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.permissions',
      'c.is_site_user',
      'c.affiliation_id',
      'a.name as affiliation_name',
    ]);
}

function contactsWithAffiliation(db: Db) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('affiliations as a', 'a.id', 'c.affiliation_id')
    .leftJoin('contact_sign_ins as si', 'si.contact_id', 'c.id')
    .select([
      ...CONTACT_COLUMNS,
      'a.name as affiliation_name',
      // Migration 0084: signed in ever (what the lists show), and when last (the card's).
      sql<boolean>`si.contact_id is not null`.as('signed_in'),
      'si.last_at as last_signed_in_at',
      // Whether texts go to the phone: its holder confirmed it (migration 0080).
      isVerifiedPhoneOfSql(sql.ref<string>('c.id'), sql.ref<string>('c.phone')).as(
        'phone_verified',
      ),
    ]);
}

/**
 * The contacts `viewer` may see (platform/access), sorted by first name, then last
 * name, ignoring case and accents (Óscar after Nora).
 */
export async function listContacts(db: Db, viewer: Viewer) {
  return contactsWithAffiliation(db)
    .where((eb) =>
      contactVisibleTo(viewer, {
        id: eb.ref('c.id'),
        hidden: eb.ref('c.hide_contact_from_others'),
      }),
    )
    .orderBy(sql`f_unaccent(lower(c.first_name))`)
    .orderBy(sql`f_unaccent(lower(c.last_name))`)
    .orderBy('c.id')
    .execute();
}

/** Ids of the contacts `viewer` may not see (for a class's viewer: those hidden from it). */
export async function contactIdsNotVisibleTo(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .selectFrom('contacts as c')
    .select('c.id')
    .where((eb) =>
      eb.not(
        contactVisibleTo(viewer, {
          id: eb.ref('c.id'),
          hidden: eb.ref('c.hide_contact_from_others'),
        }),
      ),
    )
    .execute();
  return rows.map((r) => r.id);
}

export async function findContact(db: Db, id: string) {
  return contactsWithAffiliation(db).where('c.id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('contacts')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function affiliationExists(db: Db, id: number): Promise<boolean> {
  return !!(await db
    .selectFrom('affiliations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst());
}

export async function listAffiliations(db: Db) {
  return db.selectFrom('affiliations').select(['id', 'name']).orderBy('id').execute();
}

export async function insertContact(db: Db, values: NewContact) {
  return db.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow();
}

/**
 * With `expectedVersion`, only a row still at that version is changed (If-Match, migration
 * 0063). Returns whether a row was changed.
 */
export async function updateContact(
  db: Db,
  id: string,
  values: ContactUpdate,
  expectedVersion: number | null = null,
): Promise<boolean> {
  let q = db
    .updateTable('contacts')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id);
  if (expectedVersion !== null) q = q.where('version', '=', expectedVersion);
  const result = await q.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes a contact and their sign-in: the embedded IdP's sessions, grants and refresh tokens
 * (oidc_payloads whose accountId is the contact). RSVPs and login codes go by foreign-key
 * cascade; form requests stay with submitted_by set to null.
 */
export async function deleteContact(db: Db, id: string) {
  await db
    .deleteFrom('oidc_payloads')
    .where(sql<string>`payload->>'accountId'`, '=', id)
    .execute();
  return db
    .deleteFrom('contacts')
    .where('id', '=', id)
    .returning(['id', 'profile_image_key', 'profile_thumb_key'])
    .executeTakeFirst();
}

/**
 * One lock for every change that can take a site admin away (a permission, sign-in turned off,
 * a deletion): held to the end of the transaction, so two admins demoting each other at once are
 * counted one after the other and the second finds no one left: the last site admin stays.
 */
const SITE_ADMIN_LOCK = 1_207_005;

export async function lockSiteAdminChanges(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(SITE_ADMIN_LOCK)})`.execute(db);
}

/** The contact's access, name and email as they are now, row locked to the end of the transaction. */
export async function findAccessForUpdate(db: Db, id: string) {
  return contactsWithAccess(db).where('c.id', '=', id).forUpdate('c').executeTakeFirst();
}

/** Site admins who can sign in: the ones who can still manage the portal. */
export async function countActiveSiteAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(sql<boolean>`'site:admin' = any(permissions)`)
    .where('is_site_user', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function affiliationName(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('affiliations')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Ends a member's sign-in when it is turned off, as a deletion does: the embedded IdP's sessions,
 * grants, codes and refresh tokens, pending sign-in codes, and the calendar feed's secret (the
 * old feed URL stays dead; a member signed in again gets a new one). `sign_in_revoked_at` makes
 * the API refuse every access token issued until now, even once sign-in is turned on again.
 */
export async function revokeSignIn(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where(sql<string>`payload->>'accountId'`, '=', id)
    .execute();
  await db.deleteFrom('login_codes').where('contact_id', '=', id).execute();
  await db
    .updateTable('contacts')
    .set({ calendar_token: null, sign_in_revoked_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The contacts with these emails (lower-cased), with what the access rules look at and their phone (texted notices). */
export async function contactsByEmail(db: Db, emails: readonly string[]) {
  if (!emails.length) return [];
  return db
    .selectFrom('contacts')
    .select([
      'id',
      'email',
      'phone',
      'first_name',
      'last_name',
      'language',
      'permissions',
      'affiliation_id',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', [...emails]))
    .execute();
}

/** The contact with this email address (case-insensitive), if any. */
export async function findContactIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('contacts')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}
