import type { HouseholdAnswerResult, HouseholdRsvps, RsvpStatus } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import {
  householdOf,
  householdPeople,
  householdRowsOf,
  type HouseholdRow,
} from '../households/index';
import { eventTeamIds, loadVisibleEvent } from '../events/index';
import { isArchived } from '../../platform/access/seasons';
import {
  answersIn,
  eventAudience,
  householdAnswers,
  type HouseholdAnswer,
  teamEventsIn,
  teamEventsOfSeason,
  type TeamEvent,
} from './rsvp.queries';
import { recordRsvp } from './rsvp.service';

/** Answers of the last 30 days are shown beside the upcoming ones. */
const RECENT_DAYS = 30;

/** Where the household read gets what does not change with answers (the routes keep them). */
export interface HouseholdSources {
  /** The household's rows (householdRowsOf), e.g. kept per member and data version. */
  rows: (id: string) => Promise<readonly HouseholdRow[]>;
  /** The current season's events of teams the member sees (teamEventsOfSeason), e.g. per class. */
  teamEvents: (member: Member) => Promise<readonly TeamEvent[]>;
  /**
   * An event's audience (null: no such event), teams and whether it is of the current season, e.g.
   * kept per event and data version.
   */
  event: (eventId: string) => Promise<EventFacts>;
  /**
   * The current season's answers of these contacts the member sees (householdAnswers 'season'),
   * e.g. kept per member until one of the household answers: one read for all their windows.
   */
  seasonAnswers: (
    member: Member,
    contactIds: readonly string[],
  ) => Promise<readonly HouseholdAnswer[]>;
}

export interface EventFacts {
  audience: number[] | null;
  teams: number[];
  current: boolean;
}

/** The sources read from the database on every call. */
export const readHouseholdSources = (ctx: AppContext): HouseholdSources => ({
  rows: (id) => householdRowsOf(ctx.db, [id]),
  teamEvents: (member) => teamEventsOfSeason(ctx.db, member),
  event: async (eventId) => ({
    audience: await eventAudience(ctx.db, eventId),
    teams: await eventTeamIds(ctx.db, eventId),
    current: !(await isArchived(ctx.db, 'events', eventId)),
  }),
  seasonAnswers: (member, contactIds) => householdAnswers(ctx.db, member, contactIds, 'season'),
});

/**
 * GET /api/rsvp/household: the signed-in member's household by the households module's one rule
 * (householdOf: themself first, then guardians, players and siblings by first name, for one event
 * only those it is for), each saying whether the member may answer for them; and their answers to
 * the events the member may see, upcoming and of the last 30 days (or in `from`..`to`, or to one
 * event).
 */
export async function householdRsvps(
  ctx: AppContext,
  member: Member,
  query: { from?: string; to?: string; eventId?: string },
  now = new Date(),
  sources: HouseholdSources = readHouseholdSources(ctx),
): Promise<HouseholdRsvps> {
  const { rows } = sources;
  const { audience, teams, current } = query.eventId
    ? await sources.event(query.eventId)
    : { audience: null, teams: [], current: true };
  const members = await householdOf(ctx.db, member, audience, rows, teams);
  const from = query.from
    ? new Date(query.from)
    : new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000);
  const to = query.to ? new Date(query.to) : null;
  const eventMembers = query.eventId
    ? []
    : membersOfTeamEvents(member, await rows(member.id), await sources.teamEvents(member), {
        from,
        to,
      });
  const window = query.eventId ? { eventId: query.eventId } : { from, to };
  const contactIds = members.map((m) => m.contactId);
  // One read of the season's answers serves every window; a past season's event is read alone.
  const everyone = (await householdOf(ctx.db, member, null, rows)).map((m) => m.contactId);
  const answers = current
    ? answersIn(await sources.seasonAnswers(member, everyone), contactIds, window)
    : await householdAnswers(ctx.db, member, contactIds, window);
  return {
    members,
    answers: answers.map((r) => ({
      eventId: r.event_id,
      contactId: r.contact_id,
      status: r.status,
      ...(r.note ? { note: r.note } : {}),
    })),
    // Only beside events of teams: with one team (every event club-wide) the answer is as before.
    ...(eventMembers.length ? { eventMembers } : {}),
  };
}

/**
 * For each event of teams in the window, whom of the household it is for: the same rule as the
 * event page's list (householdPeople: audience and teams), so a 12U game names the 12U child only.
 */
function membersOfTeamEvents(
  member: Member,
  rows: readonly HouseholdRow[],
  season: readonly TeamEvent[],
  window: { from: Date; to: Date | null },
): { eventId: string; contactIds: string[] }[] {
  return teamEventsIn(season, window).map((e) => ({
    eventId: e.id,
    contactIds: householdPeople(member, rows, e.audience, e.teams).map((p) => p.contactId),
  }));
}

/**
 * POST /api/rsvp/household ("Yes for all of us"): the same answer, and note, for the member and
 * everyone the household rule lists for the event whom they may answer for. 404 when the
 * member may not see the event. Each answer is recorded as any other (recordRsvp); their
 * confirmations make one email (rsvp-confirmations.ts).
 */
export async function answerForHousehold(
  ctx: AppContext,
  member: Member,
  input: { eventId: string; status: RsvpStatus; note?: string | null },
): Promise<HouseholdAnswerResult> {
  const { affiliations, teams } = await loadVisibleEvent(ctx.db, member, input.eventId);
  const people = await householdOf(
    ctx.db,
    member,
    affiliations.map((a) => a.id),
    undefined,
    teams,
  );
  const answers = [];
  for (const p of people.filter((person) => person.canAnswer)) {
    answers.push(
      await recordRsvp(ctx, member, {
        eventId: input.eventId,
        contactId: p.contactId,
        status: input.status,
        note: input.note,
      }),
    );
  }
  return { answers };
}
