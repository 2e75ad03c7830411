import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { useSeasons } from '../../../lib/api/seasons';
import { paths } from '../../../lib/paths';
import { useTeamTime } from '../../../lib/use-team-time';
import { useSeasonEvents } from '../api/seasons';
import { useSeasonDay } from '../season-dates';
import '../seasons.css';

/** /seasons/past: the events of the club's earlier seasons, read-only (no answers, no edits). */
export default function PastSeasonsRoute() {
  const { t } = useTranslation('seasons');
  const ids = useId();
  const seasons = useSeasons();
  const day = useSeasonDay();
  const time = useTeamTime();
  const past = (seasons.data ?? []).filter((s) => !s.current);
  const [chosen, setChosen] = useState<number | null>(null);
  const seasonId = chosen ?? past[0]?.id ?? null;
  const season = past.find((s) => s.id === seasonId);
  const events = useSeasonEvents(seasonId);

  return (
    <Page title={t('past.title')}>
      <p className="admin-tools__intro">{t('past.intro')}</p>
      {seasons.isPending ? <p>{t('past.loading')}</p> : null}
      {seasons.isError ? (
        <p className="notice notice--error" role="alert">
          {seasons.error.message}
        </p>
      ) : null}
      {seasons.data && past.length === 0 ? <p>{t('past.none')}</p> : null}
      {past.length > 1 ? (
        <div className="field past-seasons__choice">
          <label className="field__label" htmlFor={`${ids}-season`}>
            {t('past.season')}
          </label>
          <select
            id={`${ids}-season`}
            className="field__input"
            value={seasonId ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {past.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {season ? (
        <section aria-labelledby={`${ids}-heading`}>
          <h2 id={`${ids}-heading`} className="past-seasons__heading">
            {season.name}{' '}
            <span className="past-seasons__dates">
              {t('past.dates', { from: day(season.startsOn), to: day(season.endsOn) })}
            </span>
          </h2>
          {events.isError ? (
            <p className="notice notice--error" role="alert">
              {events.error.message}
            </p>
          ) : null}
          {events.data && events.data.events.length === 0 ? <p>{t('past.empty')}</p> : null}
          {events.data && events.data.events.length > 0 ? (
            <ul className="past-seasons__events">
              {events.data.events.map((e) => (
                <li key={e.id} className="past-seasons__event">
                  <span className="past-seasons__date">
                    {e.date ? time.dateTime(e.date) : t('past.noDate')}
                  </span>
                  <span className="past-seasons__name">
                    {/* Its page, read-only: what was planned and who came. */}
                    <Link to={paths.events.detail.href(e.id)}>{e.name}</Link>
                    {e.opponent ? (
                      <span className="past-seasons__opponent">
                        {' '}
                        {t('past.vs', { opponent: e.opponent })}
                      </span>
                    ) : null}
                  </span>
                  <span className="past-seasons__going">
                    {t('past.going')}: {e.going}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
