import type { Contact, ContactCreateInput } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { NewContact } from '../../platform/db/schema';
import { badRequest, localizedError } from '../../platform/errors';
import { assertAccessChangeAllowed, NO_ACCESS } from './contacts.access';
import { recordAccessChange } from './contacts.access-audit';
import { enqueueInvites } from './contacts.invites';
import { blank, storedPhone, storedRelation, toEditableContact } from './contacts.mapping';
import { deleteProfilePhotoQuietly, storeProfilePhoto } from './contacts.photos';
import { affiliationName, emailTaken, insertContact } from './contacts.queries';
import { loadContactRow } from './contacts.read';
import { resolveAffiliation, resolvePlayer, type RosterPlayer } from './contacts.references';
import type { RosterSource } from './contacts.roster';
import { contactsCatalog } from './contacts.locales';
import { writeAudit } from '../../platform/audit.queries';

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

const emailConflict = () =>
  localizedError(
    409,
    'email_taken',
    (language) => contactsCatalog.in(language)('refusal.emailTaken'),
    'email',
  );

/** POST /api/contact/create: the contact, its audit rows and (with `invite`) the invitation. */
export async function createContact(
  ctx: AppContext,
  roster: RosterSource,
  member: Member,
  body: ContactCreateInput,
): Promise<Contact> {
  const email = blank(body.email)?.toLowerCase() ?? null;
  if (body.invite && !email) {
    throw badRequest(
      (language) => contactsCatalog.in(language)('refusal.inviteNeedsEmail'),
      'email',
    );
  }
  if (email && (await emailTaken(ctx.db, email))) throw emailConflict();
  const connected = !!body.isConnectedToPlayer;
  let player: RosterPlayer | null = null;
  if (connected) {
    if (!body.relatedPlayer) {
      throw badRequest(
        (language) => contactsCatalog.in(language)('refusal.choosePlayer'),
        'relatedPlayer',
      );
    }
    player = await resolvePlayer(roster, body.relatedPlayer.id);
  }
  const affiliationId = body.affiliation
    ? await resolveAffiliation(ctx, body.affiliation.id)
    : null;
  const language = body.language ?? 'en';
  const permissions = [...new Set(body.permissions ?? [])];
  const values: NewContact = {
    first_name: body.firstName,
    last_name: body.lastName,
    email,
    phone: storedPhone(body.phone),
    language,
    twitter: blank(body.socials?.twitter),
    insta: blank(body.socials?.insta),
    tiktok: blank(body.socials?.tikTok),
    is_connected_to_player: connected,
    related_player_id: player?.id ?? null,
    related_player_name: player?.name ?? null,
    related_player_is_coach: player?.isCoach ?? false,
    relation_to_player: connected ? storedRelation(body.relationToPlayer) : null,
    alternate_description: blank(body.alternateDescription),
    hide_contact_from_others: !!body.hideContactFromOthers,
    is_site_user: !!body.invite,
    invited_at: body.invite ? new Date() : null,
    permissions,
    affiliation_id: affiliationId,
  };
  const created = {
    permissions: [...permissions].sort(),
    affiliation: affiliationId === null ? null : { id: affiliationId, name: '' },
    isSiteUser: !!body.invite,
  };
  assertAccessChangeAllowed(member, NO_ACCESS, created);
  const photo = await storeProfilePhoto(ctx, body.newProfileImgBase64);
  let id: string;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const { id } = await insertContact(trx, { ...values, ...photo });
      await writeAudit(trx, {
        actorId: member.id,
        entity: 'contact',
        action: 'contact.create',
        entityId: id,
        detail: { invite: !!body.invite },
      });
      if (created.affiliation) {
        created.affiliation.name = (await affiliationName(trx, created.affiliation.id)) ?? '';
      }
      await recordAccessChange(trx, member, {
        subjectId: id,
        subjectName: `${body.firstName} ${body.lastName}`,
        reason: 'create',
        before: NO_ACCESS,
        after: created,
      });
      if (body.invite && email) {
        await enqueueInvites(ctx, trx, member.id, [
          { firstName: body.firstName, lastName: body.lastName, email, language },
        ]);
      }
      return id;
    });
  } catch (err) {
    await deleteProfilePhotoQuietly(ctx, photo);
    if (isUniqueViolation(err)) throw emailConflict();
    throw err;
  }
  if (body.invite) ctx.outbox.notify();
  return toEditableContact(ctx, await loadContactRow(ctx, id));
}
