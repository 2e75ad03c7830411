import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useAllTeams } from '../../../lib/api/teams';
import { useSetTeamActive } from '../api/manage-teams';

/** The teams that stopped: listed apart, each with "Make active"; nothing while there is none. */
export function InactiveTeams() {
  const { t } = useTranslation('teams');
  const inactive = (useAllTeams().data ?? []).filter((team) => !team.active);
  const setActive = useSetTeamActive();
  if (inactive.length === 0) return null;
  return (
    <section className="teams-inactive" aria-labelledby="teams-inactive-title">
      <h2 id="teams-inactive-title">{t('inactive.title')}</h2>
      <p>{t('inactive.intro')}</p>
      <ul className="teams-list" aria-label={t('inactive.title')}>
        {inactive.map((team) => (
          <li key={team.id} className="teams-list__item">
            <div className="teams-list__head">
              <h3 className="teams-list__name">{team.name}</h3>
              <span className="team-chip">{team.shortName}</span>
              <span className="teams-inactive__badge">{t('inactive.badge')}</span>
              <div className="teams-list__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('list.restartNamed', { name: team.name })}
                  disabled={setActive.isPending}
                  onClick={() =>
                    setActive.mutate(
                      { team, active: true },
                      {
                        onSuccess: () => toast.success(t('toasts.restarted', { name: team.name })),
                        onError: (err) => toast.error(t('toasts.failed', { message: err.message })),
                      },
                    )
                  }
                >
                  {t('list.restart')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
