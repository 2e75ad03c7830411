import { loadSharp } from '../../platform/native-images';
import {
  megabytes,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE,
  PROFILE_THUMB_SIZE,
} from '@dugout/shared';
import { badRequest } from '../../platform/errors';
import { assertImageWithinPixelLimit, MAX_IMAGE_PIXELS } from '../../platform/image-limits';
import { contactsCatalog } from './contacts.locales';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const FIELD = 'newProfileImgBase64';

/** Decodes `newProfileImgBase64` (a data URL or bare base64) without trusting its claimed type. */
export function decodeProfileImage(input: string): Buffer {
  const match = /^data:([a-z0-9.+/-]*)(;[a-z0-9=-]+)*;base64,/i.exec(input);
  const base64 = (match ? input.slice(match[0].length) : input).replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw badRequest((language) => contactsCatalog.in(language)('refusal.photo.notBase64'), FIELD);
  }
  const data = Buffer.from(base64, 'base64');
  if (data.length > PROFILE_IMAGE_MAX_BYTES) {
    throw badRequest(
      (language) =>
        contactsCatalog.in(language)('refusal.photo.tooLarge', {
          max: megabytes(PROFILE_IMAGE_MAX_BYTES),
        }),
      FIELD,
    );
  }
  return data;
}

/**
 * Checks that the upload really is an image (sharp reads its header, whatever it claims to be)
 * and re-encodes it to a 512 px square JPEG: metadata such as GPS positions is dropped, the
 * orientation applied, and whatever the browser sent is never served as it came.
 */
export async function toProfileJpeg(input: string): Promise<Buffer> {
  const data = decodeProfileImage(input);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    // The header only: the pixel limit is checked below, with its own message.
    format = (await sharp(data, { limitInputPixels: false }).metadata()).format;
  } catch {
    throw badRequest((language) => contactsCatalog.in(language)('refusal.photo.notImage'), FIELD);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw badRequest((language) => contactsCatalog.in(language)('refusal.photo.wrongType'), FIELD);
  }
  // A decompression bomb (a small file declaring billions of pixels) is refused undecoded.
  await assertImageWithinPixelLimit(data, FIELD);
  try {
    return await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(
      (language) => contactsCatalog.in(language)('refusal.photo.unprocessable'),
      FIELD,
    );
  }
}

/** The directory's copy of a stored profile JPEG (see PROFILE_THUMB_SIZE). */
export async function toProfileThumb(profileJpeg: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(profileJpeg)
    .resize(PROFILE_THUMB_SIZE, PROFILE_THUMB_SIZE, { fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
