import { useTranslation } from 'react-i18next';
import { TeamsField, type TeamsChoice } from '../../../components/teams/teams-field';

export { useTeamsChoice, type TeamsChoice } from '../../../components/teams/teams-field';

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
