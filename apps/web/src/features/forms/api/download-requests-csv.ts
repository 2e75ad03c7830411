import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CSV_FILE_NAMES } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { requestUrls, type RequestKind } from './requests';

/**
 * Saves the report as jersey-report.csv (the gift report has the same name): the current
 * season's, or `season`'s (a past season's id); `teamColumn` (a club of two or more teams) adds
 * the Team column.
 */
export function downloadRequestsCsv(
  api: ApiClient,
  kind: RequestKind,
  season?: number,
  teamColumn = false,
) {
  const fileName = kind === 'jersey' ? CSV_FILE_NAMES.jerseys : CSV_FILE_NAMES.gifts;
  const query = {
    ...(season === undefined ? {} : { season }),
    ...(teamColumn ? { teamColumn: 'true' as const } : {}),
  };
  const init = Object.keys(query).length ? { params: { query } } : undefined;
  return api.download(requestUrls[kind].csv, fileName, init).then(unwrap);
}

export function useDownloadRequestsCsv(kind: RequestKind, teamColumn = false) {
  const api = useApi();
  const { t } = useTranslation('forms');
  return useMutation({
    mutationFn: (season?: number) => downloadRequestsCsv(api, kind, season, teamColumn),
    onError: (error) => toast.error(t('admin.csvFailed', { message: error.message })),
  });
}
