import type { Roster, RosterEntry } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { contactsCatalog } from './contacts.locales';
import { createRosterSource, type RosterSource } from './contacts.roster';
import { activeTeamRosterUrls, teamRosterUrl } from './team-rosters.queries';

type Log = { warn(obj: unknown, msg: string): void };

/** A team's roster read again (a season's start): whether it answered. */
export interface RosterReload {
  teamId: number;
  ok: boolean;
}

/**
 * The club's rosters: the default one (ROSTER_URL or the seeded file: the spec's roster, and the
 * roster of every team without a feed of its own) and each team's own feed, cached per URL, so a
 * team whose feed changes reads the new one at once. `find` (a contact's player link) looks in the
 * club's roster first, then in each active team's.
 */
export interface TeamRosters extends RosterSource {
  ofTeam(teamId: number): Promise<Roster>;
  /** Reads these teams' feeds again now; a failure is reported, the last good roster kept. */
  reload(teamIds: readonly number[]): Promise<RosterReload[]>;
}

function createTeamRosters(ctx: AppContext, log?: Log): TeamRosters {
  const club = createRosterSource(ctx.config, undefined, log);
  const byUrl = new Map<string, RosterSource>();
  const sourceOf = (url: string | null): RosterSource => {
    if (url === null) return club;
    let source = byUrl.get(url);
    if (!source) {
      source = createRosterSource({ ROSTER_URL: url }, undefined, log);
      byUrl.set(url, source);
    }
    return source;
  };
  const clear = () => {
    club.clear();
    byUrl.clear();
  };
  ctx.caches.register('roster', clear);

  return {
    get: () => club.get(),
    refresh: () => club.refresh(),
    clear,
    async find(playerId) {
      const own = await club.find(playerId);
      if (own) return own;
      const teams = await activeTeamRosterUrls(ctx.db);
      for (const url of new Set(teams.flatMap((t) => (t.roster_url ? [t.roster_url] : [])))) {
        const entry: RosterEntry | null = await sourceOf(url)
          .find(playerId)
          // One team's feed being down does not refuse a player of another.
          .catch(() => null);
        if (entry) return entry;
      }
      return null;
    },
    async ofTeam(teamId) {
      const team = await teamRosterUrl(ctx.db, teamId);
      if (!team) {
        throw badRequest((language) => contactsCatalog.in(language)('refusal.unknownTeam'), 'team');
      }
      return sourceOf(team.roster_url).get();
    },
    async reload(teamIds) {
      const urls = new Map((await activeTeamRosterUrls(ctx.db)).map((t) => [t.id, t.roster_url]));
      const results = new Map<string | null, Promise<boolean>>();
      return Promise.all(
        teamIds.map(async (teamId) => {
          const url = urls.get(teamId) ?? null;
          // Teams sharing a feed (the club's default) read it once.
          let result = results.get(url);
          if (!result) {
            result = sourceOf(url)
              .refresh()
              .then(
                () => true,
                (err: unknown) => {
                  log?.warn({ err, teamId }, 'roster reload failed');
                  return false;
                },
              );
            results.set(url, result);
          }
          return { teamId, ok: await result };
        }),
      );
    },
  };
}

const rostersOfContext = new WeakMap<AppContext, TeamRosters>();

/** The app's one set of rosters (their caches shared by the contact and season calls). */
export function teamRosters(ctx: AppContext, log?: Log): TeamRosters {
  let rosters = rostersOfContext.get(ctx);
  if (!rosters) {
    rosters = createTeamRosters(ctx, log);
    rostersOfContext.set(ctx, rosters);
  }
  return rosters;
}
