import { useTranslation } from 'react-i18next';
import { useMyAttendance } from './api';
import './attendance.css';

/**
 * The family's own: each of their players' games and practices this season, attended of those
 * the manager recorded (profile). Nothing while the household has no player on a team.
 */
export function MyAttendance() {
  const { t } = useTranslation('attendance');
  const mine = useMyAttendance().data;
  if (!mine?.players.length) return null;
  const of = (attended: number, recorded: number) => t('season.ofRecorded', { attended, recorded });
  return (
    <section className="my-attendance" aria-labelledby="my-attendance-title">
      <h2 id="my-attendance-title">{t('mine.title')}</h2>
      <p>{t('mine.intro')}</p>
      <ul className="my-attendance__list">
        {mine.players.map((p) => (
          <li key={p.contactId} className="my-attendance__item">
            <span className="my-attendance__name">{`${p.firstName} ${p.lastName}`.trim()}</span>
            <span>
              {t('mine.line', {
                games: of(p.gamesAttended, p.gamesRecorded),
                practices: of(p.practicesAttended, p.practicesRecorded),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
