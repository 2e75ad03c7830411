import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_SIZE, PROFILE_THUMB_SIZE } from '@dugout/shared';
import { badRequest } from '../../platform/errors';
import { assertImageWithinPixelLimit, MAX_IMAGE_PIXELS } from '../../platform/image-limits';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const FIELD = 'newProfileImgBase64';

/** Decodes `newProfileImgBase64` (a data URL or bare base64) without trusting its claimed type. */
export function decodeProfileImage(input: string): Buffer {
  const match = /^data:([a-z0-9.+/-]*)(;[a-z0-9=-]+)*;base64,/i.exec(input);
  const base64 = (match ? input.slice(match[0].length) : input).replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw badRequest('The photo could not be read: it is not base64 image data', FIELD);
  }
  const data = Buffer.from(base64, 'base64');
  if (data.length > PROFILE_IMAGE_MAX_BYTES) {
    throw badRequest('The photo must be at most 5 MB', FIELD);
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
  let format: string | undefined;
  try {
    // The header only: the pixel limit is checked below, with its own message.
    format = (await sharp(data, { limitInputPixels: false }).metadata()).format;
  } catch {
    throw badRequest('The photo is not an image (JPEG or PNG expected)', FIELD);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw badRequest('The photo must be a JPEG or PNG image', FIELD);
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
    throw badRequest('The photo could not be processed: it is damaged or too large', FIELD);
  }
}

/** The directory's copy of a stored profile JPEG (see PROFILE_THUMB_SIZE). */
export async function toProfileThumb(profileJpeg: Buffer): Promise<Buffer> {
  return sharp(profileJpeg)
    .resize(PROFILE_THUMB_SIZE, PROFILE_THUMB_SIZE, { fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
