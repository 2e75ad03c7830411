import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import {
  albumEntryName,
  albumZipFileName,
  asciiFileName,
  translatedField,
  type EventTranslation,
  type Language,
} from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { localizedError } from '../../platform/errors';
import { eventTranslations, loadVisibleEvent } from '../events/index';
import { photosCatalog } from './photos.locales';
import { visibleAlbum } from './photos.service';

export interface AlbumZip {
  /** "Opening Day 2026-04-11.zip" (albumZipFileName), for the Content-Disposition. */
  fileName: string;
  /** The zip as it is made: one photo read from the store at a time. */
  stream: Readable;
}

/** RFC 6266: an ASCII `filename` for old clients, the UTF-8 name (RFC 8187) for the others. */
export function attachmentDisposition(fileName: string): string {
  const utf8 = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${utf8}`;
}

const noPhotos = () =>
  localizedError(404, 'no_photos', (language) => photosCatalog.in(language)('zip.empty'));

/**
 * GET /api/event/{id}/photos/zip: exactly the photos the album list shows the viewer (404 for an
 * event they do not see, and for an album with none), display copies in album order. Stored, not
 * deflated: they are JPEGs already. yazl asks for each photo's stream only when it reaches it and
 * writes as fast as the download reads, so a large album never sits in memory.
 */
export async function albumZip(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  language: Language,
  log: FastifyBaseLogger,
): Promise<AlbumZip> {
  const { row } = await loadVisibleEvent(ctx.db, viewer, eventId);
  const photos = await visibleAlbum(ctx, viewer, row.id);
  if (!photos.length) throw noPhotos();
  const translations: EventTranslation[] = (await eventTranslations(ctx.db, row.id)).map((t) => ({
    language: t.language as EventTranslation['language'],
    fieldName: t.field_name,
    contents: t.contents,
  }));
  const title = translatedField({ name: row.name, translations }, 'Name', language);
  const fileName = albumZipFileName(
    title,
    row.date ? new Date(row.date) : null,
    photosCatalog.in(language)('zip.fileName'),
    ctx.config.TEAM_TIME_ZONE,
  );

  const zip = new ZipFile();
  photos.forEach((photo, i) => {
    const extension = path.extname(photo.display_key).slice(1) || 'jpg';
    const name = albumEntryName(i, photos.length, extension);
    zip.addReadStreamLazy(name, { compress: false, mtime: photo.created_at }, (done) => {
      // yazl's types want a stream beside an error; it reads none after one.
      const fail = (err: Error) => done(err, Readable.from([]));
      ctx.blobs
        .get(photo.display_key)
        .then(
          (blob) =>
            blob
              ? done(null, Readable.from([blob.data], { objectMode: false }))
              : fail(new Error(`photo ${photo.id}: ${photo.display_key} is not in the store`)),
          fail,
        );
    });
  });
  zip.end();
  // The answer has started by then: a file the store lost cuts the download short (the browser
  // says it failed) rather than handing over an album without it.
  const stream = zip.outputStream as Readable;
  zip.on('error', (err: Error) => {
    log.error({ err, eventId: row.id }, 'album zip failed');
    stream.destroy(err);
  });
  return { fileName, stream };
}
