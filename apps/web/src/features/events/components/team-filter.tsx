import type { Team } from '@dugout/shared';
import { useTranslation } from 'react-i18next';
import { TeamFilter as SharedTeamFilter } from '../../../components/teams/team-filter';

/** The schedule's "Team" choice: all teams, or one of `choices` (its own and club-wide events). */
export function TeamFilter(props: {
  choices: readonly Team[];
  value: number | null;
  onChange: (team: number | null) => void;
}) {
  const { t } = useTranslation('events');
  return (
    <SharedTeamFilter
      id="events-team-filter"
      texts={{ filter: t('teams.filter'), allTeams: t('teams.allTeams') }}
      {...props}
    />
  );
}
