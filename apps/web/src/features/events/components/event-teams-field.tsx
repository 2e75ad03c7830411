import { useTranslation } from 'react-i18next';
import {
  TeamsField,
  useTeamsChoice as useSharedTeamsChoice,
  type TeamsChoice,
} from '../../../components/teams/teams-field';
import { useTeamFamilies } from '../../../lib/api/teams';
import type { TeamMember } from '../../../lib/auth/use-team-member';

export type { TeamsChoice };

/**
 * The event form's choice of teams, each offered team's families asked at once: the Notify list
 * narrows as soon as a box is checked.
 */
export function useTeamsChoice(member: TeamMember | null): TeamsChoice {
  const choice = useSharedTeamsChoice(member);
  const { teams, allowed, shown } = choice;
  const offered = allowed ? teams.filter((team) => allowed.includes(team.id)) : teams;
  useTeamFamilies(shown ? offered.map((team) => team.id) : []);
  return choice;
}

/** The event form's "Teams" (the shared field, in the events' words and the form's look). */
export function EventTeamsField(props: {
  choice: TeamsChoice;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('events');
  return (
    <TeamsField
      {...props}
      errorId="event-form-teams-error"
      texts={{
        field: t('teams.field'),
        managerHint: t('teams.managerHint'),
        wholeClub: t('teams.wholeClub'),
        noneChecked: t('teams.noneChecked'),
        someChecked: t('teams.someChecked'),
      }}
      classes={{
        fieldset: 'event-form__set',
        checks: 'event-form__checks',
        check: 'event-form__check',
      }}
    />
  );
}
