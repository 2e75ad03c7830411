import {
  relationFromInput,
  signInStatus,
  toE164,
  type Contact,
  type ContactSignIn,
  type RelationCode,
  type SignInState,
} from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import { contactsCatalog } from './contacts.locales';
import type { findContact } from './contacts.queries';

/** A contact as read from the database, with its affiliation's name. */
export type ContactRow = NonNullable<Awaited<ReturnType<typeof findContact>>>;

const PROFILE_URL_TTL_SECONDS = 86_400;

/** Trimmed text, or null when nothing is left. */
export const blank = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** A phone as stored: E.164 (the schema has refused what does not parse), null when empty. */
export const storedPhone = (v: string | null | undefined): string | null => {
  const t = blank(v);
  return t === null ? null : (toE164(t) ?? t);
};

/**
 * A relation as stored: its code, null when empty. The API takes a code or, as
 * clients did before codes, a word in English or Spanish ("Mother", "Tía"); anything else is
 * refused (400 naming relationToPlayer) rather than stored as text no language can show.
 */
export const storedRelation = (v: string | null | undefined): RelationCode | null => {
  const t = blank(v);
  if (t === null) return null;
  const code = relationFromInput(t);
  if (!code) {
    throw badRequest(
      (language) => contactsCatalog.in(language)('refusal.unknownRelation'),
      'relationToPlayer',
    );
  }
  return code;
};

/** The stored code (the column holds codes only, migration 0067), or null. */
const relationCode = (v: string | null): RelationCode | null => relationFromInput(v);

/**
 * A row as the API answers it. `withAccess`: include `isSiteUser`, `permissions` and whether the
 * phone is verified, for admins and for those who may edit the contact only. `photo: 'thumb'` for lists: the small copy where
 * there is one.
 */
export async function toContact(
  ctx: AppContext,
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
    language: pickLanguage(row.language),
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
    // A code; the SPA shows it in the reader's language (the directory's bytes are shared).
    relationToPlayer: relationCode(row.relation_to_player),
    alternateDescription: row.alternate_description,
    ...(withAccess ? { isSiteUser: row.is_site_user } : {}),
    isConnectedToPlayer: row.is_connected_to_player,
    hideContactFromOthers: row.hide_contact_from_others,
    ...(withAccess ? { permissions: row.permissions } : {}),
    // Private like access: whether texts reach the number (its holder entered the code).
    ...(withAccess && row.phone ? { phoneVerified: row.phone_verified } : {}),
    affiliation:
      row.affiliation_id !== null
        ? { id: row.affiliation_id, name: row.affiliation_name ?? '' }
        : null,
  };
}

const iso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString();

/** Where the contact stands with signing in (packages/shared signInStatus), and since when. */
export function signInStateOf(row: {
  has_email: boolean;
  is_site_user: boolean;
  invited_at: Date | string | null;
  signed_in: boolean;
}): SignInState {
  return {
    status: signInStatus({
      hasEmail: row.has_email,
      isSiteUser: row.is_site_user,
      invited: row.invited_at !== null,
      signedIn: row.signed_in,
    }),
    invitedAt: iso(row.invited_at),
  };
}

/** The card's: with the latest sign-in too. */
export function signInOf(
  row: Parameters<typeof signInStateOf>[0] & { last_signed_in_at: Date | string | null },
): ContactSignIn {
  return { ...signInStateOf(row), lastSignedInAt: iso(row.last_signed_in_at) };
}

/**
 * A contact as those who may edit it get it by id, with its sign-in. Only by id: the lists are
 * shared per data version, which a latest sign-in does not raise (migration 0084).
 */
export async function toEditableContact(ctx: AppContext, row: ContactRow): Promise<Contact> {
  return {
    ...(await toContact(ctx, row, true)),
    signIn: signInOf({ ...row, has_email: !!row.email }),
  };
}
