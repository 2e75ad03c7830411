import { z } from 'zod';
import { MAX_DB_INT, SEARCH_MAX_LENGTH } from './constants';
import { SIGN_IN_STATUSES, signInStateSchema } from './contact-invites';
import { affiliationSchema, relatedPlayerSchema } from './contacts';
import { RELATION_CODES, relationFromInput } from './relations';
import { ruleMessage } from './rule-messages';

/**
 * The directory a page at a time: GET /api/contact/page, filtered on the server,
 * in the order of the spec's list (first name, last name, ignoring case and accents), with an
 * opaque cursor. GET /api/contact/getall stays for clients of the spec.
 */
export const DIRECTORY_PAGE_SIZE = 50;
export const DIRECTORY_MAX_PAGE_SIZE = 200;

/** A directory row: only what the list shows of a contact. */
export const directoryRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The thumbnail's signed link, or null (initials are shown). */
  profileImageURL: z.string().nullable(),
  relatedPlayer: relatedPlayerSchema.nullable(),
  relationToPlayer: z.enum(RELATION_CODES).nullable(),
  alternateDescription: z.string().nullable(),
  isConnectedToPlayer: z.boolean(),
  hideContactFromOthers: z.boolean(),
  affiliation: affiliationSchema.nullable(),
  /**
   * Admins only: whether the contact's phone was confirmed with a code texted to it (texts go
   * only to confirmed numbers); null without a phone.
   */
  phoneVerified: z.boolean().nullable().optional(),
  /** Admins only: invited, signed in or not yet (contact-invites.ts). */
  signIn: signInStateSchema.optional(),
});
export type DirectoryRow = z.infer<typeof directoryRowSchema>;

export const directoryPageSchema = z.object({
  contacts: z.array(directoryRowSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many contacts match the filters, on the first page (no cursor) only; null after. */
  total: z.number().int().nullable(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** GET /api/contact/page?cursor=&limit=&q=&relation=&affiliation=&team= */
export const directoryQuerySchema = z.object({
  cursor: z.string().max(1000, 'cursor is too long').optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1)
    .max(DIRECTORY_MAX_PAGE_SIZE, `limit may be at most ${DIRECTORY_MAX_PAGE_SIZE}`)
    .default(DIRECTORY_PAGE_SIZE),
  /** Words each found in the name, relation (in English or Spanish), player or description. */
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `q may have at most ${SEARCH_MAX_LENGTH} characters`)
    .optional(),
  /** A relation's code, or its word in English or Spanish ('madre'). */
  relation: z
    .string()
    .max(50)
    .transform((value, ctx) => {
      const code = relationFromInput(value);
      if (!code) ctx.addIssue({ code: 'custom', message: ruleMessage('relationUnknown').error() });
      return code ?? z.NEVER;
    })
    .optional(),
  affiliation: z.coerce
    .number()
    .int('affiliation must be an affiliation id')
    .positive('affiliation must be an affiliation id')

    .max(MAX_DB_INT, 'affiliation must be an affiliation id')
    .optional(),
  /** Admins only: contacts whose sign-in stands so ('notInvited': never invited). */
  signIn: z.enum(SIGN_IN_STATUSES).optional(),
  /** Who reaches this team: on its roster, managing it, or a guardian of a child who plays. */
  team: z.coerce
    .number()
    .int('team must be a team id')
    .positive('team must be a team id')
    .max(MAX_DB_INT, 'team must be a team id')
    .optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;
