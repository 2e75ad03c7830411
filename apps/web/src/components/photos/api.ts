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
      onUploadProgress,
    }: {
      file: File;
      onUploadProgress: (fraction: number) => void;
    }) =>
      api
        .POST('/api/event/{id}/photos', {
          params: { path: { id: eventId } },
          body: { photo: file },
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
