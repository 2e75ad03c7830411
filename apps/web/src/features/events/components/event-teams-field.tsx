import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { can, teamsShown, type Team } from '@dugout/shared';
import { useTeamFamilies, useTeams } from '../../../lib/api/teams';
import type { TeamMember } from '../../../lib/auth/use-team-member';
import { FieldError } from './event-field-problem';

/** What the member may choose in the event form's "Teams" (canForTeams: the server's rule). */
export interface TeamsChoice {
  teams: readonly Team[];
  /** A team manager's own teams, the only ones they may check; undefined: any (an admin). */
  allowed?: readonly number[];
  /** A team manager may not make a club-wide event: one of their teams is needed. */
  requireOne: boolean;
  /** Whether the field shows, and so whether the form sends `teams` at all. */
  shown: boolean;
}

/**
 * An admin chooses among the club's teams when it has two or more (with one, nothing shows and
 * no `teams` is sent, as before teams); a team manager always chooses among theirs.
 */
export function useTeamsChoice(member: TeamMember | null): TeamsChoice {
  const admin = can(member, 'events:publish');
  const managed = member?.managedTeams ?? [];
  const teams = useTeams(admin || managed.length > 0).data ?? [];
  const mine = teams.filter((team) => managed.includes(team.id));
  const shown = admin ? teamsShown(teams) : mine.length > 0;
  // Each team's families asked at once: the Notify list narrows as soon as a box is checked.
  useTeamFamilies(shown ? (admin ? teams : mine).map((team) => team.id) : []);
  if (admin) return { teams, requireOne: false, shown };
  return { teams, allowed: managed, requireOne: true, shown };
}

/**
 * The event form's "Teams": a checkbox per team, none checked meaning the whole club (said beside
 * the legend). A manager sees only their teams (others already on the event stay, disabled);
 * a manager of one team has it checked from the start.
 */
export function EventTeamsField({
  choice,
  value,
  onChange,
  error,
}: {
  choice: TeamsChoice;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The server's (or the form's) refusal of the teams, shown beside them. */
  error?: string | null;
}) {
  const { t } = useTranslation('events');
  const { teams, allowed, requireOne, shown } = choice;
  const may = (id: number) => !allowed || allowed.includes(id);
  const listed = teams.filter((team) => may(team.id) || value.includes(team.id));
  const only = requireOne && listed.length === 1 ? listed[0]!.id : null;
  // Checked once, when the form opens: unchecking it then is the manager's choice (refused).
  const preselected = useRef(false);
  useEffect(() => {
    if (only === null || preselected.current) return;
    preselected.current = true;
    if (value.length === 0) onChange([only]);
  }, [only, value.length, onChange]);
  if (!shown) return null;
  return (
    <fieldset
      className="event-form__set"
      data-field="teams"
      aria-describedby={error ? 'event-form-teams-error' : undefined}
    >
      <legend className="field__label">{t('teams.field')}</legend>
      <p className="field__hint" aria-live="polite">
        {requireOne ? (
          t('teams.managerHint')
        ) : value.length === 0 ? (
          <>
            <strong>{t('teams.wholeClub')}</strong> {t('teams.noneChecked')}
          </>
        ) : (
          t('teams.someChecked')
        )}
      </p>
      <div className="event-form__checks">
        {listed.map((team) => (
          <label key={team.id} className="event-form__check">
            <input
              type="checkbox"
              checked={value.includes(team.id)}
              disabled={!may(team.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value, team.id] : value.filter((id) => id !== team.id),
                )
              }
            />
            {team.name}
          </label>
        ))}
      </div>
      <FieldError id="event-form-teams-error" message={error ?? null} />
    </fieldset>
  );
}
