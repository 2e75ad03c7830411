import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentCategory, ContentItem } from '@dugout/shared';
import { ifMatch, unwrapVersioned, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { contentKeys } from '../../../lib/api/content';

/** The upload form of spec §3, before it is turned into multipart fields. */
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
}

export function toFormData(values: ContentFormValues): FormData {
  const form = new FormData();
  if (values.file) form.append('formFile', values.file, values.file.name);
  form.append('fileName', values.description);
  form.append('fileType', values.fileType);
  form.append('tags', JSON.stringify(values.tags));
  form.append('isBanner', String(values.isBanner));
  form.append('isFeatured', String(values.isFeatured));
  form.append('category', values.category);
  form.append('emailList', JSON.stringify(values.emailList));
  form.append('allowedAffiliations', JSON.stringify(values.allowedAffiliations));
  return form;
}

/**
 * POST /api/content/new, or PUT /api/content/update/{id} when an id exists (spec §7). `etag`:
 * the version the form was filled from; the server answers 409 if the item changed since.
 */
export function saveContent(
  api: ApiClient,
  values: ContentFormValues,
  id?: string,
  etag: string | null = null,
  onUploadProgress?: (fraction: number) => void,
) {
  const form = toFormData(values);
  // Progress only when a file goes up (the form's other fields are a few hundred bytes).
  const progress = values.file && onUploadProgress ? { onUploadProgress } : {};
  return (
    id
      ? api.putForm<ContentItem>(`/api/content/update/${encodeURIComponent(id)}`, form, {
          ...ifMatch(etag),
          ...progress,
        })
      : api.postForm<ContentItem>('/api/content/new', form, progress)
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
      void queryClient.invalidateQueries({ queryKey: contentKeys.list() });
      queryClient.setQueryData(contentKeys.item(saved.data.id), saved);
    },
  });
}
