/** The schedule's filter by team: the shared one (components/teams), as the schedule reads it. */
export {
  TEAM_PARAM,
  useTeamFilter,
  onTeamPage as onTeamSchedule,
} from '../../../components/teams/use-team-filter';
