import { useEffect, useRef } from 'react';
import { can, teamsShown, type Ability, type Team } from '@dugout/shared';
import { useTeams } from '../../lib/api/teams';
import type { Member } from '../../lib/auth/member';

/**
 * What the member may choose in a form's "Teams" (the event form's, the content editor's):
 * canForTeams, the server's rule.
 */
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
 * An admin (who holds `ability`) chooses among the club's teams when it has two or more (with
 * one, nothing shows and no `teams` is sent, as before teams); a team manager always chooses
 * among theirs (`forManagers` false: a form only admins fill, e.g. content).
 */
export function useTeamsChoice(
  /** The member, with the teams they manage (lib/auth/use-team-member.ts) when `forManagers`. */
  member: (Member & { managedTeams?: readonly number[] }) | null,
  ability: Ability = 'events:publish',
  forManagers = true,
): TeamsChoice {
  const admin = can(member, ability);
  const managed = forManagers ? (member?.managedTeams ?? []) : [];
  const teams = useTeams(admin || managed.length > 0).data ?? [];
  if (admin) return { teams, requireOne: false, shown: teamsShown(teams) };
  const mine = teams.filter((team) => managed.includes(team.id));
  return { teams, allowed: managed, requireOne: true, shown: mine.length > 0 };
}

/** The field's words, in the form's own namespace (each feature says what its items are). */
export interface TeamsFieldTexts {
  field: string;
  managerHint: string;
  wholeClub: string;
  noneChecked: string;
  someChecked: string;
}

/**
 * A form's "Teams": a checkbox per team, none checked meaning the whole club (said beside the
 * legend). A manager sees only their teams (others already on the item stay, disabled); a
 * manager of one team has it checked from the start.
 */
export function TeamsField({
  choice,
  value,
  onChange,
  error,
  texts,
  errorId,
  classes,
}: {
  choice: TeamsChoice;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The server's (or the form's) refusal of the teams, shown beside them. */
  error?: string | null;
  texts: TeamsFieldTexts;
  /** The id of the refusal's line (aria-describedby). */
  errorId: string;
  /** The form's own class names for the fieldset, the checks' row and each check. */
  classes: { fieldset: string; checks: string; check: string };
}) {
  const t = (key: keyof TeamsFieldTexts) => texts[key];
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
      className={classes.fieldset}
      data-field="teams"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{t('field')}</legend>
      <p className="field__hint" aria-live="polite">
        {requireOne ? (
          t('managerHint')
        ) : value.length === 0 ? (
          <>
            <strong>{t('wholeClub')}</strong> {t('noneChecked')}
          </>
        ) : (
          t('someChecked')
        )}
      </p>
      <div className={classes.checks}>
        {listed.map((team) => (
          <label key={team.id} className={classes.check}>
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
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
