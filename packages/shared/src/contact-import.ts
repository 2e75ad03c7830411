import { z } from 'zod';
import { HOUSEHOLD_ROLES } from './households';

/**
 * Contact import from a CSV file (issue 15 §4): the columns of the contacts export
 * (contact-report.csv) plus `Household` and `Household role`. The admin uploads the file for a
 * preview, then sends the same file again to confirm; nothing is written before that.
 */

/** The largest file accepted (about 5,000 full rows of the export). */
export const CONTACT_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most rows (under the header) one file may hold. */
export const CONTACT_IMPORT_MAX_ROWS = 1000;

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
      /** The changed columns, as written in the file's header. */
      changes: z.array(z.string()),
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
        z.object({ line: z.number().int(), name: z.string(), role: z.enum(HOUSEHOLD_ROLES) }),
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
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

/** The multipart form of both calls: the file, and on confirm the preview's fingerprint. */
export const contactImportFieldsSchema = z.object({
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
