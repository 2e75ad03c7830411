import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** POST /api/admin/ResetCache (IT:admin): empties every server cache on every replica. */
export function resetCache(api: ApiClient) {
  return api.POST('/api/admin/ResetCache').then(unwrap);
}

export function useResetCache() {
  const api = useApi();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: () => resetCache(api),
    onSuccess: () => toast.success(t('toasts.cacheUpdated')),
    onError: () => toast.error(t('toasts.cacheFailed')),
  });
}
