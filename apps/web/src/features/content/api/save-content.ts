import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentCategory } from '@dugout/shared';
import { ifMatch, unwrapVersioned, type ApiClient } from '../../../lib/api-client';
import { multipartBody } from '../../../lib/http/multipart-body';
import { useApi } from '../../../lib/use-api';
import { contentKeys } from '../../../lib/api/content';

/** The content upload form, before it is turned into multipart fields. */
export interface ContentFormValues {
  file: File | null;
  description: string;
  fileType: string;
  tags: string[];
  category: ContentCategory;
  isFeatured: boolean;
  isBanner: boolean;
  allowedAffiliations: { id: number; name: string }[];
  emailList: string[];
  /** The teams it is for ([]: club-wide); left out (a club of one team): not sent, kept. */
  teams?: number[];
}

/** The upload's multipart fields, under the names the API reads. */
function contentUpload(values: ContentFormValues) {
  return {
    ...(values.file ? { formFile: values.file } : {}),
    fileName: values.description,
    fileType: values.fileType,
    tags: values.tags,
    isBanner: values.isBanner,
    isFeatured: values.isFeatured,
    category: values.category,
    emailList: values.emailList,
    allowedAffiliations: values.allowedAffiliations,
    ...(values.teams ? { teams: values.teams } : {}),
  };
}

/**
 * POST /api/content/new, or PUT /api/content/update/{id} when an id exists. `etag`:
 * the version the form was filled from; the server answers 409 if the item changed since.
 */
export function saveContent(
  api: ApiClient,
  values: ContentFormValues,
  id?: string,
  etag: string | null = null,
  onUploadProgress?: (fraction: number) => void,
) {
  const body = contentUpload(values);
  // Progress only when a file goes up (the form's other fields are a few hundred bytes).
  const progress = values.file && onUploadProgress ? { onUploadProgress } : {};
  const sent = { body, bodySerializer: multipartBody, ...progress };
  return (
    id
      ? api.PUT('/api/content/update/{id}', { params: { path: { id } }, ...sent, ...ifMatch(etag) })
      : api.POST('/api/content/new', sent)
  ).then(unwrapVersioned);
}

export function useSaveContent(id?: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      etag,
      onUploadProgress,
    }: {
      values: ContentFormValues;
      etag?: string | null;
      /** The share of the file sent so far, 0–1 (the form's progress bar). */
      onUploadProgress?: (fraction: number) => void;
    }) => saveContent(api, values, id, etag, onUploadProgress),
    onSuccess: (saved) => {
      queryClient.invalidateQueries({ queryKey: contentKeys.list() });
      queryClient.setQueryData(contentKeys.item(saved.data.id), saved);
    },
  });
}
