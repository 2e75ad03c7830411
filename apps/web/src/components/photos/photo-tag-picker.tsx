import { useTranslation } from 'react-i18next';
import type { PhotoTagCandidates } from '@dugout/shared';

/**
 * "Who is in these photos?": the people the uploader may tag (the directory's and the event's),
 * folded away until opened. A child without photo consent is marked: tagging them holds the photo
 * for a manager.
 */
export function PhotoTagPicker({
  people,
  chosen,
  onChange,
  disabled,
}: {
  people: PhotoTagCandidates['people'];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('photos');
  if (!people.length) return null;
  return (
    <details className="photo-tags">
      <summary>
        {t('tagTitle')}
        {chosen.length ? ` (${chosen.length})` : ''}
      </summary>
      <p className="field__hint">{t('tagHint')}</p>
      <ul className="photo-tags__list">
        {people.map((p) => (
          <li key={p.id}>
            <label className="photo-tags__person">
              <input
                type="checkbox"
                checked={chosen.includes(p.id)}
                disabled={disabled}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked
                      ? [...chosen, p.id]
                      : chosen.filter((id) => id !== p.id),
                  )
                }
              />
              <span>
                {p.name}
                {p.child && !p.consent ? (
                  <span className="photo-tags__no-consent"> ({t('noConsent')})</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
