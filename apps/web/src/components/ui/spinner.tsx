import { useTranslation } from 'react-i18next';
import './ui.css';

/** An animated spinner announced to screen readers with its label. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
