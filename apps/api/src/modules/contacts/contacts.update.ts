import type { Contact, ContactUpdateInput } from '@dugout/shared';
import {
  assertCanEditContact,
  canChangeLockedContactFields,
  contactNotFound,
} from '../../platform/access/contacts';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { ContactUpdate } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import {
  expectedVersion,
  versionConflict,
  type IfMatch,
  type Versioned,
} from '../../platform/row-version';
import {
  accessOf,
  assertAccessChangeAllowed,
  isActiveSiteAdmin,
  lastSiteAdmin,
  type Access,
} from './contacts.access';
import { recordAccessChange } from './contacts.access-audit';
import { identityChanges } from './contacts.identity-changes';
import { assertOwnerLeavesLockedFieldsAlone } from './contacts.locked-fields';
import {
  blank,
  storedPhone,
  storedRelation,
  toEditableContact,
  type ContactRow,
} from './contacts.mapping';
import { deleteProfilePhotoQuietly, storeProfilePhoto } from './contacts.photos';
import {
  countActiveSiteAdmins,
  findAccessForUpdate,
  findContact,
  lockSiteAdminChanges,
  revokeSignIn,
  updateContact,
} from './contacts.queries';
import { loadContactRow } from './contacts.read';
import { resolveAffiliation, resolvePlayer } from './contacts.references';
import type { RosterSource } from './contacts.roster';
import { contactsCatalog } from './contacts.locales';
import { writeAudit } from '../../platform/audit.queries';

/**
 * PUT /api/contact/update/:id, by an admin or the owner. `ifMatch`: the version the editor
 * loaded (409 if the contact changed since).
 */
export async function saveContactChanges(
  ctx: AppContext,
  roster: RosterSource,
  member: Member,
  id: string,
  body: ContactUpdateInput,
  ifMatch: IfMatch = null,
): Promise<Versioned<Contact>> {
  const row = await loadContactRow(ctx, id);
  assertCanEditContact(member, row);
  const expected = expectedVersion(ifMatch, row.version);
  const changesLocked = canChangeLockedContactFields(member);
  if (!changesLocked) assertOwnerLeavesLockedFieldsAlone(row, body);

  const email = blank(body.email);
  if (email && email.toLowerCase() !== (row.email ?? '').toLowerCase()) {
    throw badRequest((language) => contactsCatalog.in(language)('refusal.emailFixed'), 'email');
  }

  const changes = ownerFieldChanges(body);
  if (row.needs_name && namesChosen(member, row, changes)) changes.needs_name = false;
  if (changesLocked) Object.assign(changes, await adminFieldChanges(ctx, roster, row, body));

  const photo = await storeProfilePhoto(ctx, body.newProfileImgBase64);
  if (photo) Object.assign(changes, photo);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Permissions, affiliation and sign-in: checked against the row as it is under the
      // lock, refused if against the rules, logged before → after.
      // Name and email: logged before → after too, read under the same lock.
      const touchesAccess =
        changes.permissions !== undefined ||
        changes.affiliation_id !== undefined ||
        changes.is_site_user !== undefined;
      const touchesIdentity =
        changes.first_name !== undefined ||
        changes.last_name !== undefined ||
        changes.email !== undefined;
      if (touchesAccess) await lockSiteAdminChanges(trx);
      const locked =
        touchesAccess || touchesIdentity ? await findAccessForUpdate(trx, row.id) : null;
      if ((touchesAccess || touchesIdentity) && !locked) throw contactNotFound();
      let before: Access | null = null;
      if (touchesAccess && locked) {
        before = accessOf(locked);
        assertAccessChangeAllowed(member, before, {
          permissions: [...(changes.permissions ?? before.permissions)].sort(),
          affiliation: before.affiliation,
          isSiteUser: changes.is_site_user ?? before.isSiteUser,
        });
      }
      const identity = locked ? identityChanges(locked, changes) : {};
      if (!(await updateContact(trx, row.id, changes, expected))) {
        throw (await findContact(trx, row.id)) ? versionConflict() : contactNotFound();
      }
      await writeAudit(trx, {
        actorId: member.id,
        entity: 'contact',
        action: 'contact.update',
        entityId: row.id,
        detail: { fields: Object.keys(changes) },
      });
      let after: Access | null = null;
      if (before) {
        const now = await findAccessForUpdate(trx, row.id);
        after = now ? accessOf(now) : null;
        if (isActiveSiteAdmin(before) && !isActiveSiteAdmin(after)) {
          if ((await countActiveSiteAdmins(trx)) === 0) {
            throw lastSiteAdmin(after?.isSiteUser ? 'permissions' : 'isSiteUser');
          }
        }
        if (before.isSiteUser && after && !after.isSiteUser) await revokeSignIn(trx, row.id);
      }
      if (locked) {
        await recordAccessChange(trx, member, {
          subjectId: row.id,
          // The name they had before this change.
          subjectName: `${locked.first_name} ${locked.last_name}`,
          reason: 'update',
          before,
          after,
          identity,
        });
      }
    });
  } catch (err) {
    await deleteProfilePhotoQuietly(ctx, photo);
    throw err;
  }
  if (photo) await deleteProfilePhotoQuietly(ctx, row);
  // The one who saved it: an admin, or the owner.
  const saved = await loadContactRow(ctx, row.id);
  return { item: await toEditableContact(ctx, saved), version: saved.version };
}

/**
 * Whether this save gives the contact a name someone chose (clearing `needs_name`, which
 * ADMIN_EMAILS sets): the member's own, or an admin's that differs from the one made up from the
 * address (an admin's form sends the whole contact back, the unchanged name too).
 */
function namesChosen(member: Member, row: ContactRow, changes: ContactUpdate): boolean {
  if (changes.first_name === undefined && changes.last_name === undefined) return false;
  if (member.id === row.id) return true;
  return (
    (changes.first_name ?? row.first_name) !== row.first_name ||
    (changes.last_name ?? row.last_name) !== row.last_name
  );
}

/** The fields an owner may change on their own contact (admins too). */
function ownerFieldChanges(body: ContactUpdateInput): ContactUpdate {
  const changes: ContactUpdate = {};
  if (body.firstName !== undefined) changes.first_name = body.firstName;
  if (body.lastName !== undefined) changes.last_name = body.lastName;
  if (body.phone !== undefined) changes.phone = storedPhone(body.phone);
  if (body.language !== undefined) changes.language = body.language;
  if (body.socials) {
    if (body.socials.twitter !== undefined) changes.twitter = blank(body.socials.twitter);
    if (body.socials.insta !== undefined) changes.insta = blank(body.socials.insta);
    if (body.socials.tikTok !== undefined) changes.tiktok = blank(body.socials.tikTok);
  }
  return changes;
}

/** The fields only an admin changes: access, visibility and the player link. */
async function adminFieldChanges(
  ctx: AppContext,
  roster: RosterSource,
  row: ContactRow,
  body: ContactUpdateInput,
): Promise<ContactUpdate> {
  const changes: ContactUpdate = {};
  if (body.permissions !== undefined) changes.permissions = [...new Set(body.permissions)];
  if (body.affiliation !== undefined) {
    changes.affiliation_id = body.affiliation
      ? await resolveAffiliation(ctx, body.affiliation.id)
      : null;
  }
  if (body.alternateDescription !== undefined) {
    changes.alternate_description = blank(body.alternateDescription);
  }
  if (body.hideContactFromOthers !== undefined) {
    changes.hide_contact_from_others = body.hideContactFromOthers;
  }
  if (body.isSiteUser !== undefined) {
    if (body.isSiteUser && !row.email) {
      throw badRequest(
        (language) => contactsCatalog.in(language)('refusal.signInNeedsEmail'),
        'isSiteUser',
      );
    }
    changes.is_site_user = body.isSiteUser;
  }
  const connected = body.isConnectedToPlayer ?? row.is_connected_to_player;
  if (!connected) {
    // Unchecking connected-to-player clears the player and the relation.
    return Object.assign(changes, {
      is_connected_to_player: false,
      related_player_id: null,
      related_player_name: null,
      related_player_is_coach: false,
      relation_to_player: null,
    });
  }
  changes.is_connected_to_player = true;
  const playerId =
    body.relatedPlayer === undefined ? row.related_player_id : (body.relatedPlayer?.id ?? null);
  if (playerId === null) {
    throw badRequest(
      (language) => contactsCatalog.in(language)('refusal.choosePlayer'),
      'relatedPlayer',
    );
  }
  // An unchanged player is not looked up again: the roster may be unreachable.
  if (playerId !== row.related_player_id) {
    const player = await resolvePlayer(roster, playerId);
    changes.related_player_id = player.id;
    changes.related_player_name = player.name;
    changes.related_player_is_coach = player.isCoach;
  }
  if (body.relationToPlayer !== undefined) {
    changes.relation_to_player = storedRelation(body.relationToPlayer);
  }
  return changes;
}
