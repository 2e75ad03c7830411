import { z } from 'zod';
import { HOUSEHOLD_ROLES } from './households';

/**
 * Contact import from a CSV file: the columns of the contacts export
 * (contact-report.csv) plus `Household` and `Household role`. The admin uploads the file for a
 * preview, then sends the same file again to confirm; nothing is written before that.
 */

/** The largest file accepted (about 5,000 full rows of the export). */
export const CONTACT_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most rows (under the header) one file may hold. */
export const CONTACT_IMPORT_MAX_ROWS = 1000;

/**
 * On an update an empty cell leaves the stored value as it is (a blank cell once wiped a phone
 * number); a cell holding one of these markers empties its field, a choice the file makes visibly.
 * Compared ignoring case and the spaces around the marker.
 */
export const CONTACT_IMPORT_CLEAR_MARKERS = ['(clear)', '(borrar)'] as const;

export function isContactImportClearMarker(cell: string | null | undefined): boolean {
  const text = cell?.trim().toLowerCase();
  return !!text && (CONTACT_IMPORT_CLEAR_MARKERS as readonly string[]).includes(text);
}

/** The fields an import changes on a contact, as the preview lists them (from → to). */
export const CONTACT_IMPORT_CHANGE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'language',
  'affiliation',
  'player',
  'relation',
  'description',
  'hidden',
  'twitter',
  'insta',
  'tiktok',
] as const;
export type ContactImportChangeField = (typeof CONTACT_IMPORT_CHANGE_FIELDS)[number];

/** The fields a clear marker may empty; the others are required, the match key, or Yes/No. */
export const CONTACT_IMPORT_CLEARABLE_FIELDS = [
  'phone',
  'affiliation',
  'player',
  'relation',
  'description',
  'twitter',
  'insta',
  'tiktok',
] as const satisfies readonly ContactImportChangeField[];

/**
 * One field an update changes. Values as stored, for the reader's screen to show: `phone` in
 * E.164, `language` a code (en, es), `relation` a code of relations.ts, `hidden` 'yes' or 'no',
 * `affiliation` and `player` names; null is empty (a `to` of null: the field is cleared).
 */
export const contactImportChangeSchema = z.object({
  field: z.enum(CONTACT_IMPORT_CHANGE_FIELDS),
  /** The column as the file's header writes it (the export's name when the file has none). */
  column: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ContactImportChange = z.infer<typeof contactImportChangeSchema>;

/** One row of the file, as the preview names it: `line` is its row in a spreadsheet (header 1). */
const importRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  household: z.string().nullable(),
  householdRole: z.enum(HOUSEHOLD_ROLES).nullable(),
});
export type ContactImportRow = z.infer<typeof importRowSchema>;

export const contactImportPreviewSchema = z.object({
  /** SHA-256 of the file previewed: the confirm must send the same file (hex). */
  fingerprint: z.string(),
  /** The columns read, as written in the file, and those recognised but not imported. */
  columns: z.array(z.string()),
  ignoredColumns: z.array(z.string()),
  create: z.array(importRowSchema),
  update: z.array(
    importRowSchema.extend({
      contactId: z.string(),
      /** Each field the confirm writes, from the stored value to the file's (what it writes). */
      changes: z.array(contactImportChangeSchema),
    }),
  ),
  /** Rows that match a contact whose every imported field is already the same. */
  unchanged: z.array(importRowSchema.extend({ contactId: z.string() })),
  refused: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      /** Why, in the reader's language, one text per problem. */
      reasons: z.array(z.string()),
    }),
  ),
  households: z.array(
    z.object({
      name: z.string(),
      members: z.array(
        z.object({
          line: z.number().int(),
          name: z.string(),
          role: z.enum(HOUSEHOLD_ROLES),
          /**
           * Whether the name is on the team roster (the roster feed). A player who is not, a
           * child the file brings, joins as the household's player all the same: its guardians
           * edit the child's card and answer for them.
           */
          onRoster: z.boolean(),
        }),
      ),
    }),
  ),
});
export type ContactImportPreview = z.infer<typeof contactImportPreviewSchema>;

export const contactImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  households: z.number().int(),
  /** The contacts created. */
  createdIds: z.array(z.string()),
  /**
   * Those of them with an email, whom an invitation can reach (a child brought in with its
   * guardians usually has none: the guardians answer for it).
   */
  invitableIds: z.array(z.string()),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

/** The multipart form of both calls: the file, and on confirm the preview's fingerprint. */
export const contactImportFieldsSchema = z.object({
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
