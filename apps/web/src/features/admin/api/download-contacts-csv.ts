import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CSV_FILE_NAMES } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** GET /api/contact/csv with the bearer token, saved as contact-report.csv. */
export function downloadContactsCsv(api: ApiClient) {
  return api.download('/api/contact/csv', CSV_FILE_NAMES.contacts).then(unwrap);
}

export function useDownloadContactsCsv() {
  const api = useApi();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: () => downloadContactsCsv(api),
    onError: (error) => toast.error(t('toasts.csvFailed', { message: error.message })),
  });
}
