import { useTranslation } from 'react-i18next';
import { megabytes } from '@dugout/shared';
import { usePhotoStorage } from './api';
import './photos.css';

/** Admin Tools: the space the event albums take in the store, season by season. */
export function PhotoStorageCard() {
  const { t } = useTranslation('photos');
  const storage = usePhotoStorage();
  const seasons = storage.data?.seasons;
  if (!Array.isArray(seasons) || !seasons.length) return null;
  return (
    <section className="photo-consent" aria-labelledby="photo-storage-title">
      <h2 id="photo-storage-title">{t('storage.title')}</h2>
      <ul className="photo-consent__list">
        {seasons.map((s) => (
          <li key={s.seasonId}>
            {t('storage.line', { season: s.name, count: s.photos, size: megabytes(s.bytes) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
