import { useSearchParams } from 'react-router';
import { can, teamsShown, type Team } from '@dugout/shared';
import { useMyTeams, useTeams } from '../../lib/api/teams';
import { useMember } from '../../lib/auth/use-member';

/**
 * A page's ?team= (the schedule's, the content page's; kept in the address, so a filtered page
 * can be shared or reloaded).
 */
export const TEAM_PARAM = 'team';

/**
 * A page's filter by team: offered to a member who reaches two teams or more, and to the club's
 * admins once it has two; `team` is the chosen team's id (null: all teams).
 */
export function useTeamFilter() {
  const [params, setParams] = useSearchParams();
  const member = useMember();
  const admin = can(member, 'teams:manage');
  const club = useTeams().data ?? [];
  const mine = useMyTeams(!admin && teamsShown(club)).data ?? [];
  const reached: Team[] = admin ? club : club.filter((t) => mine.some((m) => m.id === t.id));
  const choices = teamsShown(club) && reached.length >= 2 ? reached : [];
  const asked = Number(params.get(TEAM_PARAM));
  const team = choices.some((t) => t.id === asked) ? asked : null;
  const setTeam = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(TEAM_PARAM);
        else next.set(TEAM_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  return { choices, team, setTeam };
}

/**
 * Whether an item (an event, a document) is on a team's page: the team's own and the club-wide
 * ones (a family of the team goes to those too). `team` null: every item.
 */
export const onTeamPage =
  (team: number | null) =>
  (item: { teams?: readonly number[] }): boolean =>
    team === null || !item.teams?.length || item.teams.includes(team);
