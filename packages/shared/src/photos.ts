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
  /** Who the uploader tagged, as far as the reader may see them (a hidden child is left out). */
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * It tags a child whose guardian has not given consent: only its uploader and the managers see
   * it ("Waiting for a manager") until a manager approves or removes it.
   */
  held: z.boolean(),
  /** The reader may approve it (a manager, while it is held). */
  canApprove: z.boolean(),
  /** The reader already asked to take it down. */
  takedownAsked: z.boolean(),
  /** The members' take-down requests: for the managers only (others get []). */
  takedowns: z.array(z.object({ by: z.string(), reason: z.string(), at: z.string() })),
});
export type EventPhoto = z.infer<typeof eventPhotoSchema>;

/** GET /api/event/{id}/photos. */
export const eventPhotosSchema = z.object({
  photos: z.array(eventPhotoSchema),
  /** The reader may add photos (the event is this season's). */
  canAdd: z.boolean(),
  /** The event is a past season's: its album is read-only. */
  archived: z.boolean(),
  /** The reader manages the album (an admin or a manager of the event's teams). */
  canManage: z.boolean(),
});
export type EventPhotos = z.infer<typeof eventPhotosSchema>;

/** The upload form's text fields (the file is `photo`; `tags` is JSON text, see below). */
export const eventPhotoFieldsSchema = z.object({
  caption: z.string().trim().max(EVENT_PHOTO_CAPTION_MAX_LENGTH).default(''),
  tags: z.string().max(4000).optional().meta({
    description: 'JSON array of the contact ids of who is in the photo (tag candidates only)',
  }),
});

/** At most this many people tagged in one photo. */
export const EVENT_PHOTO_TAGS_MAX = 30;

/** The upload form's `tags`: JSON text of the contact ids of who is in the photo. */
export const eventPhotoTagsSchema = z
  .array(z.uuid())
  .max(EVENT_PHOTO_TAGS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** GET /api/event/{id}/photo-tag-candidates: whom the reader may tag in this event's photos. */
export const photoTagCandidatesSchema = z.object({
  people: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** A household's player or sibling: tagging them holds the photo without consent. */
      child: z.boolean(),
      /** A child whose guardian let them appear in team photos. */
      consent: z.boolean(),
    }),
  ),
});
export type PhotoTagCandidates = z.infer<typeof photoTagCandidatesSchema>;

/** The longest reason a member gives for taking a photo down. */
export const PHOTO_TAKEDOWN_REASON_MAX_LENGTH = 300;

/** POST /api/event-photos/{id}/takedown. */
export const photoTakedownInputSchema = z.object({
  reason: z.string().trim().max(PHOTO_TAKEDOWN_REASON_MAX_LENGTH).default(''),
});

/**
 * GET /api/photos/review: the photos a manager has to look at, across the albums of the events
 * they manage (an admin: every album), newest first: those held for consent and those members
 * asked to take down. Approving and removing use the album's own calls.
 */
export const photoReviewSchema = z.object({
  photos: z.array(
    z.object({
      id: z.number().int(),
      eventId: z.string(),
      eventName: z.string(),
      /** ISO 8601, or null for an event without a date. */
      eventDate: z.string().nullable(),
      thumbUrl: z.string(),
      caption: z.string(),
      uploadedBy: z.string(),
      createdAt: z.string(),
      /** Waiting for a manager: it tags a child without a guardian's consent. */
      held: z.boolean(),
      /** The event is a past season's: its album is read-only, nothing to approve or remove. */
      archived: z.boolean(),
      /** The members' open requests to take it down, oldest first. */
      takedowns: z.array(
        z.object({ id: z.number().int(), by: z.string(), reason: z.string(), at: z.string() }),
      ),
    }),
  ),
});
export type PhotoReview = z.infer<typeof photoReviewSchema>;

/** GET /api/me/photo-consent: the children of the reader's household, for their guardian. */
export const photoConsentListSchema = z.object({
  children: z.array(z.object({ contactId: z.string(), name: z.string(), consent: z.boolean() })),
});
export type PhotoConsentList = z.infer<typeof photoConsentListSchema>;

/** PUT /api/me/photo-consent/{contactId}. */
export const photoConsentInputSchema = z.object({ consent: z.boolean() });

/** GET /api/admin/photo-storage: what the albums take in the store, per season, newest first. */
export const photoStorageSchema = z.object({
  seasons: z.array(
    z.object({
      seasonId: z.number().int(),
      name: z.string(),
      photos: z.number().int(),
      /** The display copies and thumbnails together, in bytes. */
      bytes: z.number().int(),
    }),
  ),
});
export type PhotoStorage = z.infer<typeof photoStorageSchema>;
