import { z } from 'zod';
import { affiliationSchema } from './contacts';
import { LANGUAGES } from './constants';
import { ruleMessage } from './rule-messages';

export { TEAMS_MAX, teamIdsSchema } from './team-ids';

/*
 * Teams of the club: players and coaches are on a team's roster, managers administer it, and
 * guardians reach their children's teams through their household. A portal with one team shows
 * none of it (see `teamsShown`).
 */

export const TEAM_NAME_MAX_LENGTH = 60;
export const TEAM_SHORT_NAME_MAX_LENGTH = 12;
export const TEAM_ROSTER_URL_MAX_LENGTH = 500;

/** A roster feed is read over the web: http or https, nothing else (no file:, no data:). */
export function isRosterUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
/** A roster this long is a club's mistake, not a team. */
export const TEAM_MEMBERS_MAX = 200;

export const TEAM_ROLES = ['player', 'coach', 'manager'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Teams appear (chooser, labels, filters) only once the club has a second one. */
export const teamsShown = (teams: readonly unknown[]): boolean => teams.length >= 2;

/** A team as every member reads it (the schedule's labels and filter). */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  sortOrder: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

/**
 * GET /api/teams/all: every team, inactive ones too (one that did not continue into a season, or
 * that the admin stopped): their names still label past seasons' events; no chooser offers them.
 */
export const teamWithStateSchema = teamSchema.extend({ active: z.boolean() });
export type TeamWithState = z.infer<typeof teamWithStateSchema>;
export const allTeamsSchema = z.array(teamWithStateSchema);

/** A team as its admins read it: with its own roster feed (null: the club's default roster). */
export const teamDetailSchema = teamWithStateSchema.extend({ rosterUrl: z.string().nullable() });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** What an admin writes: POST /api/teams and PUT /api/teams/{id}. */
export const teamInputSchema = z.object({
  name: z.string().trim().min(1).max(TEAM_NAME_MAX_LENGTH).meta({ description: 'e.g. "12U Blue"' }),
  shortName: z
    .string()
    .trim()
    .min(1)
    .max(TEAM_SHORT_NAME_MAX_LENGTH)
    .meta({ description: 'What labels an event of the team, e.g. "12U"' }),
  sortOrder: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .optional()
    .meta({ description: 'Absent: 0 for a new team, unchanged for a rename' }),
  rosterUrl: z
    .string()
    .trim()
    .max(TEAM_ROSTER_URL_MAX_LENGTH)
    .refine(isRosterUrl)
    .nullable()
    .optional()
    .meta({
      description:
        "The team's own roster feed (MLB Stats API shape). Null: the club's default; absent: kept",
    }),
  active: z.boolean().optional().meta({
    description: 'False: the team stops (kept on past events, offered nowhere); absent: kept',
  }),
});
export type TeamInput = z.input<typeof teamInputSchema>;
export type TeamFields = z.output<typeof teamInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One person on a team: on its roster (player, coach) or administering it (manager). */
export const teamMemberInputSchema = z.object({
  contactId: z.string().regex(UUID),
  role: z.enum(TEAM_ROLES),
});

/** PUT /api/teams/{id}/members: the team's whole roster and managers, each contact once. */
export const teamMembersInputSchema = z.object({
  members: z
    .array(teamMemberInputSchema)
    .max(TEAM_MEMBERS_MAX)
    .refine(
      (list) => new Set(list.map((m) => m.contactId.toLowerCase())).size === list.length,
      ruleMessage('teamMemberTwice'),
    ),
});
export type TeamMembersInput = z.infer<typeof teamMembersInputSchema>;

/** GET /api/teams/{id}/members: who is on the team, by name. */
export const teamMembersSchema = z.object({
  team: teamDetailSchema,
  members: z.array(
    z.object({
      contactId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(TEAM_ROLES),
    }),
  ),
});
export type TeamMembers = z.infer<typeof teamMembersSchema>;

/**
 * GET /api/teams/mine: the signed-in member's teams and how they reach each one (on the roster,
 * managing it, or through a child of the household they are a guardian of).
 */
export const myTeamsSchema = z.array(
  teamSchema.extend({
    reach: z.array(z.enum(['player', 'coach', 'manager', 'household'])),
  }),
);
export type MyTeams = z.infer<typeof myTeamsSchema>;

/**
 * GET /api/teams/{id}/families: every contact who reaches the team (its players and coaches, its
 * managers and its players' guardians; the one rule `teamsOfContact`), for a message to them.
 */
export const teamFamiliesSchema = z.array(
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    language: z.enum(LANGUAGES),
    affiliation: affiliationSchema.nullable(),
  }),
);
export type TeamFamilies = z.infer<typeof teamFamiliesSchema>;
export type TeamFamily = TeamFamilies[number];
