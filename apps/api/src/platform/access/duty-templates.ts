import { canForTeams } from '@dugout/shared';
import { forbidden } from '../errors';
import { accessCatalog } from './access.locales';
import type { Viewer } from './viewer';

/**
 * Season duty templates, one rule (`canForTeams`, as for an event's duties): a team's template
 * is its managers' and the admins'; the club's (no team) the admins' only. Applying one puts
 * duties only on games whose duties the author may manage (`canManageDuties`).
 */

const teamsOf = (teamId: number | null): number[] => (teamId === null ? [] : [teamId]);

export function canManageTemplate(viewer: Viewer, teamId: number | null): boolean {
  return canForTeams(viewer, 'events:publish', teamsOf(teamId));
}

export function assertCanManageTemplate(viewer: Viewer, teamId: number | null): void {
  if (canManageTemplate(viewer, teamId)) return;
  throw forbidden((language) =>
    accessCatalog.in(language)(teamId === null ? 'dutyTemplatesClub' : 'dutyTemplatesTeam'),
  );
}
