import { z } from 'zod';

/*
 * An event's photo album (issue 29, part 2): members who see the event add photos to it and see
 * them as a grid. The server re-encodes every upload (orientation applied, EXIF and its GPS
 * position dropped) into a display copy and a grid thumbnail; the original is never kept.
 */

/** The largest upload: a phone's full-size JPEG is 3–12 MB; 25 MB leaves room for a HEIF/PNG. */
export const EVENT_PHOTO_MAX_BYTES = 25 * 1024 * 1024;
/** Long side of the display copy (the full-screen viewer) and of the grid thumbnail, in px. */
export const EVENT_PHOTO_DISPLAY_SIZE = 2048;
export const EVENT_PHOTO_THUMB_SIZE = 400;
export const EVENT_PHOTO_CAPTION_MAX_LENGTH = 300;
/** What a file picker may offer: the browser shows the camera for image/*. */
export const EVENT_PHOTO_ACCEPT = 'image/*';

export const eventPhotoSchema = z.object({
  id: z.number().int(),
  /** Signed, expiring links: the grid's thumbnail and the viewer's display copy. */
  thumbUrl: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  /** Who added it, named as the directory would show them ("A family" when hidden). */
  uploadedBy: z.string(),
  createdAt: z.string(),
  /** The reader may remove it: who added it, an admin, or a manager of the event's teams. */
  canDelete: z.boolean(),
});
export type EventPhoto = z.infer<typeof eventPhotoSchema>;

/** GET /api/event/{id}/photos. */
export const eventPhotosSchema = z.object({
  photos: z.array(eventPhotoSchema),
  /** The reader may add photos (the event is this season's). */
  canAdd: z.boolean(),
  /** The event is a past season's: its album is read-only. */
  archived: z.boolean(),
});
export type EventPhotos = z.infer<typeof eventPhotosSchema>;

/** The upload form's text field (the file is `photo`). */
export const eventPhotoFieldsSchema = z.object({
  caption: z.string().trim().max(EVENT_PHOTO_CAPTION_MAX_LENGTH).default(''),
});
