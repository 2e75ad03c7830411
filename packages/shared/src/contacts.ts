import { z } from 'zod';
import { LANGUAGES, MAX_DB_INT } from './constants';
import { emailField, phoneField } from './contact-fields';
import { contactSignInSchema } from './contact-invites';
import { fileRefusal, megabytes, type ContentFileRefusal } from './content';
import { PERMISSIONS } from './permissions';
import { RELATION_CODES } from './relations';
import { ruleMessage } from './rule-messages';

/** An affiliation: id and name. */
export const affiliationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Affiliation = z.infer<typeof affiliationSchema>;

/** 'coach' when the roster entry has no position. */
export const PLAYER_COACH = ['player', 'coach'] as const;
export type PlayerCoach = (typeof PLAYER_COACH)[number];

export const relatedPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  playerCoach: z.enum(PLAYER_COACH),
});
export type RelatedPlayer = z.infer<typeof relatedPlayerSchema>;

export const socialsSchema = z.object({
  twitter: z.string().nullable(),
  insta: z.string().nullable(),
  tikTok: z.string().nullable(),
});
export type Socials = z.infer<typeof socialsSchema>;

/** A contact, as the API answers it. `profileImageURL` is a signed, expiring link. */
export const contactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  profileImageURL: z.string().nullable(),
  socials: socialsSchema,
  relatedPlayer: relatedPlayerSchema.nullable(),
  /** A code of relations.ts ('mother'), shown with relationLabel in the reader's language. */
  relationToPlayer: z.enum(RELATION_CODES).nullable(),
  alternateDescription: z.string().nullable(),
  /** Sent only to admins and to the member about themselves. */
  isSiteUser: z.boolean().optional(),
  isConnectedToPlayer: z.boolean(),
  hideContactFromOthers: z.boolean(),
  /** Sent only to admins and to the member about themselves. */
  permissions: z.array(z.string()).optional(),
  affiliation: affiliationSchema.nullable(),
  /**
   * The contact's number replied STOP (or Twilio refused it, 21610): no texts reach it until it
   * replies START. Sent only with the contact itself to those who may edit it.
   */
  smsOptOut: z
    .object({
      source: z.enum(['stop-keyword', 'carrier-21610']),
      optedOutAt: z.string(),
    })
    .nullable()
    .optional(),
  /**
   * Whether the phone was confirmed with a code texted to it: texts go to it and its replies
   * count only then. Sent with the private fields (admins, the contact, a guardian for a child)
   * when there is a phone.
   */
  phoneVerified: z.boolean().optional(),
  /** Invited, signed in or not: sent with the private fields (admins, the contact themself). */
  signIn: contactSignInSchema.optional(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The largest profile photo accepted, decoded (the cropper's JPEG is far smaller). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Base64 of PROFILE_IMAGE_MAX_BYTES plus room for a `data:image/jpeg;base64,` prefix. */
export const PROFILE_IMAGE_MAX_BASE64_CHARS = Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4 + 64;
/**
 * The pictures the photo picker takes (the browser's cropper turns each into a small JPEG), and
 * the largest one: a phone's photo is a few MB; a bigger file is refused before it is read.
 */
export const PROFILE_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const PROFILE_PHOTO_PICK_MAX_BYTES = 20 * 1024 * 1024;

/** Why a picked photo is refused (type, empty, too large), or null: the content rule's twin. */
export function profilePhotoRefusal(file: {
  name: string;
  size: number;
}): ContentFileRefusal | null {
  return fileRefusal(file, PROFILE_PHOTO_EXTENSIONS, PROFILE_PHOTO_PICK_MAX_BYTES);
}

/** The square size the server re-encodes every profile photo to. */
export const PROFILE_IMAGE_SIZE = 512;
/** The directory's copy of each photo: its 48 px avatars at twice the pixels, for sharp screens. */
export const PROFILE_THUMB_SIZE = 96;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) => text(max).nullable().optional();

const handle = optionalText(100);

const contactFields = {
  firstName: z
    .string()
    .trim()
    .min(1, ruleMessage('firstNameRequired'))
    .max(100, 'At most 100 characters'),
  lastName: z
    .string()
    .trim()
    .min(1, ruleMessage('lastNameRequired'))
    .max(100, 'At most 100 characters'),
  /** Any way people write it; the API stores it as E.164 (phone.ts has the rule). */
  phone: phoneField,
  language: z.enum(LANGUAGES).optional(),
  socials: z.object({ twitter: handle, insta: handle, tikTok: handle }).optional(),
  /** The server checks the id against the roster and fills the name and player/coach itself. */
  relatedPlayer: z
    .object({
      id: z.number().int().positive().max(MAX_DB_INT),
      name: z.string().max(200).optional(),
      playerCoach: z.enum(PLAYER_COACH).optional(),
    })
    .nullable()
    .optional(),
  /** A code of relations.ts; the API also reads an English or Spanish word ('Mother', 'Tía'). */
  relationToPlayer: optionalText(50),
  alternateDescription: optionalText(200),
  isConnectedToPlayer: z.boolean().optional(),
  hideContactFromOthers: z.boolean().optional(),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).optional(),
  affiliation: z
    .object({ id: z.number().int().positive().max(MAX_DB_INT), name: z.string().optional() })
    .nullable()
    .optional(),
  /**
   * A JPEG (or PNG) from the cropper: a data URL or bare base64. Null or absent keeps the photo.
   * Checked in the browser before anything is sent, and by the API again.
   */
  newProfileImgBase64: z
    .string()
    .max(
      PROFILE_IMAGE_MAX_BASE64_CHARS,
      ruleMessage('photoTooLarge', { max: megabytes(PROFILE_IMAGE_MAX_BYTES) }),
    )
    .nullable()
    .optional(),
};

/** POST /api/contact/create (admins). `invite` makes the contact a site user and mails them. */
export const contactCreateSchema = z.object({
  ...contactFields,
  email: emailField,
  invite: z.boolean().optional(),
});
export type ContactCreateInput = z.infer<typeof contactCreateSchema>;

/**
 * PUT /api/contact/update/{id} (admins, or the owner). Absent fields are left as they are; the
 * form sends the whole contact back, so unchanged values of fields the owner may not change are
 * accepted. The email is set on create only: sending a different one is refused.
 */
export const contactUpdateSchema = z.object({
  ...contactFields,
  firstName: contactFields.firstName.optional(),
  lastName: contactFields.lastName.optional(),
  email: emailField,
  isSiteUser: z.boolean().optional(),
});
export type ContactUpdateInput = z.infer<typeof contactUpdateSchema>;

/** A sports roster entry (the MLB Stats API shape): no position means a coach. */
export const rosterEntrySchema = z.object({
  person: z.object({ id: z.number().int(), fullName: z.string() }),
  position: z
    .object({
      code: z.string().optional(),
      name: z.string().optional(),
      type: z.string().optional(),
      abbreviation: z.string().optional(),
    })
    .optional(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const rosterSchema = z.object({ roster: z.array(rosterEntrySchema) });
export type Roster = z.infer<typeof rosterSchema>;

/** '{relation} of {player}' for a card, else the alternate description, else ''. */
export function contactDescription(
  contact: Pick<
    Contact,
    'relatedPlayer' | 'relationToPlayer' | 'alternateDescription' | 'isConnectedToPlayer'
  >,
): { relation: string; player: NonNullable<Contact['relatedPlayer']> } | string {
  if (contact.isConnectedToPlayer && contact.relatedPlayer && contact.relationToPlayer) {
    return { relation: contact.relationToPlayer, player: contact.relatedPlayer };
  }
  return contact.alternateDescription ?? '';
}

/** The player's public page from PLAYER_URL_TEMPLATE (`{id}` replaced). */
export function playerUrl(template: string, playerId: number): string {
  return template.replaceAll('{id}', encodeURIComponent(String(playerId)));
}

/** GET /api/me: who the token belongs to, as the server sees them now. */
export const meSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  permissions: z.array(z.string()),
  affiliationId: z.number().nullable(),
  language: z.string(),
  /** The teams the member manages; absent for a member who manages none (as before teams). */
  managedTeams: z.array(z.number()).optional(),
  /**
   * True when no one chose the member's name yet (an admin made from ADMIN_EMAILS): the portal
   * asks for it before anything else, saved with PUT /api/contact/update/{id}. Absent otherwise.
   */
  needsName: z.boolean().optional(),
});
export type Me = z.infer<typeof meSchema>;

/** The name a member gives themself when the portal asks for it: a contact's name rules. */
export const contactNameSchema = z.object({
  firstName: contactFields.firstName,
  lastName: contactFields.lastName,
});
export type ContactName = z.infer<typeof contactNameSchema>;

/** PUT /api/me/language: the language of the member's own emails, texts and notices. */
export const meLanguageSchema = z.object({ language: z.enum(LANGUAGES) });
export type MeLanguage = z.infer<typeof meLanguageSchema>;
