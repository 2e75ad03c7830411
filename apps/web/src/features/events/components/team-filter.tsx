import { useTranslation } from 'react-i18next';
import type { Team } from '@dugout/shared';
import { SelectField } from '../../../components/forms/select-field';

/** The schedule's "Team" choice: all teams, or one of `choices` (its own and club-wide events). */
export function TeamFilter({
  choices,
  value,
  onChange,
}: {
  choices: readonly Team[];
  value: number | null;
  onChange: (team: number | null) => void;
}) {
  const { t } = useTranslation('events');
  return (
    <div className="events-team-filter">
      <SelectField
        id="events-team-filter"
        label={t('teams.filter')}
        value={value === null ? '' : String(value)}
        onChange={(next) => onChange(next ? Number(next) : null)}
      >
        <option value="">{t('teams.allTeams')}</option>
        {choices.map((team) => (
          <option key={team.id} value={String(team.id)}>
            {team.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
