import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { CONTENT_DISPLAY_WIDTH, CONTENT_THUMBNAIL_WIDTH } from '@dugout/shared';
import type { BlobStore } from '../platform/blob/blob-store';
import { loadSharp } from '../platform/native-images';
import { SEED_CONTENT, type SeedItem } from './content-seed-items';

/**
 * The seeded items' files, drawn the same on every run: small PDFs with pdf-lib, abstract images
 * with sharp, and their thumbnails, under fixed keys (`seed/content/...`).
 */

const PALETTE = ['#8b1e2d', '#1f3a5f', '#2f6f4e', '#6b4c9a', '#b5651d', '#333d47'];

export const keyOf = (item: SeedItem) => `seed/content/${item.slug}.${item.kind}`;
export const thumbKeyOf = (item: SeedItem) => `seed/thumbs/${item.slug}.jpg`;
export const displayKeyOf = (item: SeedItem) =>
  item.kind === 'pdf' ? null : `seed/display/${item.slug}.webp`;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An abstract picture: stripes, a diamond and the item's title. */
function artSvg(item: SeedItem, i: number, width: number, height: number): string {
  const a = PALETTE[i % PALETTE.length]!;
  const b = PALETTE[(i + 2) % PALETTE.length]!;
  const title = item.banner ? 'Riverhawks' : item.description;
  const sub = item.banner ? 'Family portal' : item.category;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${Array.from({ length: 6 }, (_, k) => `<rect x="${k * (width / 6)}" y="0" width="${width / 24}" height="${height}" fill="#ffffff" opacity="0.06"/>`).join('')}
  <polygon points="${width * 0.78},${height * 0.2} ${width * 0.93},${height * 0.5} ${width * 0.78},${height * 0.8} ${width * 0.63},${height * 0.5}" fill="#ffffff" opacity="0.15"/>
  <text x="${width * 0.06}" y="${height * 0.5}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.14)}" font-weight="700" fill="#ffffff">${esc(title)}</text>
  <text x="${width * 0.06}" y="${height * 0.66}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.06)}" fill="#ffffff" opacity="0.85">${esc(sub)}</text>
</svg>`;
}

/** A picture of a document's first page (the thumbnail of a seeded PDF). */
function pageSvg(item: SeedItem, i: number): string {
  const a = PALETTE[i % PALETTE.length]!;
  const lines = (item.lines ?? []).map(
    (l, k) =>
      `<text x="36" y="${190 + k * 34}" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#222">${esc(l)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="620">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect width="480" height="110" fill="${a}"/>
  <text x="36" y="70" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${esc(item.description)}</text>
  <text x="36" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" fill="#666">${esc(item.category)}</text>
  ${lines.join('')}
</svg>`;
}

async function makePdf(item: SeedItem, i: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(item.description);
  doc.setCreator('Riverhawks family portal (demo data)');
  // Fixed dates: the same bytes on every run.
  doc.setCreationDate(new Date('2026-01-15T12:00:00Z'));
  doc.setModificationDate(new Date('2026-01-15T12:00:00Z'));
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const hex = PALETTE[i % PALETTE.length]!;
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  page.drawRectangle({ x: 0, y: 652, width: 612, height: 140, color: rgb(r, g, b) });
  page.drawText(item.description, { x: 48, y: 705, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText(item.category, { x: 48, y: 610, size: 14, font, color: rgb(0.4, 0.4, 0.4) });
  (item.lines ?? []).forEach((line, k) => {
    page.drawText(line, { x: 48, y: 560 - k * 28, size: 16, font, color: rgb(0.13, 0.13, 0.13) });
  });
  page.drawText('Riverhawks family portal - demo document', {
    x: 48,
    y: 48,
    size: 10,
    font,
    color: rgb(0.5, 0.5, 0.5),
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

interface SeedFile {
  key: string;
  data: Buffer;
  contentType: string;
}

export async function renderSeedFiles(
  item: SeedItem,
  i: number,
): Promise<{ file: SeedFile; thumb: SeedFile; display?: SeedFile }> {
  const sharp = await loadSharp();
  if (item.kind === 'pdf') {
    const [data, thumb] = await Promise.all([
      makePdf(item, i),
      sharp(Buffer.from(pageSvg(item, i)))
        .jpeg({ quality: 80 })
        .toBuffer(),
    ]);
    return {
      file: { key: keyOf(item), data, contentType: 'application/pdf' },
      thumb: { key: thumbKeyOf(item), data: thumb, contentType: 'image/jpeg' },
    };
  }
  const [w, h] = item.banner ? [1600, 500] : [1200, 800];
  const base = sharp(Buffer.from(artSvg(item, i, w, h)));
  const data =
    item.kind === 'png'
      ? await base.clone().png({ compressionLevel: 6 }).toBuffer()
      : await base.clone().jpeg({ quality: 82 }).toBuffer();
  const thumb = await base
    .clone()
    .resize({ width: CONTENT_THUMBNAIL_WIDTH })
    .jpeg({ quality: 80 })
    .toBuffer();
  const display = await base
    .clone()
    .resize({ width: CONTENT_DISPLAY_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return {
    file: {
      key: keyOf(item),
      data,
      contentType: item.kind === 'png' ? 'image/png' : 'image/jpeg',
    },
    thumb: { key: thumbKeyOf(item), data: thumb, contentType: 'image/jpeg' },
    display: { key: displayKeyOf(item)!, data: display, contentType: 'image/webp' },
  };
}

/** Writes the seeded items' files (and thumbnails) into a blob store; returns their sizes. */
export async function writeSeedContentFiles(blobs: BlobStore): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  await Promise.all(
    SEED_CONTENT.map(async (item, i) => {
      const { file, thumb, display } = await renderSeedFiles(item, i);
      await blobs.put(file.key, file.data, file.contentType);
      await blobs.put(thumb.key, thumb.data, thumb.contentType);
      if (display) await blobs.put(display.key, display.data, display.contentType);
      sizes.set(item.slug, file.data.length);
    }),
  );
  return sizes;
}
