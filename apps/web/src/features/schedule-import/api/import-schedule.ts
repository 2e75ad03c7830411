import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { eventListKeys } from '../../../lib/api/events';
import { multipartBody } from '../../../lib/http/multipart-body';
import { useApi } from '../../../lib/use-api';

/** POST /api/event/import/preview: what the file would do; the server writes nothing. */
export function previewScheduleImport(api: ApiClient, file: File) {
  return api
    .POST('/api/event/import/preview', { body: { file }, bodySerializer: multipartBody })
    .then(unwrap);
}

/** POST /api/event/import/confirm: the same file again, with the preview's fingerprint. */
export function confirmScheduleImport(api: ApiClient, file: File, fingerprint: string) {
  return api
    .POST('/api/event/import/confirm', {
      body: { fingerprint, file },
      bodySerializer: multipartBody,
    })
    .then(unwrap);
}

export function usePreviewScheduleImport() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => previewScheduleImport(api, file) });
}

export function useConfirmScheduleImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fingerprint }: { file: File; fingerprint: string }) =>
      confirmScheduleImport(api, file, fingerprint),
    // Every event list and page may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventListKeys.all }),
  });
}
