import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  EVENT_PHOTO_CAPTION_MAX_LENGTH,
  EVENT_PHOTO_MAX_BYTES,
  eventPhotoFieldsSchema,
  eventPhotoTagsSchema,
  megabytes,
} from '@dugout/shared';
import { AppError, badRequest, localizedError } from '../../platform/errors';
import { assertValidText } from '../../platform/invalid-text';
import { photosCatalog } from './photos.locales';

type Key = 'multipart' | 'oneFile' | 'missing';
const fileRefusal = (status: number, code: string, key: Key) =>
  localizedError(status, code, (l) => photosCatalog.in(l)(`upload.${key}`), 'photo');

/** The multipart plugin's limits for the upload form: one photo and its caption. */
export const PHOTO_FORM_LIMITS = {
  fileSize: EVENT_PHOTO_MAX_BYTES,
  files: 1,
  fields: 3,
  fieldSize: 4096,
  parts: 5,
  headerPairs: 50,
};

/** The upload form: the photo (`photo`) and an optional caption; every problem a 4xx. */
export async function readPhotoForm(
  request: FastifyRequest,
): Promise<{ photo: Buffer; caption: string; tags: string[] }> {
  if (!request.isMultipart()) throw fileRefusal(415, 'multipart_required', 'multipart');
  let photo: Buffer | null = null;
  let caption = '';
  let tagsText = '';
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || photo) {
          part.file.resume();
          throw fileRefusal(400, 'one_file', 'oneFile');
        }
        photo = await part.toBuffer();
        continue;
      }
      if (part.fieldname === 'caption') caption = String(part.value ?? '');
      if (part.fieldname === 'tags') tagsText = String(part.value ?? '');
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = megabytes(EVENT_PHOTO_MAX_BYTES);
      throw localizedError(
        413,
        'file_too_large',
        (l) => photosCatalog.in(l)('upload.tooLarge', { limit }),
        'photo',
      );
    }
    if (code === 'FST_FILES_LIMIT') throw fileRefusal(413, 'too_many_files', 'oneFile');
    throw fileRefusal(400, 'multipart_required', 'multipart');
  }
  if (!photo?.length) throw fileRefusal(400, 'file_missing', 'missing');
  assertValidText(caption, 'caption');
  const fields = eventPhotoFieldsSchema.safeParse({ caption });
  if (!fields.success) {
    const max = EVENT_PHOTO_CAPTION_MAX_LENGTH;
    throw badRequest((l) => photosCatalog.in(l)('upload.caption', { max }), 'caption');
  }
  return { photo, caption: fields.data.caption, tags: readTags(tagsText) };
}

/** `tags`: JSON text of contact ids (none: nobody tagged). */
function readTags(text: string): string[] {
  if (!text.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const tags = eventPhotoTagsSchema.safeParse(parsed);
  if (!tags.success) throw badRequest((l) => photosCatalog.in(l)('upload.tags'), 'tags');
  return tags.data;
}
