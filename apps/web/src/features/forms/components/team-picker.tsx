import { useTranslation } from 'react-i18next';
import { teamsShown, type Team } from '@dugout/shared';
import { SelectField } from '../../../components/forms/select-field';
import { useMyTeams, useTeams } from '../../../lib/api/teams';

/**
 * The teams an order may be for, offered only when the club has two or more teams and the
 * household reaches two or more of them; otherwise none (the server records the member's only
 * team itself, and with one team in the club every order is the spec's).
 */
export function useOrderTeams(): readonly Team[] {
  const club = useTeams().data ?? [];
  const mine = useMyTeams(teamsShown(club)).data ?? [];
  const reached = club.filter((team) => mine.some((m) => m.id === team.id));
  return teamsShown(club) && reached.length >= 2 ? reached : [];
}

/** An item's "Team": one of the household's teams, or none in particular (the spec's order). */
export function TeamPicker({
  teams,
  value,
  invalid,
  onPick,
}: {
  teams: readonly Team[];
  value: number | null | undefined;
  invalid: boolean;
  onPick: (team: number | null) => void;
}) {
  const { t } = useTranslation('forms');
  return (
    <SelectField
      label={t('form.team')}
      fieldClassName="request-field request-field--team"
      value={value == null ? '' : String(value)}
      invalid={invalid}
      onChange={(picked) => onPick(picked === '' ? null : Number(picked))}
    >
      <option value="">{t('form.chooseTeam')}</option>
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </SelectField>
  );
}
