import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { teamsShown, type Team } from '@dugout/shared';
import { TeamAttendanceTable } from '../../../components/attendance/team-attendance';
import { Page } from '../../../components/layout/page';
import { useTeams } from '../../../lib/api/teams';
import { useSetTeamActive } from '../api/manage-teams';
import { InactiveTeams } from '../components/inactive-teams';
import { TeamForm } from '../components/team-form';
import { TeamMembersEditor } from '../components/team-members-editor';
import '../teams.css';

/** What the page has open: the new team's form, a rename, or a team's roster. */
type Open = { kind: 'new' } | { kind: 'rename' | 'members'; team: Team } | null;

/**
 * Admin Tools → Teams: the club's teams with their labels; add one, rename one, and set its
 * roster (players, coaches) and managers by picking contacts.
 */
export default function TeamsRoute() {
  const { t } = useTranslation('teams');
  const teams = useTeams();
  const [open, setOpen] = useState<Open>(null);
  const setActive = useSetTeamActive();
  const stop = (team: Team) =>
    setActive.mutate(
      { team, active: false },
      {
        onSuccess: () => {
          if (open && open.kind !== 'new' && open.team.id === team.id) setOpen(null);
          toast.success(t('toasts.stopped', { name: team.name }));
        },
        onError: (err) => toast.error(t('toasts.failed', { message: err.message })),
      },
    );
  const close = () => setOpen(null);
  const list = teams.data ?? [];
  return (
    <Page
      title={t('title')}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen({ kind: 'new' })}
        >
          {t('add')}
        </button>
      }
    >
      <p className="teams-page__intro">{t('intro')}</p>
      {teams.isPending ? <p role="status">{t('loading')}</p> : null}
      {teams.isError ? (
        <p className="notice notice--error" role="alert">
          {t('loadFailed', { message: teams.error.message })}
        </p>
      ) : null}
      {teams.data && !teamsShown(list) ? <p className="notice">{t('oneTeam')}</p> : null}
      {open?.kind === 'new' ? <TeamForm team={null} onDone={close} /> : null}
      <ul className="teams-list" aria-label={t('list.label')}>
        {list.map((team) => (
          <li key={team.id} className="teams-list__item">
            <div className="teams-list__head">
              <h2 className="teams-list__name">{team.name}</h2>
              <span className="team-chip">{team.shortName}</span>
              <span className="visually-hidden">
                {t('list.labelIs', { label: team.shortName })}
              </span>
              <div className="teams-list__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('list.renameNamed', { name: team.name })}
                  onClick={() => setOpen({ kind: 'rename', team })}
                >
                  {t('list.rename')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('list.rosterNamed', { name: team.name })}
                  aria-expanded={open?.kind === 'members' && open.team.id === team.id}
                  onClick={() => setOpen({ kind: 'members', team })}
                >
                  {t('list.roster')}
                </button>
                {teamsShown(list) ? (
                  // The last active team cannot stop: the club would have none.
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('list.stopNamed', { name: team.name })}
                    disabled={setActive.isPending}
                    onClick={() => stop(team)}
                  >
                    {t('list.stop')}
                  </button>
                ) : null}
              </div>
            </div>
            {open?.kind === 'rename' && open.team.id === team.id ? (
              <TeamForm key={team.id} team={team} onDone={close} />
            ) : null}
            {open?.kind === 'members' && open.team.id === team.id ? (
              <TeamMembersEditor key={team.id} team={team} onClose={close} />
            ) : null}
            {open?.kind === 'members' && open.team.id === team.id ? (
              <TeamAttendanceTable teamId={team.id} headingLevel={3} />
            ) : null}
          </li>
        ))}
      </ul>
      <InactiveTeams />
    </Page>
  );
}
