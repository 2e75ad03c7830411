import type * as canvasModule from '@napi-rs/canvas';
import type sharpModule from 'sharp';

/**
 * sharp (libvips) and @napi-rs/canvas (Skia) are loaded on first use, not at start: each holds
 * ≈ 20 MB resident from the moment it loads, and only uploads, new thumbnails and the first
 * demo seed need them. The first upload after a start waits for the load (a few ms).
 */
let sharpLoad: Promise<typeof sharpModule> | undefined;
let canvasLoad: Promise<typeof canvasModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  return (sharpLoad ??= import('sharp').then((m) => m.default));
}

export function loadCanvas(): Promise<typeof canvasModule> {
  return (canvasLoad ??= import('@napi-rs/canvas'));
}
