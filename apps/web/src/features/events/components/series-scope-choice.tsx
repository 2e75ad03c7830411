import { useTranslation } from 'react-i18next';
import type { SeriesScope } from '@dugout/shared';

/**
 * Asks how far Save and Delete reach for an event of a weekly series: this event only, or this
 * and the later ones.
 */
export function SeriesScopeChoice({
  value,
  onChange,
}: {
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  const { t } = useTranslation('events');
  return (
    <fieldset className="event-form__set" data-field="scope">
      <legend className="field__label">{t('series.scopeLegend')}</legend>
      <div className="event-form__checks">
        {(['one', 'following'] as const).map((scope) => (
          <label key={scope} className="event-form__check">
            <input
              type="radio"
              name="series-scope"
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
            />
            {scope === 'one' ? t('series.scopeOne') : t('series.scopeFollowing')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
