import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, canForSomeTeam } from '@dugout/shared';
import type { TeamMember } from '../../../lib/auth/use-team-member';
import { paths } from '../../../lib/paths';

/**
 * The schedule's and calendar's actions: Create Event for who may publish (a team manager too);
 * and, for a team manager, the way to their team's families (admins reach Send a Message from
 * Admin Tools, so theirs stays as before).
 */
export function EventActions({ member }: { member: TeamMember | null }) {
  const { t } = useTranslation('events');
  const { t: tDuties } = useTranslation('dutyPlans');
  const { t: tPhotos } = useTranslation('photos');
  const create = canForSomeTeam(member, 'events:publish') ? (
    <Link className="button button--primary" to={paths.events.new.href()}>
      {t('calendar.createEvent')}
    </Link>
  ) : null;
  if (can(member, 'messaging:send') || !canForSomeTeam(member, 'messaging:send')) return create;
  return (
    <div className="event-actions">
      <Link className="button button--secondary" to={paths.messages.send.href()}>
        {t('teams.messageFamilies')}
      </Link>
      {/* A manager's duties of their teams' games: the unfilled list, templates from there. */}
      <Link className="button button--secondary" to={paths.duties.unfilled.href()}>
        {tDuties('unfilledTool')}
      </Link>
      <Link className="button button--secondary" to={paths.photos.review.href()}>
        {tPhotos('review.tool')}
      </Link>
      {create}
    </div>
  );
}
