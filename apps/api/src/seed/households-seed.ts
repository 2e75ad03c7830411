import type { HouseholdRole } from '@dugout/shared';
import type { Db } from '../platform/db/database';
import { formHouseholds, type HouseholdGroup } from '../modules/households/index';

/** Relations (stored as codes) whose contacts are a player's household, and their role. */
const ROLE_OF: Record<string, HouseholdRole> = {
  mother: 'guardian',
  father: 'guardian',
  stepmother: 'guardian',
  stepfather: 'guardian',
  guardian: 'guardian',
  grandmother: 'guardian',
  grandfather: 'guardian',
  sister: 'sibling',
  brother: 'sibling',
};

/**
 * Fiona Family (the family demo member) keeps house with the Pembertons: Gavin, the father; Noah,
 * the rostered player (900016); Shannon, his sister; and Mia, the youngest. Noah and Mia have no
 * email of their own: Fiona answers for them.
 */
const FIONA_EMAIL = 'family@riverhawks.test';
const FIONA_PLAYER = { id: 900016, name: 'Noah Pemberton' };
const FIONA_HOUSEHOLD = 'Pemberton family';

/**
 * The demo families in households: each rostered player's parents, grandparents
 * and siblings among the seeded contacts (aunts, uncles and spouses are left out), one household
 * per player, named after the family (the player's first name added when two share a surname).
 */
export async function seedHouseholds(trx: Db): Promise<void> {
  const affiliation = await trx
    .selectFrom('affiliations')
    .select('id')
    .where('name', '=', "Players' Families")
    .executeTakeFirst();
  const kids = await trx
    .insertInto('contacts')
    .values(
      [
        { first: 'Noah', player: true },
        { first: 'Mia', player: false },
      ].map((k) => ({
        first_name: k.first,
        last_name: 'Pemberton',
        language: 'en',
        affiliation_id: affiliation?.id ?? null,
        is_connected_to_player: true,
        related_player_id: FIONA_PLAYER.id,
        related_player_name: FIONA_PLAYER.name,
        relation_to_player: k.player ? null : 'sister',
        alternate_description: k.player ? 'Rostered player, #25 First Base' : null,
      })),
    )
    .returning(['id', 'first_name'])
    .execute();

  const contacts = await trx
    .selectFrom('contacts')
    .select([
      'id',
      'email',
      'last_name',
      'related_player_id',
      'related_player_name',
      'relation_to_player',
    ])
    .where('related_player_is_coach', '=', false)
    .where('related_player_id', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byPlayer = new Map<number, typeof contacts>();
  for (const c of contacts) {
    const list = byPlayer.get(c.related_player_id!) ?? [];
    list.push(c);
    byPlayer.set(c.related_player_id!, list);
  }
  const surnameCount = new Map<string, number>();
  for (const list of byPlayer.values()) {
    const surname = list[0]!.related_player_name!.split(' ').slice(1).join(' ');
    surnameCount.set(surname, (surnameCount.get(surname) ?? 0) + 1);
  }

  const groups: HouseholdGroup[] = [];
  for (const [playerId, list] of byPlayer) {
    const playerName = list[0]!.related_player_name!;
    const [first, ...rest] = playerName.split(' ');
    const surname = rest.join(' ');
    if (playerId === FIONA_PLAYER.id) {
      const seeded = list.filter((c) => !kids.some((k) => k.id === c.id));
      const gavin = seeded.find((c) => c.relation_to_player === 'father');
      const shannon = seeded.find((c) => c.relation_to_player === 'sister');
      const fiona = list.find((c) => c.email === FIONA_EMAIL)!;
      groups.push({
        name: FIONA_HOUSEHOLD,
        members: [
          { contactId: fiona.id, role: 'guardian' },
          ...(gavin ? [{ contactId: gavin.id, role: 'guardian' as const }] : []),
          { contactId: kids.find((k) => k.first_name === 'Noah')!.id, role: 'player' },
          ...(shannon ? [{ contactId: shannon.id, role: 'sibling' as const }] : []),
          { contactId: kids.find((k) => k.first_name === 'Mia')!.id, role: 'sibling' },
        ],
      });
      continue;
    }
    const members = list
      .filter((c) => c.relation_to_player && ROLE_OF[c.relation_to_player])
      .map((c) => ({ contactId: c.id, role: ROLE_OF[c.relation_to_player!]! }));
    if (!members.some((m) => m.role === 'guardian')) continue;
    const name =
      (surnameCount.get(surname) ?? 0) > 1 ? `${surname} family (${first})` : `${surname} family`;
    groups.push({ name, members });
  }
  // The system's, like every household change in the audit log (no one signed in made it).
  await formHouseholds(trx, groups, { actorId: null, source: 'seed' });
}
