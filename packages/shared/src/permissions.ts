/** The product's four permissions. Nothing outside this list may be stored on a contact. */
export const PERMISSIONS = ['site:admin', 'view:jerseyform', 'IT:admin', 'view:contacts'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** What the server and the UI both know about the signed-in member. */
export interface MemberLike {
  permissions: readonly string[];
  /** The ids of the teams the member manages (absent or empty: none). */
  managedTeams?: readonly number[];
}

export function isAdmin(member: MemberLike | null | undefined): boolean {
  return (
    !!member &&
    (member.permissions.includes('site:admin') || member.permissions.includes('IT:admin'))
  );
}

export function isItAdmin(member: MemberLike | null | undefined): boolean {
  return !!member && member.permissions.includes('IT:admin');
}

/**
 * Every ability the product gates, in one place. The server enforces each one; the SPA asks the
 * same function so that it only shows controls the server would accept.
 */
export type Ability =
  | 'admin:tools'
  | 'audit:read'
  | 'cache:reset'
  | 'contacts:view'
  | 'contacts:manage'
  | 'content:publish'
  | 'events:publish'
  | 'rsvp:others'
  | 'messaging:send'
  | 'forms:submit'
  | 'forms:admin'
  | 'reports:download'
  | 'links:manage'
  | 'teams:manage'
  | 'seasons:manage'
  | 'itAdmin:grant';

export function can(member: MemberLike | null | undefined, ability: Ability): boolean {
  if (!member) return false;
  switch (ability) {
    case 'cache:reset':
    case 'itAdmin:grant':
      return isItAdmin(member);
    case 'contacts:view':
      return isAdmin(member) || member.permissions.includes('view:contacts');
    case 'forms:submit':
      return isAdmin(member) || member.permissions.includes('view:jerseyform');
    case 'admin:tools':
    case 'audit:read':
    case 'contacts:manage':
    case 'content:publish':
    case 'events:publish':
    case 'rsvp:others':
    case 'messaging:send':
    case 'forms:admin':
    case 'reports:download':
    case 'links:manage':
    case 'teams:manage':
    case 'seasons:manage':
      return isAdmin(member);
  }
}

/**
 * What a team manager may do for the teams they manage, and only for them: publish and edit the
 * team's events (with their reminders), see and set its RSVP list, and message its families.
 */
export const TEAM_ABILITIES = ['events:publish', 'rsvp:others', 'messaging:send'] as const;
export type TeamAbility = (typeof TEAM_ABILITIES)[number];

export function managesTeams(member: MemberLike | null | undefined): boolean {
  return (member?.managedTeams?.length ?? 0) > 0;
}

/**
 * The one rule for a team-scoped action: an ability's holders (the club's admins) always; a team
 * manager when at least one team is named and every team named is one they manage (so a manager
 * never makes or edits a club-wide event, nor another team's).
 */
export function canForTeams(
  member: MemberLike | null | undefined,
  ability: TeamAbility,
  teamIds: readonly number[],
): boolean {
  if (can(member, ability)) return true;
  const managed = member?.managedTeams ?? [];
  return teamIds.length > 0 && teamIds.every((id) => managed.includes(id));
}

/** Whether `canForTeams` may hold for some teams: the gate of a team manager's routes and pages. */
export function canForSomeTeam(
  member: MemberLike | null | undefined,
  ability: TeamAbility,
): boolean {
  return can(member, ability) || managesTeams(member);
}
