import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { assertTeamsToName } from '../../platform/team-refusals';
import { teamsOfContacts } from '../../platform/teams.queries';
import { canSeeTeams } from '../../platform/access/teams';
import { viewerOfContact } from '../../platform/access/viewer';
import { contentCatalog } from './content.locales';
import { contentTeams } from './content.queries';

/**
 * A content item's teams on save (kept apart from the rest of its writing, as events do): `teams`
 * left out keeps the item's (a new item: club-wide); a team that is not there, or no longer active
 * and not already the item's, is refused (400). Returns the teams the item will have.
 */
export async function resolveContentTeams(
  db: Db,
  teams: readonly number[] | undefined,
  existingId: string | null,
): Promise<number[]> {
  const had = existingId ? ((await contentTeams(db, [existingId])).get(existingId) ?? []) : [];
  if (teams === undefined) return had;
  await assertTeamsToName(db, teams, had, {
    unknown: (ids) => (language) => contentCatalog.in(language)('refusal.unknownTeam', { ids }),
    inactive: (names) => (language) =>
      contentCatalog.in(language)('refusal.inactiveTeam', { names }),
  });
  return [...teams];
}

interface ContactNames {
  first_name: string;
  last_name: string;
  email: string | null;
}

/**
 * A notice about an item of teams goes only to who reaches one of them (the access layer's
 * `canSeeTeams`); anyone else listed is refused by name, as the affiliations are.
 */
export async function assertRecipientsReachTeams(
  db: Db,
  rows: readonly (Parameters<typeof viewerOfContact>[0] & ContactNames)[],
  teams: readonly number[],
): Promise<void> {
  if (!teams.length || !rows.length) return;
  const reached = await teamsOfContacts(
    db,
    rows.map((r) => r.id),
  );
  const outside = rows.filter(
    (r) => !canSeeTeams({ ...viewerOfContact(r), teams: reached.get(r.id) ?? [] }, teams),
  );
  if (!outside.length) return;
  const names = outside
    .map((r) => `${r.first_name} ${r.last_name} (${r.email ?? ''})`.trim())
    .join(', ');
  throw badRequest(
    (language) => contentCatalog.in(language)('refusal.outsideTeams', { names }),
    'emailList',
  );
}
