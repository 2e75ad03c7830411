import { EVENT_PHOTO_DISPLAY_SIZE, EVENT_PHOTO_THUMB_SIZE, type Language } from '@dugout/shared';
import type { Sharp } from 'sharp';
import { localizedError } from '../../platform/errors';
import {
  assertImageWithinPixelLimit,
  MAX_ALBUM_JPEG_PIXELS,
  MAX_IMAGE_PIXELS,
} from '../../platform/image-limits';
import { loadSharp } from '../../platform/native-images';
import { photosCatalog } from './photos.locales';

/** What sharp reads as the formats a phone or camera sends (HEIC and AVIF are both "heif"). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const FIELD = 'photo';

export interface AlbumCopies {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const refusal = (
  status: number,
  code: string,
  text: (language: Language) => string,
): ReturnType<typeof localizedError> => localizedError(status, code, text, FIELD);

/**
 * An iPhone's HEIC is HEVC inside HEIF, which sharp's prebuilt libvips does not decode (it
 * decodes AVIF only: HEVC is patent-encumbered). heic-decode runs libheif as WebAssembly
 * (LGPL-3.0, an unmodified separate module: see the README's licences), loaded on first use.
 */
async function decodeHevc(data: Buffer, sharp: Awaited<ReturnType<typeof loadSharp>>) {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: new Uint8Array(data) });
  // libheif applies the file's rotation and mirroring itself.
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/**
 * Checks that the upload is a photo (sharp reads its header, whatever the browser claims), then
 * makes the album's two copies: the display copy (long side EVENT_PHOTO_DISPLAY_SIZE) and a
 * square grid thumbnail. Both are new JPEGs with the orientation applied and no metadata at all:
 * the EXIF block with its GPS position, the camera and the time are never stored.
 */
export async function toAlbumCopies(data: Buffer): Promise<AlbumCopies> {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // The header only: the pixel limit is checked below, with its own message.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw refusal(415, 'not_an_image', (l) => photosCatalog.in(l)('upload.notImage'));
  }
  if (!ACCEPTED_FORMATS.has(meta.format ?? '')) {
    const format = String(meta.format ?? '?').toUpperCase();
    throw refusal(415, 'wrong_image_type', (l) =>
      photosCatalog.in(l)('upload.wrongType', { format }),
    );
  }
  // A decompression bomb (a small file declaring billions of pixels) is refused undecoded. A
  // JPEG shrinks on load, so a phone's 48-200 MP photo is taken (image-limits.ts).
  const maxPixels = meta.format === 'jpeg' ? MAX_ALBUM_JPEG_PIXELS : MAX_IMAGE_PIXELS;
  await assertImageWithinPixelLimit(data, FIELD, maxPixels);
  try {
    const source =
      meta.format === 'heif' && meta.compression === 'hevc'
        ? await decodeHevc(data, sharp)
        : sharp(data, { limitInputPixels: maxPixels }).rotate();
    // Each copy reads the source again (a JPEG shrinks on load: far less memory than keeping
    // a 40-megapixel photo's pixels between the two).
    const display = await source
      .clone()
      .resize(EVENT_PHOTO_DISPLAY_SIZE, EVENT_PHOTO_DISPLAY_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await source
      .clone()
      .resize(EVENT_PHOTO_THUMB_SIZE, EVENT_PHOTO_THUMB_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return {
      display: display.data,
      thumb,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw refusal(400, 'unprocessable_image', (l) => photosCatalog.in(l)('upload.unprocessable'));
  }
}
