import { useTranslation } from 'react-i18next';
import { teamsShown } from '@dugout/shared';
import { useAllTeams, useTeams } from '../../lib/api/teams';
import './team-chips.css';

/**
 * An event's teams as small labels ("12U"), each titled with the team's full name. Nothing for a
 * club-wide event (no ids) or in a club of one team: a portal with one team shows no team.
 */
export function TeamChips({ ids, className }: { ids?: readonly number[]; className?: string }) {
  if (!ids?.length) return null;
  return <Chips ids={ids} className={className} />;
}

// Apart from TeamChips so that a club-wide event never asks for the teams.
function Chips({ ids, className }: { ids: readonly number[]; className?: string | undefined }) {
  const { t } = useTranslation('schedule');
  const { data: teams = [] } = useTeams();
  // A past season's event keeps the label of a team that did not continue (inactive).
  const missing = ids.some((id) => !teams.some((team) => team.id === id));
  const { data: all = [] } = useAllTeams(teamsShown(teams) && missing);
  if (!teamsShown(teams)) return null;
  const named = (missing ? all : teams).filter((team) => ids.includes(team.id));
  if (named.length === 0) return null;
  return (
    <span className={['team-chips', className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{t('teams', { count: named.length })}: </span>
      {named.map((team, i) => (
        <span key={team.id} className="team-chip" title={team.name}>
          {team.shortName}
          {i < named.length - 1 ? <span className="visually-hidden">, </span> : null}
        </span>
      ))}
    </span>
  );
}
