import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { can, teamsShown } from '@dugout/shared';
import type { TeamMember } from '../../../lib/auth/use-team-member';
import { useTeams } from '../../../lib/api/teams';
import { FieldError } from './event-field-problem';

/**
 * Which teams the event is for: a checkbox per team the member may choose, labelled by its
 * name. Shown when there are two or more to choose among, or to a team manager (who must choose
 * one of theirs: they may not make a club-wide event); with one team nothing shows, as before
 * teams. None checked: the whole club.
 */
export function EventTeamsField({
  member,
  selected,
  onChange,
  error,
}: {
  member: TeamMember | null;
  selected: readonly number[] | undefined;
  onChange: (ids: number[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation('events');
  const admin = can(member, 'events:publish');
  const managed = member?.managedTeams ?? [];
  const teams = useTeams(admin || managed.length > 0);
  const options = (teams.data ?? []).filter((team) => admin || managed.includes(team.id));
  const manager = !admin && managed.length > 0;
  const only = manager && options.length === 1 ? options[0]!.id : null;
  // A manager of one team: it is the only choice, so it starts chosen.
  useEffect(() => {
    if (only !== null && selected === undefined) onChange([only]);
  }, [only, selected, onChange]);
  if (!(manager ? options.length > 0 : teamsShown(options))) return null;
  const chosen = selected ?? [];
  return (
    <fieldset
      className="event-form__set"
      aria-describedby={error ? 'event-form-teams-error' : undefined}
    >
      <legend className="field__label">{t('teams.legend')}</legend>
      <p className="field__hint">{manager ? t('teams.managerHint') : t('teams.clubWideHint')}</p>
      <div className="event-form__checks">
        {options.map((team) => (
          <label key={team.id} className="event-form__check">
            <input
              type="checkbox"
              checked={chosen.includes(team.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...chosen, team.id] : chosen.filter((id) => id !== team.id),
                )
              }
            />
            {team.name}
          </label>
        ))}
      </div>
      <FieldError id="event-form-teams-error" message={error} />
    </fieldset>
  );
}
