import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngBomb } from '../testing/hostile-images';
import { AppError } from './errors';
import { assertImageWithinPixelLimit, MAX_IMAGE_PIXELS } from './image-limits';

async function refusal(data: Buffer): Promise<AppError | null> {
  try {
    await assertImageWithinPixelLimit(data, 'formFile');
    return null;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describe('the pixel limit of uploaded pictures', () => {
  it('is 40 megapixels, read from the header without decoding', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    const started = process.hrtime.bigint();
    expect(await refusal(pngBomb(8000, 5000))).toBeNull();
    const over = await refusal(pngBomb(8000, 5001));
    expect(over).toMatchObject({ statusCode: 413, code: 'image_too_large', field: 'formFile' });
    expect(over!.message).toBe(
      'The image is too large: 8000 × 5001 pixels. Images can have at most 40 megapixels. ' +
        'Please make it smaller and try again.',
    );
    expect(over!.messageIn('es')).toMatch(/^La imagen es demasiado grande: 8000 × 5001 píxeles/);
    const bomb = await refusal(pngBomb());
    expect(bomb?.statusCode).toBe(413);
    // Decoding 2.5 gigapixels would take seconds and gigabytes; reading headers takes neither.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2000);
  });

  it('counts one frame of an animation, and accepts an ordinary photo', async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#9b1c1c' },
    })
      .jpeg()
      .toBuffer();
    expect(await refusal(photo)).toBeNull();
    const gif = await sharp({
      create: { width: 32, height: 32, channels: 4, background: '#ffffff' },
    })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toBeNull();
  });

  it('refuses a picture whose header cannot be read', async () => {
    const bad = await refusal(Buffer.from('\x89PNG\r\n\x1a\nnot really'));
    expect(bad).toMatchObject({ statusCode: 400, code: 'unreadable_image' });
    expect(bad!.messageIn('es')).toMatch(/No se pudo leer la imagen/);
  });
});
