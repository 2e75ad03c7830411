import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, teamsShown, type TeamFamily } from '@dugout/shared';
import { useContacts } from '../../../lib/api/contacts';
import { useTeamFamilies, useTeams } from '../../../lib/api/teams';
import type { TeamMember } from '../../../lib/auth/use-team-member';

/** "Send to": the whole directory (who may message the club), or one team's families. */
export interface RecipientSource {
  /** Whether the choice shows: an admin of a club of two or more teams, a team manager always. */
  shown: boolean;
  /** The teams offered (an admin: every one; a manager: theirs). */
  teams: { id: number; name: string }[];
  /** The directory is offered (an admin); a manager has only their teams' families. */
  everyone: boolean;
  /** The chosen team, or null for the directory. */
  team: number | null;
  choose: (team: number | null) => void;
  /** Whom the picker offers (a directory contact has these fields too). */
  contacts: readonly TeamFamily[] | undefined;
  loading: boolean;
  error: Error | null;
}

/**
 * Whom the composer lists. With one team, an admin's list is the directory exactly as before; a
 * team manager's is the families of the team they manage (GET /api/teams/{id}/families, the
 * server's one rule), all chosen when a team is picked (`onPicked`).
 */
export function useRecipientSource(
  member: TeamMember | null,
  onPicked: (ids: Set<string>) => void,
): RecipientSource {
  const admin = can(member, 'messaging:send');
  const allTeams = useTeams();
  const managed = member?.managedTeams;
  const teams = useMemo(
    () => (allTeams.data ?? []).filter((t) => admin || managed?.includes(t.id)),
    [allTeams.data, admin, managed],
  );
  const [picked, setPicked] = useState<number | null>(null);
  // A manager starts on their first team; an admin on the directory.
  const team = picked ?? (admin ? null : (teams[0]?.id ?? null));
  // The team whose families are to be chosen once they load (a manager's first: at once).
  const [chooseAll, setChooseAll] = useState<number | 'first' | null>(admin ? null : 'first');
  const directory = useContacts(admin && team === null);
  const families = useTeamFamilies(useMemo(() => (team === null ? [] : [team]), [team]));
  const list = team === null ? undefined : families.lists[0];

  useEffect(() => {
    if (chooseAll === null || team === null || families.loading || !list) return;
    if (chooseAll === 'first' || chooseAll === team) {
      onPicked(new Set(list.map((c) => c.id)));
      setChooseAll(null);
    }
  }, [chooseAll, team, families.loading, list, onPicked]);

  return {
    shown: admin ? teamsShown(allTeams.data ?? []) : teams.length > 0,
    teams,
    everyone: admin,
    team,
    choose: (next) => {
      setPicked(next);
      setChooseAll(next);
      onPicked(new Set());
    },
    contacts: team === null ? directory.data : list,
    loading: team === null ? directory.isPending : families.loading,
    error: team === null ? directory.error : families.error,
  };
}

/** The "Send to" select above the recipients (nothing with one team, for an admin). */
export function TeamRecipientsChoice({ source }: { source: RecipientSource }) {
  const { t } = useTranslation('messages');
  const id = useId();
  const hintId = useId();
  if (!source.shown) return null;
  return (
    <div className="message-field">
      <label className="field__label" htmlFor={id}>
        {t('send.sendTo')}
      </label>
      <select
        id={id}
        className="field__input"
        aria-describedby={source.team === null ? undefined : hintId}
        value={source.team ?? ''}
        onChange={(e) => source.choose(e.target.value ? Number(e.target.value) : null)}
      >
        {source.everyone ? <option value="">{t('send.everyone')}</option> : null}
        {source.teams.map((team) => (
          <option key={team.id} value={team.id}>
            {t('send.familiesOf', { team: team.name })}
          </option>
        ))}
      </select>
      {/* Said of a team's families only: the directory is as it always was. */}
      {source.team === null ? null : (
        <p className="field__hint" id={hintId}>
          {t('send.familiesHint')}
        </p>
      )}
    </div>
  );
}
