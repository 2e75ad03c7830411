import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dutyName, type UnfilledDuties } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { ReportSeasonSelect } from '../../../components/seasons/report-season-select';
import { TeamFilter } from '../../../components/teams/team-filter';
import { useTeamFilter } from '../../../components/teams/use-team-filter';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { teamDateTimeText, useTeamEventTime } from '../../../lib/team-time';
import { useAskFamilies, useDownloadDutiesCsv, useUnfilledDuties } from '../api/duty-plans';
import '../duty-plans.css';

type Row = UnfilledDuties[number];

/** The rows by event, in date order (the server's). */
function byEvent(rows: readonly Row[]): { event: Row['event']; duties: Row[] }[] {
  const groups = new Map<string, { event: Row['event']; duties: Row[] }>();
  for (const row of rows) {
    const group = groups.get(row.event.id) ?? { event: row.event, duties: [] };
    group.duties.push(row);
    groups.set(row.event.id, group);
  }
  return [...groups.values()];
}

/**
 * The season's coming duties that still need people, for an admin (every event) or a team
 * manager (their teams'), by event, filtered by team in a club of two teams or more; "Ask
 * families" per event, and a season's duties as CSV (a past season's once there is one).
 */
export default function UnfilledDutiesRoute() {
  const { t, i18n } = useTranslation('dutyPlans');
  const { timeZone } = useTeamEventTime();
  const { choices, team, setTeam } = useTeamFilter();
  const list = useUnfilledDuties(team, i18n.language);
  const ask = useAskFamilies();
  const csv = useDownloadDutiesCsv(t('unfilled.csvFileName'));
  // The CSV's season, chosen only once a season was archived (none: the current one).
  const [season, setSeason] = useState<number | undefined>(undefined);

  const askFamilies = (eventId: string) =>
    ask.mutate(eventId, {
      onSuccess: ({ recipients }) =>
        recipients
          ? toast.success(t('unfilled.asked', { count: recipients }))
          : toast(t('unfilled.askedNobody')),
      onError: (error) => toast.error(t('unfilled.failed', { message: error.message })),
    });

  return (
    <Page
      title={t('unfilled.title')}
      className="duty-plans"
      actions={<Link to={paths.duties.templates.href()}>{t('unfilled.templatesLink')}</Link>}
    >
      <p className="duty-plans__intro">{t('unfilled.intro')}</p>
      <div className="duty-plans__tools">
        {choices.length ? (
          <TeamFilter
            id="unfilled-team"
            texts={{ filter: t('unfilled.filter'), allTeams: t('unfilled.allTeams') }}
            choices={choices}
            value={team}
            onChange={setTeam}
          />
        ) : null}
        <ReportSeasonSelect
          className="duty-plans__season"
          texts={{
            label: t('unfilled.csvSeason'),
            current: (name) => t('unfilled.currentSeason', { name }),
          }}
          value={season}
          onChange={setSeason}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={csv.isPending}
          onClick={() =>
            csv.mutate(season, {
              onError: (error) => toast.error(t('unfilled.failed', { message: error.message })),
            })
          }
        >
          {t('unfilled.csv')}
        </button>
      </div>
      {list.isPending ? (
        <Spinner label={t('unfilled.loading')} />
      ) : list.isError ? (
        <p role="alert">{t('unfilled.loadFailed', { message: list.error.message })}</p>
      ) : list.data.length === 0 ? (
        <p>{t('unfilled.empty')}</p>
      ) : (
        <ul className="duty-plans__list">
          {byEvent(list.data).map(({ event, duties }) => (
            <li key={event.id} className="unfilled-event">
              <h2 className="unfilled-event__name">
                <Link to={paths.events.detail.href(event.id)}>{event.name}</Link>
              </h2>
              <p className="unfilled-event__date">
                {teamDateTimeText(new Date(event.date), i18n.language, timeZone)}
              </p>
              <ul className="unfilled-event__duties">
                {duties.map((d) => (
                  <li key={d.dutyId} className="unfilled-duty">
                    <span>{dutyName(d, i18n.language)}</span>
                    <span className="unfilled-duty__open">
                      {t('unfilled.open', { count: d.slots - d.taken, total: d.slots })}
                    </span>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button button--primary"
                aria-label={t('unfilled.askNamed', { event: event.name })}
                disabled={ask.isPending}
                onClick={() => askFamilies(event.id)}
              >
                {t('unfilled.ask')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
