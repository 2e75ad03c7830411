import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, OPPONENT_MAX } from '@dugout/shared';
import { SelectField } from '../../../components/forms/select-field';
import { FieldError } from './event-field-problem';

/**
 * What kind of event it is: its type, where (the spec's location codes: home, away) and, for a
 * game, the opponent ("vs. Tigers" at home, "at Tigers" away).
 */
export function EventKindFields({
  eventType,
  location,
  opponent,
  onChange,
  opponentError,
}: {
  eventType: string;
  location: string;
  opponent: string;
  onChange: (key: 'eventType' | 'location' | 'opponent', value: string) => void;
  opponentError: string | null;
}) {
  const { t } = useTranslation('events');
  return (
    <>
      <SelectField
        id="event-form-type"
        label={t('kinds.type')}
        value={eventType}
        onChange={(v) => onChange('eventType', v)}
      >
        <option value="">{t('kinds.typeNone')}</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`kinds.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.location')}
        value={location}
        onChange={(v) => onChange('location', v)}
      >
        <option value="">{t('form.locationNone')}</option>
        <option value="1">{t('form.location1')}</option>
        <option value="2">{t('form.location2')}</option>
        <option value="3">{t('form.location3')}</option>
        {location && !['1', '2', '3'].includes(location) ? (
          <option value={location}>{location}</option>
        ) : null}
      </SelectField>
      {eventType === 'game' ? (
        <div className="field" data-field="opponent">
          <label className="field__label" htmlFor="event-form-opponent">
            {t('kinds.opponent')}
          </label>
          <input
            id="event-form-opponent"
            className="field__input"
            value={opponent}
            maxLength={OPPONENT_MAX}
            aria-invalid={opponentError ? true : undefined}
            aria-describedby={`event-form-opponent-hint${opponentError ? ' event-form-opponent-error' : ''}`}
            onChange={(e) => onChange('opponent', e.target.value)}
          />
          <p className="field__hint" id="event-form-opponent-hint">
            {t('kinds.opponentHint')}
          </p>
          <FieldError id="event-form-opponent-error" message={opponentError} />
        </div>
      ) : null}
    </>
  );
}
