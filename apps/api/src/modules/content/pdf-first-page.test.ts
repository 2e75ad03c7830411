import zlib from 'node:zlib';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '../../platform/image-limits';
import { renderPdfFirstPage } from './pdf-first-page';

/** A one-page US Letter PDF: white, with a black box filling the top-left quarter. */
async function boxPdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([612, 792]);
    if (i === 0) page.drawRectangle({ x: 0, y: 396, width: 306, height: 396, color: rgb(0, 0, 0) });
  }
  return Buffer.from(await doc.save());
}

/**
 * A one-page PDF whose page is covered by one black greyscale picture of `side` × `side` pixels:
 * a few hundred kilobytes of zeros that pdf.js would decode into side² bytes and more.
 */
function pictureBombPdf(side: number): Buffer {
  const image = zlib.deflateSync(Buffer.alloc(side * side), { level: 9 });
  const content = 'q 612 0 0 792 0 0 cm /Im0 Do Q';
  const objects: Buffer[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ].map((o) => Buffer.from(o));
  objects.push(
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray ` +
          `/BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
      ),
      image,
      Buffer.from('\nendstream'),
    ]),
  );
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let position = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(position);
    parts.push(object);
    position += object.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${position}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

async function pixelAt(png: Buffer, fx: number, fy: number): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width * fx);
  const y = Math.floor(info.height * fy);
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('renderPdfFirstPage (pdf.js on a Skia canvas)', () => {
  it('draws the first page: the painted box is dark, the rest of the page white', async () => {
    const png = await renderPdfFirstPage(await boxPdf(2));
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    // Letter proportions, wide enough for a sharp thumbnail.
    expect(meta.width).toBeGreaterThanOrEqual(400);
    expect(meta.height! / meta.width!).toBeCloseTo(792 / 612, 1);
    expect(await pixelAt(png, 0.25, 0.25)).toEqual([0, 0, 0]);
    expect(await pixelAt(png, 0.75, 0.75)).toEqual([255, 255, 255]);
  });

  it('keeps a huge page to a bounded bitmap', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([14_400, 14_400]); // 200 × 200 inches, PDF's largest page
    const png = await renderPdfFirstPage(Buffer.from(await doc.save()));
    const meta = await sharp(png).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2000);
  });

  it('leaves out a picture over MAX_IMAGE_PIXELS instead of decoding it (a bomb inside a PDF)', async () => {
    // 1,000 × 1,000 is drawn (the page turns black); 7,000 × 7,000 (49 megapixels, a 50 KB
    // file) is skipped undecoded, so the page stays white.
    const small = await renderPdfFirstPage(pictureBombPdf(1000));
    expect(await pixelAt(small, 0.5, 0.5)).toEqual([0, 0, 0]);
    expect(7000 * 7000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const bomb = await renderPdfFirstPage(pictureBombPdf(7000));
    expect(await pixelAt(bomb, 0.5, 0.5)).toEqual([255, 255, 255]);
  });

  it('throws on bytes that are not a PDF', async () => {
    await expect(renderPdfFirstPage(Buffer.from('%PDF-1.7\nnot really'))).rejects.toThrow();
  });
});
