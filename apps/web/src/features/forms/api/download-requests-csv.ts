import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CSV_FILE_NAMES } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { requestUrls, type RequestKind } from './requests';

/**
 * Saves the report as jersey-report.csv (the gift report has the same name): the current
 * season's, or `season`'s (a past season's id).
 */
export function downloadRequestsCsv(api: ApiClient, kind: RequestKind, season?: number) {
  const fileName = kind === 'jersey' ? CSV_FILE_NAMES.jerseys : CSV_FILE_NAMES.gifts;
  const init = season === undefined ? undefined : { params: { query: { season } } };
  return api.download(requestUrls[kind].csv, fileName, init).then(unwrap);
}

export function useDownloadRequestsCsv(kind: RequestKind) {
  const api = useApi();
  const { t } = useTranslation('forms');
  return useMutation({
    mutationFn: (season?: number) => downloadRequestsCsv(api, kind, season),
    onError: (error) => toast.error(t('admin.csvFailed', { message: error.message })),
  });
}
