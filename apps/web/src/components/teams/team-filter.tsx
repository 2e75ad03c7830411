import type { Team } from '@dugout/shared';
import { SelectField } from '../forms/select-field';

/**
 * A page's "Team" choice (the schedule's, the content page's): all teams, or one of `choices`
 * (its own items and the club-wide ones). `id` names the select and, as a class, its box.
 */
export function TeamFilter({
  id,
  texts,
  choices,
  value,
  onChange,
}: {
  id: string;
  /** The page's words: the label ("Team") and the choice of every team ("All teams"). */
  texts: { filter: string; allTeams: string };
  choices: readonly Team[];
  value: number | null;
  onChange: (team: number | null) => void;
}) {
  return (
    <div className={id}>
      <SelectField
        id={id}
        label={texts.filter}
        value={value === null ? '' : String(value)}
        onChange={(next) => onChange(next ? Number(next) : null)}
      >
        <option value="">{texts.allTeams}</option>
        {choices.map((team) => (
          <option key={team.id} value={String(team.id)}>
            {team.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
