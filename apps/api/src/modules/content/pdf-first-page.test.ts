import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
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

  it('throws on bytes that are not a PDF', async () => {
    await expect(renderPdfFirstPage(Buffer.from('%PDF-1.7\nnot really'))).rejects.toThrow();
  });
});
