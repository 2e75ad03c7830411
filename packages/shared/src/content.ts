import { z } from 'zod';
import { CONTENT_CATEGORIES, MAX_DB_INT } from './constants';
import { teamIdsSchema } from './team-ids';

/** The content categories, in the order the content list shows them. */
export const contentCategorySchema = z.enum(CONTENT_CATEGORIES);

const contentAffiliationSchema = z.object({
  id: z.number().int().positive().max(MAX_DB_INT),
  name: z.string(),
});

/** Width of the previews the server makes of pictures and PDFs (tiles). */
export const CONTENT_THUMBNAIL_WIDTH = 480;
/** The widest display copy of a picture (the banner: ~1,130 CSS px at most). */
export const CONTENT_DISPLAY_WIDTH = 1280;

/** A content item, as the API returns it. */
export const contentItemSchema = z.object({
  id: z.string(),
  description: z.string(),
  fileType: z.string(),
  contentType: z.string(),
  tags: z.array(z.string()),
  category: contentCategorySchema,
  isFeatured: z.boolean(),
  isBanner: z.boolean(),
  sortOrder: z.number().int(),
  allowedAffiliations: z.array(contentAffiliationSchema),
  blobUrlAccessible: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** A picture at display size (WebP, at most 1280 px wide), for the banner; null otherwise. */
  displayUrl: z.string().nullable(),
  /** The ids of the teams it is for; only on an item of teams (absent: club-wide). */
  teams: z.array(z.number().int()).optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** An image item an admin may use as an event background. */
export const contentBackgroundSchema = z.object({
  id: z.string(),
  description: z.string(),
  url: z.string(),
});
export type ContentBackground = z.infer<typeof contentBackgroundSchema>;

/** GET /api/content/getall. */
export const contentListSchema = z.object({
  content: z.array(contentItemSchema),
  backgrounds: z.array(contentBackgroundSchema),
});
export type ContentList = z.infer<typeof contentListSchema>;

/** PUT /api/content/updateSortOrder: an array of {id, sortOrder}. */
export const sortOrderUpdateSchema = z
  .array(z.object({ id: z.string().uuid(), sortOrder: z.number().int().min(0).max(1_000_000) }))
  .min(1)
  .max(1000);
export type SortOrderUpdate = z.infer<typeof sortOrderUpdateSchema>;

/** A pinned post, as members read it. */
export const pinnedPostSchema = z.object({
  id: z.number().int(),
  postLink: z.string(),
  postName: z.string(),
  postSubName: z.string(),
  /** The ids of the teams it is for; only on a post of teams (absent: club-wide). */
  teams: z.array(z.number().int()).optional(),
});
export type PinnedPost = z.infer<typeof pinnedPostSchema>;

export const CONTENT_TAG_MAX_LENGTH = 50;
export const CONTENT_MAX_TAGS = 30;
export const CONTENT_DESCRIPTION_MAX_LENGTH = 300;

/**
 * The text fields of the content upload form once each multipart field is
 * parsed: tags, emailList and allowedAffiliations arrive as JSON text, the flags as 'true'/'false'.
 */
export const contentUploadFieldsSchema = z.object({
  fileName: z.string().trim().min(1).max(CONTENT_DESCRIPTION_MAX_LENGTH),
  fileType: z.string().trim().max(16).optional(),
  tags: z
    .array(z.string().trim().max(CONTENT_TAG_MAX_LENGTH))
    .max(CONTENT_MAX_TAGS)
    .transform((tags) => Array.from(new Set(tags.filter(Boolean)))),
  isBanner: z.boolean(),
  isFeatured: z.boolean(),
  category: contentCategorySchema,
  emailList: z.array(z.string().trim().email().max(254)).max(5000),
  allowedAffiliations: z
    .array(z.union([z.number().int().positive().max(MAX_DB_INT), contentAffiliationSchema]))
    .max(100),
  /**
   * The teams it is for (beyond the spec's fields), JSON: none, club-wide; left out, a new item
   * is club-wide and an update keeps the item's teams.
   */
  teams: teamIdsSchema.optional(),
});
export type ContentUploadFields = z.infer<typeof contentUploadFieldsSchema>;

/** File extensions the library accepts, with the MIME type their bytes must sniff as. */
export const CONTENT_FILE_TYPES: Record<string, readonly string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  ppt: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  // Families look for game and practice videos in the library.
  mp4: ['video/mp4'],
  webm: ['video/webm'],
};

/** Video extensions (shown with a video tile and opened by their signed link). */
export const VIDEO_FILE_TYPES = ['mp4', 'webm'] as const;

/** The largest content upload unless CONTENT_MAX_BYTES says otherwise (spec: 25 MB). */
export const CONTENT_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;

/** Why a chosen file is refused before its bytes are read (the same rule on both sides). */
export type ContentFileRefusal =
  | { reason: 'type'; ext: string; allowed: string }
  | { reason: 'size'; maxBytes: number; maxMb: string }
  | { reason: 'empty' };

/** '25 MB' for 26214400: what a person reads for a size limit. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/**
 * Whether a chosen file may be sent, by its name and size: an extension of `extensions`, not
 * empty, at most `maxBytes`. One rule for every picker (content, profile photos), so a 30 MB
 * file or a .txt is refused at once, with one specific message, before any byte is sent.
 */
export function fileRefusal(
  file: { name: string; size: number },
  extensions: readonly string[],
  maxBytes: number,
): ContentFileRefusal | null {
  const ext = fileExtension(file.name);
  if (!extensions.includes(ext)) {
    return { reason: 'type', ext, allowed: extensions.map((e) => `.${e}`).join(', ') };
  }
  if (file.size === 0) return { reason: 'empty' };
  if (file.size > maxBytes) return { reason: 'size', maxBytes, maxMb: megabytes(maxBytes) };
  return null;
}

/**
 * The content library's rule for a file (fileRefusal with its allow-list). The browser applies
 * it before sending and the API applies it again, then sniffs the bytes (content-files.ts).
 */
export function contentFileRefusal(
  file: { name: string; size: number },
  maxBytes: number,
): ContentFileRefusal | null {
  return fileRefusal(file, Object.keys(CONTENT_FILE_TYPES), maxBytes);
}

/** The `accept` attribute of the file input. */
export const CONTENT_ACCEPT = Object.keys(CONTENT_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** 'Road trip.PDF' → 'pdf'; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

export const IMAGE_FILE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
