import { loadSharp } from './native-images';
import { localizedError } from './errors';
import { errorsCatalog } from './i18n/errors.locales';

/**
 * The most pixels (per frame) an uploaded picture may have: 40 megapixels, more than any phone
 * camera takes. A 200-byte PNG can declare 50,000 × 50,000 pixels, which a browser or sharp would
 * try to decode into 10 GB: such a file is refused before anything decodes it. Also given to
 * sharp as `limitInputPixels` wherever it decodes an upload.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * An album's JPEG may be far larger: phones take 48 MP (an iPhone's 8064 × 6048), 50, 108 and
 * 200 MP photos. libvips decodes a JPEG shrunk on load (by 2, 4 or 8 as it reads, for the resize
 * that follows), so a 200 MP photo costs the memory of a 25 MP one. Only for JPEG: PNG, WebP
 * and HEIC decode at full size and keep MAX_IMAGE_PIXELS.
 */
export const MAX_ALBUM_JPEG_PIXELS = 210_000_000;

/**
 * Reads the picture's size from its header only (sharp's `metadata()` decodes no pixels) and
 * refuses it (413, in the member's language) when one frame has more than `maxPixels`, or
 * (400) when the header cannot be read at all: a picture whose size is unknown is not served.
 */
export async function assertImageWithinPixelLimit(
  data: Buffer,
  field: string,
  maxPixels: number = MAX_IMAGE_PIXELS,
): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    const sharp = await loadSharp();
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.pageHeight ?? meta.height;
  } catch {
    // Handled below: no size.
  }
  if (!width || !height) {
    throw localizedError(
      400,
      'unreadable_image',
      (language) => errorsCatalog.in(language)('imageUnreadable'),
      field,
    );
  }
  if (width * height > maxPixels) {
    throw localizedError(
      413,
      'image_too_large',
      (language) =>
        errorsCatalog.in(language)('imageTooLarge', {
          width,
          height,
          maxMegapixels: Math.floor(maxPixels / 1_000_000),
        }),
      field,
    );
  }
}
