import { loadCanvas } from '../../platform/native-images';
import { CONTENT_THUMBNAIL_WIDTH } from '@dugout/shared';
import { MAX_IMAGE_PIXELS } from '../../platform/image-limits';

/** Longest side of the rendered page; keeps a huge page size from making a huge bitmap. */
const MAX_RENDER_SIDE = 2000;

/**
 * Renders the first page of a PDF to PNG (for its thumbnail) with pdf.js on a Skia canvas:
 * both permissively licensed (Apache-2.0, MIT), unlike MuPDF (AGPL), which the server used first.
 * Fonts the file does not embed fall back to the canvas's own; a damaged or empty file throws.
 */
export async function renderPdfFirstPage(data: Buffer): Promise<Buffer> {
  // Loaded on first use: pdf.js is large and most requests never render a PDF.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the array it is given: hand it a copy.
    data: new Uint8Array(data),
    // Never compile code found in a file (Type 4 functions are interpreted instead).
    isEvalSupported: false,
    // A picture inside the PDF over the upload limit (a few KB of zeros can declare gigapixels)
    // is left out of the render instead of decoded: it blocked the server for seconds per
    // 64 megapixels and could exhaust its memory.
    maxImageSize: MAX_IMAGE_PIXELS,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const doc = await loading.promise;
  try {
    if (doc.numPages < 1) throw new Error('PDF has no pages');
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const width = Math.max(1, natural.width);
    const height = Math.max(1, natural.height);
    // About twice the thumbnail width, never more than MAX_RENDER_SIDE on a side, at most 4×.
    const scale = Math.min(
      (CONTENT_THUMBNAIL_WIDTH * 2) / width,
      MAX_RENDER_SIDE / height,
      MAX_RENDER_SIDE / width,
      4,
    );
    const viewport = page.getViewport({ scale });
    const { createCanvas } = await loadCanvas();
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    // A PDF page is white unless it paints otherwise; the canvas starts transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js is typed for the DOM's canvas; @napi-rs/canvas implements the part it uses.
    const target = { canvas, canvasContext: context, viewport };
    await page.render(target as unknown as Parameters<typeof page.render>[0]).promise;
    page.cleanup();
    return await canvas.encode('png');
  } finally {
    await loading.destroy();
  }
}
