import { z } from 'zod';
import {
  can,
  contactSchema,
  formatPhone,
  isAdmin,
  toCsv,
  type Contact,
  type ContactCreateInput,
  type ContactUpdateInput,
  type AccessChangeReason,
  type Language,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { newBlobKey } from '../../platform/blob/blob-store';
import {
  SharedJsonCache,
  SIGNED_ANSWER_MAX_AGE_MS,
  VersionedCache,
  type SharedJson,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import type { ContactUpdate, NewContact } from '../../platform/db/schema';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import {
  expectedVersion,
  versionConflict,
  type IfMatch,
  type Versioned,
} from '../../platform/row-version';
import { inviteEmail } from './contacts.emails';
import { toProfileJpeg, toProfileThumb } from './contacts.images';
import * as q from './contacts.queries';
import { writeAccessChange } from '../admin/index';
import {
  accessChanges,
  accessOf,
  assertAccessChangeAllowed,
  hasChanges,
  isActiveSiteAdmin,
  lastSiteAdmin,
  NO_ACCESS,
  type Access,
} from './contacts.access';
import type { RosterSource } from './contacts.roster';

type ContactRow = NonNullable<Awaited<ReturnType<typeof q.findContact>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROFILE_URL_TTL_SECONDS = 86_400;
const NO_VIEW = 'You do not have permission to view this content';

const contactNotFound = () => new AppError(404, 'not_found', 'Contact was not found');

/**
 * The one gate for seeing a contact: your own, or with view:contacts (admins included); a hidden
 * contact is 404 to non-admins so that its existence does not leak.
 */
export function assertCanSeeContact(
  member: Member,
  row: Pick<ContactRow, 'id' | 'hide_contact_from_others'>,
): void {
  if (row.id === member.id || isAdmin(member)) return;
  if (!can(member, 'contacts:view')) throw forbidden(NO_VIEW);
  if (row.hide_contact_from_others) throw contactNotFound();
}

/** The one gate for editing a contact: admins, or the owner (whose locked fields are checked). */
export function assertCanEditContact(member: Member, row: Pick<ContactRow, 'id'>): void {
  if (isAdmin(member) || row.id === member.id) return;
  throw forbidden('You can only edit your own contact');
}

const blank = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

const contactListSchema = z.array(contactSchema);

export function createContactsService(ctx: AppContext, roster: RosterSource) {
  // The directory's answers, as bytes per viewer class; who is hidden, per data version.
  const directoryAnswers = new SharedJsonCache('directory', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 50,
  });
  const hiddenIds = new VersionedCache<ReadonlySet<string>>('directory-hidden', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 1,
  });

  /**
   * `withAccess`: whether the answer carries who may sign in and with which permissions; only
   * the admins' directory does (issue 12, item 7), members see theirs on their own card.
   */
  async function buildDirectory(
    include: (row: ContactRow) => boolean,
    withAccess: boolean,
  ): Promise<Contact[]> {
    const rows = (await q.listContacts(ctx.db, { all: true })).filter(include);
    return contactListSchema.parse(
      await Promise.all(rows.map((row) => toContact(row, withAccess, 'thumb'))),
    );
  }

  /**
   * `withAccess`: include `isSiteUser` and `permissions`, for admins and for the member about
   * themselves only. `photo: 'thumb'` for lists: the small copy where there is one.
   */
  async function toContact(
    row: ContactRow,
    withAccess: boolean,
    photo: 'full' | 'thumb' = 'full',
  ): Promise<Contact> {
    const photoKey =
      photo === 'thumb' ? (row.profile_thumb_key ?? row.profile_image_key) : row.profile_image_key;
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      language: (row.language === 'es' ? 'es' : 'en') as Language,
      profileImageURL: photoKey
        ? await ctx.blobs.signedUrl(photoKey, { ttlSeconds: PROFILE_URL_TTL_SECONDS })
        : null,
      socials: { twitter: row.twitter, insta: row.insta, tikTok: row.tiktok },
      relatedPlayer:
        row.related_player_id !== null
          ? {
              id: row.related_player_id,
              name: row.related_player_name ?? '',
              playerCoach: row.related_player_is_coach ? 'coach' : 'player',
            }
          : null,
      relationToPlayer: row.relation_to_player,
      alternateDescription: row.alternate_description,
      ...(withAccess ? { isSiteUser: row.is_site_user } : {}),
      isConnectedToPlayer: row.is_connected_to_player,
      hideContactFromOthers: row.hide_contact_from_others,
      ...(withAccess ? { permissions: row.permissions } : {}),
      affiliation:
        row.affiliation_id !== null
          ? { id: row.affiliation_id, name: row.affiliation_name ?? '' }
          : null,
    };
  }

  async function loadRow(id: string): Promise<ContactRow> {
    if (!UUID.test(id)) throw contactNotFound();
    const row = await q.findContact(ctx.db, id);
    if (!row) throw contactNotFound();
    return row;
  }

  /** Looks the player up on the roster: the name and player/coach come from there, not the client. */
  async function resolvePlayer(playerId: number) {
    const entry = await roster.find(playerId);
    if (!entry) throw badRequest(`Player ${playerId} is not on the team roster`, 'relatedPlayer');
    return { id: entry.person.id, name: entry.person.fullName, isCoach: !entry.position };
  }

  async function resolveAffiliation(id: number) {
    if (!(await q.affiliationExists(ctx.db, id))) {
      throw badRequest(`Affiliation ${id} does not exist`, 'affiliation');
    }
    return id;
  }

  type StoredPhoto = Pick<ContactRow, 'profile_image_key' | 'profile_thumb_key'>;

  /**
   * Stores the re-encoded photo and the directory's small copy; the caller deletes them again
   * if its transaction fails.
   */
  async function storePhoto(base64: string | null | undefined): Promise<StoredPhoto | null> {
    if (!base64) return null;
    const jpeg = await toProfileJpeg(base64);
    const thumb = await toProfileThumb(jpeg);
    const stored = {
      profile_image_key: newBlobKey('avatars', 'jpg'),
      profile_thumb_key: newBlobKey('avatars', 'jpg'),
    };
    await ctx.blobs.put(stored.profile_image_key, jpeg, 'image/jpeg');
    await ctx.blobs.put(stored.profile_thumb_key, thumb, 'image/jpeg');
    return stored;
  }

  async function deletePhotoQuietly(photo: Partial<StoredPhoto> | null | undefined) {
    for (const key of [photo?.profile_image_key, photo?.profile_thumb_key]) {
      if (key) await ctx.blobs.delete(key).catch(() => {});
    }
  }

  function isUniqueViolation(err: unknown) {
    return (err as { code?: string }).code === '23505';
  }
  const emailConflict = () =>
    new AppError(409, 'email_taken', 'A contact with this email address already exists', 'email');

  /** One audit row for a change of someone's permissions, affiliation or sign-in, if any. */
  async function recordAccessChange(
    trx: typeof ctx.db,
    actor: Member,
    change: {
      subjectId: string;
      subjectName: string;
      reason: AccessChangeReason;
      before: Access | null;
      after: Access | null;
    },
  ): Promise<void> {
    const changes = accessChanges(change.before, change.after);
    if (!hasChanges(changes)) return;
    await writeAccessChange(trx, {
      actorId: actor.id,
      subjectId: change.subjectId,
      detail: {
        reason: change.reason,
        actorName: `${actor.firstName} ${actor.lastName}`.trim(),
        subjectName: change.subjectName.trim(),
        changes,
      },
    });
  }

  return {
    /**
     * The directory for `GET /api/contact/getall`. Every member of a class (admins; everyone
     * else) gets the same bytes, built once per data version (see platform/cache/shared-json.ts),
     * so a change on any replica is seen on the next request. Signed photo links inside expire,
     * hence the age limit.
     */
    async directory(member: Member, version: string): Promise<SharedJson> {
      if (!can(member, 'contacts:view')) throw forbidden(NO_VIEW);
      if (isAdmin(member))
        return directoryAnswers.get('admin', version, () => buildDirectory(() => true, true));
      const hidden = await hiddenIds.get(
        'all',
        version,
        async () => new Set(await q.hiddenContactIds(ctx.db)),
      );
      // A member whose own contact is hidden still sees it: rare, so an answer of their own.
      if (hidden.has(member.id)) {
        return directoryAnswers.get(`self:${member.id}`, version, () =>
          buildDirectory((row) => !row.hide_contact_from_others || row.id === member.id, false),
        );
      }
      return directoryAnswers.get('member', version, () =>
        buildDirectory((row) => !row.hide_contact_from_others, false),
      );
    },

    async get(member: Member, id: string): Promise<Versioned<Contact>> {
      // Without view:contacts only your own contact exists for you: refuse before looking.
      if (id.toLowerCase() !== member.id.toLowerCase() && !can(member, 'contacts:view')) {
        throw forbidden(NO_VIEW);
      }
      const row = await loadRow(id);
      assertCanSeeContact(member, row);
      return {
        item: await toContact(row, isAdmin(member) || row.id === member.id),
        version: row.version,
      };
    },

    async affiliations() {
      return q.listAffiliations(ctx.db);
    },

    async create(member: Member, body: ContactCreateInput): Promise<Contact> {
      const email = blank(body.email)?.toLowerCase() ?? null;
      if (body.invite && !email) {
        throw badRequest('An email address is needed to send an invitation', 'email');
      }
      if (email && (await q.emailTaken(ctx.db, email))) throw emailConflict();
      const connected = !!body.isConnectedToPlayer;
      let player: Awaited<ReturnType<typeof resolvePlayer>> | null = null;
      if (connected) {
        if (!body.relatedPlayer) {
          throw badRequest('Choose the player this contact is connected to', 'relatedPlayer');
        }
        player = await resolvePlayer(body.relatedPlayer.id);
      }
      const affiliationId = body.affiliation ? await resolveAffiliation(body.affiliation.id) : null;
      const language = body.language ?? 'en';
      const values: NewContact = {
        first_name: body.firstName,
        last_name: body.lastName,
        email,
        phone: blank(body.phone),
        language,
        twitter: blank(body.socials?.twitter),
        insta: blank(body.socials?.insta),
        tiktok: blank(body.socials?.tikTok),
        is_connected_to_player: connected,
        related_player_id: player?.id ?? null,
        related_player_name: player?.name ?? null,
        related_player_is_coach: player?.isCoach ?? false,
        relation_to_player: connected ? blank(body.relationToPlayer) : null,
        alternate_description: blank(body.alternateDescription),
        hide_contact_from_others: !!body.hideContactFromOthers,
        is_site_user: !!body.invite,
        permissions: [...new Set(body.permissions ?? [])],
        affiliation_id: affiliationId,
      };
      const created = {
        permissions: [...values.permissions!].sort(),
        affiliation: affiliationId === null ? null : { id: affiliationId, name: '' },
        isSiteUser: !!values.is_site_user,
      };
      assertAccessChangeAllowed(member, NO_ACCESS, created);
      const photo = await storePhoto(body.newProfileImgBase64);
      let id: string;
      try {
        id = await ctx.db.transaction().execute(async (trx) => {
          const { id } = await q.insertContact(trx, { ...values, ...photo });
          await q.writeAudit(trx, {
            actorId: member.id,
            action: 'contact.create',
            entityId: id,
            detail: { invite: !!body.invite },
          });
          if (created.affiliation) {
            created.affiliation.name = (await q.affiliationName(trx, created.affiliation.id)) ?? '';
          }
          await recordAccessChange(trx, member, {
            subjectId: id,
            subjectName: `${body.firstName} ${body.lastName}`,
            reason: 'create',
            before: NO_ACCESS,
            after: created,
          });
          if (body.invite && email) {
            const link = `${ctx.config.publicUrl}/login`;
            const mail = inviteEmail(language, {
              firstName: body.firstName,
              team: ctx.config.TEAM_NAME,
              link,
              email,
            });
            await ctx.outbox.enqueue(trx, {
              kind: 'invite',
              messageTypes: 'Email',
              subject: mail.subject,
              body: mail.text,
              createdBy: member.id,
              deliveries: [
                {
                  channel: 'email',
                  recipient: email,
                  recipientLabel: `${body.firstName} ${body.lastName}`,
                  language,
                  subject: mail.subject,
                  text: mail.text,
                  html: mail.html,
                },
              ],
            });
          }
          return id;
        });
      } catch (err) {
        await deletePhotoQuietly(photo);
        if (isUniqueViolation(err)) throw emailConflict();
        throw err;
      }
      if (body.invite) ctx.outbox.notify();
      return toContact(await loadRow(id), true);
    },

    /** `ifMatch`: the version the editor loaded (409 if the contact changed since). */
    async update(
      member: Member,
      id: string,
      body: ContactUpdateInput,
      ifMatch: IfMatch = null,
    ): Promise<Versioned<Contact>> {
      const row = await loadRow(id);
      assertCanEditContact(member, row);
      const expected = expectedVersion(ifMatch, row.version);
      const admin = isAdmin(member);
      if (!admin) assertOwnerLeavesLockedFieldsAlone(row, body);

      const email = blank(body.email);
      if (email && email.toLowerCase() !== (row.email ?? '').toLowerCase()) {
        throw badRequest(
          'The email address is set when the contact is created and cannot be changed',
          'email',
        );
      }

      const changes: ContactUpdate = {};
      if (body.firstName !== undefined) changes.first_name = body.firstName;
      if (body.lastName !== undefined) changes.last_name = body.lastName;
      if (body.phone !== undefined) changes.phone = blank(body.phone);
      if (body.language !== undefined) changes.language = body.language;
      if (body.socials) {
        if (body.socials.twitter !== undefined) changes.twitter = blank(body.socials.twitter);
        if (body.socials.insta !== undefined) changes.insta = blank(body.socials.insta);
        if (body.socials.tikTok !== undefined) changes.tiktok = blank(body.socials.tikTok);
      }
      if (admin) {
        if (body.permissions !== undefined) changes.permissions = [...new Set(body.permissions)];
        if (body.affiliation !== undefined) {
          changes.affiliation_id = body.affiliation
            ? await resolveAffiliation(body.affiliation.id)
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
            throw badRequest('A contact needs an email address to sign in', 'isSiteUser');
          }
          changes.is_site_user = body.isSiteUser;
        }
        const connected = body.isConnectedToPlayer ?? row.is_connected_to_player;
        if (!connected) {
          // Unchecking connected-to-player clears the player and the relation (spec §2).
          Object.assign(changes, {
            is_connected_to_player: false,
            related_player_id: null,
            related_player_name: null,
            related_player_is_coach: false,
            relation_to_player: null,
          });
        } else {
          changes.is_connected_to_player = true;
          const playerId =
            body.relatedPlayer === undefined
              ? row.related_player_id
              : (body.relatedPlayer?.id ?? null);
          if (playerId === null) {
            throw badRequest('Choose the player this contact is connected to', 'relatedPlayer');
          }
          // An unchanged player is not looked up again: the roster may be unreachable.
          if (playerId !== row.related_player_id) {
            const player = await resolvePlayer(playerId);
            changes.related_player_id = player.id;
            changes.related_player_name = player.name;
            changes.related_player_is_coach = player.isCoach;
          }
          if (body.relationToPlayer !== undefined) {
            changes.relation_to_player = blank(body.relationToPlayer);
          }
        }
      }

      const photo = await storePhoto(body.newProfileImgBase64);
      if (photo) Object.assign(changes, photo);
      try {
        await ctx.db.transaction().execute(async (trx) => {
          // Permissions, affiliation and sign-in: checked against the row as it is under the
          // lock, refused if against the rules, logged before → after (issue 12, items 4 and 5).
          const touchesAccess =
            changes.permissions !== undefined ||
            changes.affiliation_id !== undefined ||
            changes.is_site_user !== undefined;
          let before: Access | null = null;
          if (touchesAccess) {
            await q.lockSiteAdminChanges(trx);
            const locked = await q.findAccessForUpdate(trx, row.id);
            if (!locked) throw contactNotFound();
            before = accessOf(locked);
            assertAccessChangeAllowed(member, before, {
              permissions: [...(changes.permissions ?? before.permissions)].sort(),
              affiliation: before.affiliation,
              isSiteUser: changes.is_site_user ?? before.isSiteUser,
            });
          }
          if (!(await q.updateContact(trx, row.id, changes, expected))) {
            throw (await q.findContact(trx, row.id)) ? versionConflict() : contactNotFound();
          }
          await q.writeAudit(trx, {
            actorId: member.id,
            action: 'contact.update',
            entityId: row.id,
            detail: { fields: Object.keys(changes) },
          });
          if (before) {
            const locked = await q.findAccessForUpdate(trx, row.id);
            const after = locked ? accessOf(locked) : null;
            if (isActiveSiteAdmin(before) && !isActiveSiteAdmin(after)) {
              if ((await q.countActiveSiteAdmins(trx)) === 0) {
                throw lastSiteAdmin(after?.isSiteUser ? 'permissions' : 'isSiteUser');
              }
            }
            if (before.isSiteUser && after && !after.isSiteUser) await q.revokeSignIn(trx, row.id);
            await recordAccessChange(trx, member, {
              subjectId: row.id,
              subjectName: `${row.first_name} ${row.last_name}`,
              reason: 'update',
              before,
              after,
            });
          }
        });
      } catch (err) {
        await deletePhotoQuietly(photo);
        throw err;
      }
      if (photo) await deletePhotoQuietly(row);
      // The one who saved it: an admin, or the owner.
      const saved = await loadRow(row.id);
      return { item: await toContact(saved, true), version: saved.version };
    },

    async remove(member: Member, id: string): Promise<{ id: string }> {
      const row = await loadRow(id);
      if (row.id === member.id) {
        throw badRequest('You cannot delete your own contact');
      }
      const deleted = await ctx.db.transaction().execute(async (trx) => {
        await q.lockSiteAdminChanges(trx);
        const locked = await q.findAccessForUpdate(trx, row.id);
        if (!locked) throw contactNotFound();
        const before = accessOf(locked);
        assertAccessChangeAllowed(member, before, NO_ACCESS);
        const gone = await q.deleteContact(trx, row.id);
        if (!gone) throw contactNotFound();
        if (isActiveSiteAdmin(before) && (await q.countActiveSiteAdmins(trx)) === 0) {
          throw lastSiteAdmin(null);
        }
        await recordAccessChange(trx, member, {
          subjectId: row.id,
          subjectName: `${locked.first_name} ${locked.last_name}`,
          reason: 'delete',
          before,
          after: NO_ACCESS,
        });
        await q.writeAudit(trx, {
          actorId: member.id,
          action: 'contact.delete',
          entityId: row.id,
          detail: { name: `${row.first_name} ${row.last_name}` },
        });
        return gone;
      });
      await deletePhotoQuietly(deleted);
      return { id: deleted.id };
    },

    async roster() {
      return roster.get();
    },

    /** contact-report.csv: UTF-8 with a BOM (Excel shows accents), formulas neutralised. */
    async csv(): Promise<string> {
      const rows = await q.listContacts(ctx.db, { all: true });
      const header = [
        'First Name',
        'Last Name',
        'Email',
        'Phone',
        'Language',
        'Affiliation',
        'Relation To Player',
        'Player',
        'Player Or Coach',
        'Description',
        'Site User',
        'Connected To Player',
        'Hidden From Others',
        'Permissions',
        'Twitter',
        'Instagram',
        'TikTok',
      ];
      const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
      const records = rows.map((r) => [
        r.first_name,
        r.last_name,
        r.email ?? '',
        formatPhone(r.phone),
        r.language,
        r.affiliation_name ?? '',
        r.relation_to_player ?? '',
        r.related_player_name ?? '',
        r.related_player_id === null ? '' : r.related_player_is_coach ? 'Coach' : 'Player',
        r.alternate_description ?? '',
        yesNo(r.is_site_user),
        yesNo(r.is_connected_to_player),
        yesNo(r.hide_contact_from_others),
        r.permissions.join(' '),
        r.twitter ?? '',
        r.insta ?? '',
        r.tiktok ?? '',
      ]);
      // Neutralised and quoted cell by cell (a line break inside a name stays in its cell).
      return toCsv([header, ...records]);
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;

/** The owner may not change these; sending the stored value back (the whole form) is fine. */
function assertOwnerLeavesLockedFieldsAlone(row: ContactRow, body: ContactUpdateInput): void {
  const locked = (field: string, label: string) =>
    new AppError(403, 'forbidden', `Only an administrator can change the ${label}`, field);
  const sameText = (a: string | null | undefined, b: string | null) => blank(a) === blank(b);
  if (body.permissions !== undefined) {
    const a = [...new Set(body.permissions)].sort().join(',');
    const b = [...new Set(row.permissions)].sort().join(',');
    if (a !== b) throw locked('permissions', 'permissions');
  }
  if (body.affiliation !== undefined && (body.affiliation?.id ?? null) !== row.affiliation_id) {
    throw locked('affiliation', 'affiliation');
  }
  if (
    body.isConnectedToPlayer !== undefined &&
    body.isConnectedToPlayer !== row.is_connected_to_player
  ) {
    throw locked('isConnectedToPlayer', 'player link');
  }
  if (
    body.relatedPlayer !== undefined &&
    (body.relatedPlayer?.id ?? null) !== row.related_player_id
  ) {
    throw locked('relatedPlayer', 'player link');
  }
  if (
    body.relationToPlayer !== undefined &&
    !sameText(body.relationToPlayer, row.relation_to_player)
  ) {
    throw locked('relationToPlayer', 'relation to the player');
  }
  if (
    body.alternateDescription !== undefined &&
    !sameText(body.alternateDescription, row.alternate_description)
  ) {
    throw locked('alternateDescription', 'description');
  }
  if (
    body.hideContactFromOthers !== undefined &&
    body.hideContactFromOthers !== row.hide_contact_from_others
  ) {
    throw locked('hideContactFromOthers', 'hide flag');
  }
  if (body.isSiteUser !== undefined && body.isSiteUser !== row.is_site_user) {
    throw locked('isSiteUser', 'site user flag');
  }
}
