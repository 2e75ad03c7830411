import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { multipartBody } from '../../../lib/http/multipart-body';
import { contactKeys } from '../../../lib/api/contacts';
import { householdAnswerKeys } from '../../../lib/api/household-answers';
import { useApi } from '../../../lib/use-api';
import { auditLogKeys } from './get-audit-log';

/** POST /api/contact/import/preview: what the file would do; the server writes nothing. */
export function previewContactImport(api: ApiClient, file: File) {
  return api
    .POST('/api/contact/import/preview', { body: { file }, bodySerializer: multipartBody })
    .then(unwrap);
}

/**
 * POST /api/contact/import/confirm: the same file again with the preview's fingerprint (the
 * server keeps nothing between the two calls and plans the file again as it writes it).
 */
export function confirmContactImport(api: ApiClient, file: File, fingerprint: string) {
  return api
    .POST('/api/contact/import/confirm', {
      body: { fingerprint, file },
      bodySerializer: multipartBody,
    })
    .then(unwrap);
}

export function usePreviewContactImport() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => previewContactImport(api, file) });
}

export function useConfirmContactImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fingerprint }: { file: File; fingerprint: string }) =>
      confirmContactImport(api, file, fingerprint),
    // Every contact list and card may have changed, households too (and so whom a member
    // answers for), and the audit log has new lines.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: householdAnswerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
      ]);
    },
  });
}
