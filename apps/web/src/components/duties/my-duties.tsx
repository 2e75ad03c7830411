import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dutyName } from '@dugout/shared';
import { paths } from '../../lib/paths';
import { teamDateTimeText, useTeamEventTime } from '../../lib/team-time';
import { useMyDuties } from './api';
import './duties.css';

/**
 * "My duties": what the member and their household signed up for, with each event's time and
 * venue (home and profile). Nothing at all while there is none.
 */
export function MyDuties({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('duties');
  const { timeZone } = useTeamEventTime();
  const mine = useMyDuties(i18n.language);
  if (!Array.isArray(mine.data) || !mine.data.length) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="my-duties" aria-labelledby="my-duties-title">
      <Heading id="my-duties-title">{t('mine.title')}</Heading>
      <ul className="my-duties__list">
        {mine.data.map((d) => (
          <li key={d.signupId} className="my-duties__item">
            <Link to={paths.events.detail.href(d.event.id)} className="my-duties__event">
              {d.event.name}
            </Link>
            <span>{t('mine.who', { name: d.name, duty: dutyName(d, i18n.language) })}</span>
            <span className="my-duties__when">
              {teamDateTimeText(new Date(d.at ?? d.event.date), i18n.language, timeZone)}
              {d.event.venue ? ` · ${d.event.venue}` : ''}
            </span>
            {d.remindedAt ? (
              <span className="my-duties__reminded">{t('mine.reminded')}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
