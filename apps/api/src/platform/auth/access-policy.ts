import type { Ability, TeamAbility } from '@dugout/shared';
import type { ViewerHousehold } from '../access/viewer';

/**
 * Every route declares who may call it; the route-inventory test fails on one that does not.
 * - public: anyone, no token read;
 * - member: any signed-in member (a valid token whose contact still exists);
 * - { ability }: a member for whom `can(member, ability)` holds (packages/shared permissions);
 * - { ability, forTeams: true }: also a team manager (`canForSomeTeam`); the access layer then
 *   checks each event or recipient against the teams they manage (platform/access/team-managers.ts);
 * - admin: site:admin or IT:admin;  itAdmin: IT:admin.
 * Per-object rules (own contact, own RSVP) are checked again inside the service.
 */
export type AccessPolicy =
  | 'public'
  | 'member'
  | 'admin'
  | 'itAdmin'
  | { ability: Ability; forTeams?: undefined }
  | { ability: TeamAbility; forTeams: true };

export interface Member {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  permissions: string[];
  affiliationId: number | null;
  language: string;
  /** Their household, read in the same query; null: none. */
  household?: ViewerHousehold | null;
  /** The teams they reach (platform/access/teams.ts), read in the same query. */
  teams?: readonly number[];
  /** The teams they manage (platform/access/teams.ts `teamsManagedBy`), read in the same query. */
  managedTeams?: readonly number[];
  /** Their name was made from their address (ADMIN_EMAILS): the portal asks them for one. */
  needsName?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    /** The signed-in member, set for every route whose policy is not 'public'. */
    member: Member | null;
    /** The shared data's version read with the member (see platform/cache/shared-json.ts). */
    dataVersion: string | null;
  }
}
