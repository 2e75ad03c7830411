import { useTranslation } from 'react-i18next';
import './ui.css';

/** A centred spinner with a visible message, for whole-page waits. */
export function LoadingScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true">
        <span className="spinner__ring" />
      </span>
      <p className="loading-screen__message">{message ?? t('loading')}</p>
    </div>
  );
}
