import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../lib/api-client';
import { multipartBody } from '../../lib/http/multipart-body';
import { useApi } from '../../lib/use-api';

/** Query keys of the album endpoints: every change reads the event's album again. */
export const photoKeys = {
  all: ['photos'] as const,
  /** GET /api/event/{id}/photos */
  event: (eventId: string, language: string) =>
    [...photoKeys.all, 'event', eventId, language] as const,
  /** GET /api/event/{id}/photo-tag-candidates */
  candidates: (eventId: string) => [...photoKeys.all, 'candidates', eventId] as const,
  /** GET /api/me/photo-consent */
  consent: () => [...photoKeys.all, 'consent'] as const,
  /** GET /api/admin/photo-storage */
  storage: () => [...photoKeys.all, 'storage'] as const,
  /** GET /api/photos/review */
  review: (language: string) => [...photoKeys.all, 'review', language] as const,
};

/** An event's album, with signed links to each photo ("A family" in the reader's language). */
export function useEventPhotos(eventId: string, language: string) {
  const api = useApi();
  return useQuery({
    queryKey: photoKeys.event(eventId, language),
    queryFn: () =>
      api.GET('/api/event/{id}/photos', { params: { path: { id: eventId } } }).then(unwrap),
  });
}

/**
 * POST /api/event/{id}/photos, one photo at a time (the server converts each): `onUploadProgress`
 * is the share of this photo sent so far, 0–1, for the progress bar.
 */
export function useAddPhoto(eventId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      tags,
      onUploadProgress,
    }: {
      file: File;
      /** The contact ids of who is in it. */
      tags: string[];
      onUploadProgress: (fraction: number) => void;
    }) =>
      api
        .POST('/api/event/{id}/photos', {
          params: { path: { id: eventId } },
          body: { photo: file, ...(tags.length ? { tags: JSON.stringify(tags) } : {}) },
          bodySerializer: multipartBody,
          onUploadProgress,
        })
        .then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/** DELETE /api/event-photos/{id}: who added it, an admin or the event's team manager. */
export function useRemovePhoto() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      api.DELETE('/api/event-photos/{id}', { params: { path: { id: photoId } } }).then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/**
 * GET /api/event/{id}/photos/zip: the photos the reader sees in the album, as one zip saved as
 * `fileName` (albumZipFileName: the server names it the same).
 */
export function useDownloadAlbum(eventId: string, fileName: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () =>
      api
        .download('/api/event/{id}/photos/zip', fileName, { params: { path: { id: eventId } } })
        .then(unwrap),
  });
}

/** Whom the reader may tag in this event's photos (asked when the upload is offered). */
export function usePhotoTagCandidates(eventId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: photoKeys.candidates(eventId),
    enabled,
    queryFn: () =>
      api
        .GET('/api/event/{id}/photo-tag-candidates', { params: { path: { id: eventId } } })
        .then(unwrap),
  });
}

export type PhotoAction =
  { kind: 'approve'; photoId: number } | { kind: 'takedown'; photoId: number; reason: string };

/** A manager's approval of a held photo, or a member's take-down request. */
export function usePhotoAction() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PhotoAction) =>
      action.kind === 'approve'
        ? api
            .POST('/api/event-photos/{id}/approve', { params: { path: { id: action.photoId } } })
            .then(unwrap)
        : api
            .POST('/api/event-photos/{id}/takedown', {
              params: { path: { id: action.photoId } },
              body: { reason: action.reason },
            })
            .then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/** The held photos and take-down requests across the albums the reader manages. */
export function usePhotoReview(language: string) {
  const api = useApi();
  return useQuery({
    queryKey: photoKeys.review(language),
    queryFn: () => api.GET('/api/photos/review').then(unwrap),
  });
}

/** A manager keeps a photo a member asked to take down: the request is dismissed. */
export function useDismissTakedown() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.DELETE('/api/photo-takedowns/{id}', { params: { path: { id } } }).then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/** A guardian's children and whether each may appear in team photos. */
export function useMyPhotoConsent() {
  const api = useApi();
  return useQuery({
    queryKey: photoKeys.consent(),
    queryFn: () => api.GET('/api/me/photo-consent').then(unwrap),
  });
}

export function useSetPhotoConsent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, consent }: { contactId: string; consent: boolean }) =>
      api
        .PUT('/api/me/photo-consent/{contactId}', {
          params: { path: { contactId } },
          body: { consent },
        })
        .then(unwrap),
    // Awaited before the caller's onSettled: the list is read again by then.
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/** What the albums take in the store, per season (Admin Tools). */
export function usePhotoStorage() {
  const api = useApi();
  return useQuery({
    queryKey: photoKeys.storage(),
    queryFn: () => api.GET('/api/admin/photo-storage').then(unwrap),
  });
}
