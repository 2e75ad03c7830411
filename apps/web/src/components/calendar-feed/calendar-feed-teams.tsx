import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { can, teamsShown, type Team } from '@dugout/shared';
import { useMyTeams, useTeams } from '../../lib/api/teams';
import { useMember } from '../../lib/auth/use-member';
import { useCalendarFeed } from './calendar-feed-api';
import './calendar-feed-card.css';

/** The member's feed narrowed to one team (`?team=`; the API answers 404 for a team not theirs). */
export const teamFeedUrl = (webcalUrl: string, teamId: number) => `${webcalUrl}?team=${teamId}`;

/**
 * Below the private link's card, one link per team for a member who reaches two teams or more
 * (the club's admins: every team), as the schedule's filter offers them. Nothing in a club of one
 * team, nor before the member has a link.
 */
export function CalendarFeedTeams() {
  const webcalUrl = useCalendarFeed().data?.webcalUrl ?? null;
  return webcalUrl ? <TeamLinks webcalUrl={webcalUrl} /> : null;
}

function TeamLinks({ webcalUrl }: { webcalUrl: string }) {
  const { t } = useTranslation('calendarFeed');
  const member = useMember();
  const admin = can(member, 'teams:manage');
  const club = useTeams().data ?? [];
  const mine = useMyTeams(!admin && teamsShown(club)).data ?? [];
  const reached: Team[] = admin ? club : club.filter((team) => mine.some((m) => m.id === team.id));
  if (!teamsShown(club) || reached.length < 2) return null;
  const copy = (url: string) => {
    navigator.clipboard.writeText(url).then(
      () => toast.success(t('feed.copied')),
      () => toast.error(t('feed.copyFailed')),
    );
  };
  return (
    <section className="feed-card" aria-labelledby="calendar-feed-teams-title">
      <h2 id="calendar-feed-teams-title">{t('teams.title')}</h2>
      <p>{t('teams.intro')}</p>
      <ul className="feed-card__team-list">
        {reached.map((team) => {
          const url = teamFeedUrl(webcalUrl, team.id);
          return (
            <li key={team.id} className="feed-card__team">
              <span className="feed-card__team-name">{team.name}</span>
              <span className="feed-card__actions">
                <a
                  className="button button--secondary"
                  href={url}
                  aria-label={t('teams.subscribe', { name: team.name })}
                >
                  {t('feed.open')}
                </a>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('teams.copy', { name: team.name })}
                  onClick={() => copy(url)}
                >
                  {t('feed.copy')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
