import { useTranslation } from 'react-i18next';
import { attendanceShare, type AttendanceTotals } from '@dugout/shared';
import { useTeams } from '../../lib/api/teams';
import { useDownloadTeamAttendance, useTeamAttendance } from './api';
import './attendance.css';

/**
 * A team's attendance this season: each player's games and practices attended of those recorded,
 * and the whole team's, with the CSV (Admin → Teams; the event page for its manager).
 */
export function TeamAttendanceTable({
  teamId,
  headingLevel = 2,
}: {
  teamId: number;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('attendance');
  const report = useTeamAttendance(teamId);
  const team = useTeams().data?.find((x) => x.id === teamId);
  const csv = useDownloadTeamAttendance(teamId, `attendance-${team?.shortName ?? teamId}.csv`);
  const Heading = `h${headingLevel}` as const;
  const data = report.data;
  const titleId = `team-attendance-${teamId}`;
  const of = (attended: number, recorded: number) => t('season.ofRecorded', { attended, recorded });
  const share = (r: AttendanceTotals) =>
    t('season.percent', {
      percent: attendanceShare(
        r.gamesAttended + r.practicesAttended,
        r.gamesRecorded + r.practicesRecorded,
      ),
    });
  return (
    <section className="team-attendance" aria-labelledby={titleId}>
      <Heading id={titleId}>
        {team ? t('season.titleTeam', { team: team.name }) : t('season.title')}
      </Heading>
      {report.isError ? <p role="alert">{t('season.loadFailed')}</p> : null}
      {data ? (
        data.gamesRecorded + data.practicesRecorded === 0 ? (
          <p>{t('season.none')}</p>
        ) : (
          <>
            <p>
              {t('season.recordedEvents', {
                games: data.gamesRecorded,
                practices: data.practicesRecorded,
              })}
            </p>
            <div className="team-attendance__box">
              <table className="team-attendance__table" aria-labelledby={titleId}>
                <thead>
                  <tr>
                    <th scope="col">{t('season.player')}</th>
                    <th scope="col">{t('season.games')}</th>
                    <th scope="col">{t('season.practices')}</th>
                    <th scope="col">{t('season.share')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.players.map((p) => (
                    <tr key={p.contactId}>
                      <th scope="row">{`${p.firstName} ${p.lastName}`.trim()}</th>
                      <td data-label={t('season.games')}>{of(p.gamesAttended, p.gamesRecorded)}</td>
                      <td data-label={t('season.practices')}>
                        {of(p.practicesAttended, p.practicesRecorded)}
                      </td>
                      <td data-label={t('season.share')}>{share(p)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('season.team')}</th>
                    <td data-label={t('season.games')}>
                      {of(data.team.gamesAttended, data.team.gamesRecorded)}
                    </td>
                    <td data-label={t('season.practices')}>
                      {of(data.team.practicesAttended, data.team.practicesRecorded)}
                    </td>
                    <td data-label={t('season.share')}>{share(data.team)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p>
              <button
                type="button"
                className="button button--secondary"
                disabled={csv.isPending}
                onClick={() => csv.mutate()}
              >
                {t('season.csv')}
              </button>
            </p>
          </>
        )
      ) : null}
    </section>
  );
}
