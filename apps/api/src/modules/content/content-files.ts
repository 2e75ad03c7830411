import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../../platform/native-images';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_DISPLAY_WIDTH,
  CONTENT_FILE_TYPES,
  CONTENT_THUMBNAIL_WIDTH,
  contentFileRefusal,
  fileExtension,
  IMAGE_FILE_TYPES,
} from '@dugout/shared';
import { newBlobKey, type BlobStore } from '../../platform/blob/blob-store';
import { localizedError } from '../../platform/errors';
import { assertImageWithinPixelLimit, MAX_IMAGE_PIXELS } from '../../platform/image-limits';
import { renderPdfFirstPage } from './pdf-first-page';
import { contentCatalog } from './content.locales';

/** The MIME type a stored file is served with, by extension (after the bytes were checked). */
const SERVED_TYPE: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const THUMBNAIL_WIDTH = CONTENT_THUMBNAIL_WIDTH;

export interface CheckedFile {
  /** The extension, lower case (the item's fileType). */
  ext: string;
  contentType: string;
}

/**
 * Checks an upload against the allow-list by what its bytes are (sniffed), and that this agrees
 * with the extension of its name, and a picture's size in pixels (read from its header). The name
 * itself is never used as a storage path.
 */
export async function checkUpload(fileName: string, data: Buffer): Promise<CheckedFile> {
  const ext = fileExtension(fileName);
  const expected = CONTENT_FILE_TYPES[ext];
  // The browser's rule too (packages/shared): the size cap itself is multipart's limit.
  const refusal = contentFileRefusal({ name: fileName, size: data.length }, Infinity);
  if (refusal?.reason === 'type' || !expected) {
    const allowed = refusal?.reason === 'type' ? refusal.allowed : '';
    throw localizedError(
      415,
      'unsupported_file_type',
      (language) => contentCatalog.in(language)('refusal.fileType', { allowed }),
      'formFile',
    );
  }
  if (data.length === 0) {
    throw localizedError(
      400,
      'empty_file',
      (language) => contentCatalog.in(language)('refusal.emptyFile'),
      'formFile',
    );
  }
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !expected.includes(sniffed.mime)) {
    throw localizedError(
      415,
      'file_content_mismatch',
      (language) => contentCatalog.in(language)('refusal.contentMismatch', { ext }),
      'formFile',
    );
  }
  // A picture is served inline as it came: one that declares more pixels than a browser should
  // decode (a decompression bomb) is refused before anything decodes it.
  if ((IMAGE_FILE_TYPES as readonly string[]).includes(ext)) {
    await assertImageWithinPixelLimit(data, 'formFile');
  }
  return { ext, contentType: SERVED_TYPE[ext]! };
}

/** A picture's copy for wide display (the banner), WebP; null for files that are not pictures. */
export async function makeDisplayImage(
  ext: string,
  data: Buffer,
): Promise<{ data: Buffer; ext: string; contentType: string } | null> {
  if (!(IMAGE_FILE_TYPES as readonly string[]).includes(ext)) return null;
  const sharp = await loadSharp();
  const out = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 })
    .rotate()
    .resize({ width: CONTENT_DISPLAY_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return { data: out, ext: 'webp', contentType: 'image/webp' };
}

/** A JPEG or WebP preview of an image or a PDF's first page; null for other types. */
export async function makeThumbnail(
  ext: string,
  data: Buffer,
): Promise<{ data: Buffer; ext: string; contentType: string } | null> {
  let source: Buffer;
  if ((IMAGE_FILE_TYPES as readonly string[]).includes(ext)) source = data;
  else if (ext === 'pdf') source = await renderPdfFirstPage(data);
  else return null;
  const sharp = await loadSharp();
  const out = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 })
    .rotate()
    .resize({
      width: THUMBNAIL_WIDTH,
      height: THUMBNAIL_WIDTH * 2,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { data: out, ext: 'jpg', contentType: 'image/jpeg' };
}

export interface StoredUpload {
  blobKey: string;
  thumbnailKey: string | null;
  displayKey: string | null;
  contentType: string;
  ext: string;
  size: number;
}

/**
 * Stores a checked upload and its thumbnail under fresh server-made keys. A thumbnail that
 * cannot be made is logged and skipped: the upload itself still succeeds.
 */
export async function storeUpload(
  blobs: BlobStore,
  file: CheckedFile & { data: Buffer },
  log: FastifyBaseLogger,
): Promise<StoredUpload> {
  const blobKey = newBlobKey('content', file.ext);
  await blobs.put(blobKey, file.data, file.contentType);
  // Previews are a convenience: one that cannot be made is logged, the upload still succeeds.
  const preview = async (
    kind: 'thumbnail' | 'display copy',
    folder: string,
    make: () => Promise<{ data: Buffer; ext: string; contentType: string } | null>,
  ) => {
    try {
      const made = await make();
      if (!made) return null;
      const key = newBlobKey(folder, made.ext);
      await blobs.put(key, made.data, made.contentType);
      return key;
    } catch (err) {
      log.warn({ err, blobKey }, `could not make a ${kind}; the upload is kept without it`);
      return null;
    }
  };
  const [thumbnailKey, displayKey] = await Promise.all([
    preview('thumbnail', 'thumbs', () => makeThumbnail(file.ext, file.data)),
    preview('display copy', 'display', () => makeDisplayImage(file.ext, file.data)),
  ]);
  return {
    blobKey,
    thumbnailKey,
    displayKey,
    contentType: file.contentType,
    ext: file.ext,
    size: file.data.length,
  };
}

/** Every blob an upload stored. */
export function storedKeys(stored: StoredUpload): (string | null)[] {
  return [stored.blobKey, stored.thumbnailKey, stored.displayKey];
}

/** Every blob a content row points at. */
export function rowKeys(row: {
  blob_key: string;
  thumbnail_key: string | null;
  display_key: string | null;
}): (string | null)[] {
  return [row.blob_key, row.thumbnail_key, row.display_key];
}

/** Best-effort removal of blobs no row points at any more. */
export async function deleteBlobs(
  blobs: BlobStore,
  keys: (string | null | undefined)[],
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    keys
      .filter((k): k is string => !!k)
      .map((k) =>
        blobs
          .delete(k)
          .catch((err: unknown) => log.warn({ err, key: k }, 'could not delete a blob')),
      ),
  );
}
