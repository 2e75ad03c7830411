import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/offline/offline';

/** A clear notice while the phone has no connection (the lists shown are the last seen). */
export function OfflineNotice() {
  const { t } = useTranslation('layout');
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="offline-notice" role="status">
      <strong>{t('offline.title')}</strong> {t('offline.body')}
    </div>
  );
}
