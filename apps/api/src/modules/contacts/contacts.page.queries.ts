import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { RelationCode, SignInStatus } from '@dugout/shared';
import { contactVisibleTo } from '../../platform/access/contacts';
import { contactReachesTeam } from '../../platform/access/teams';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import { contactMatches } from '../../platform/db/text-match.queries';
import { isVerifiedPhoneOfSql } from '../../platform/outbox/verified-phones.queries';

/** Where a page starts: the last row's keys (the directory's order, migration 0076). */
export interface DirectoryKeys {
  first: string;
  last: string;
  id: string;
}

export interface DirectoryFilters {
  /** Words, each of which must be found (search's matching). */
  words: readonly string[];
  relation?: RelationCode;
  affiliation?: number;
  /** Admins only (the service checks): where the contacts stand with signing in. */
  signIn?: SignInStatus;
  /** Who reaches this team (platform/access/teams.ts); the service checks it exists. */
  team?: number;
}

// The same expressions as the index (migration 0076), so that it serves the order and the cursor.
const FIRST_KEY = sql<string>`f_unaccent(lower(c.first_name))`;
const LAST_KEY = sql<string>`f_unaccent(lower(c.last_name))`;

/** Whether the contact `c` has ever signed in (migration 0084). */
const SIGNED_IN = sql<boolean>`exists (select 1 from contact_sign_ins si where si.contact_id = c.id)`;
/** Whether `c` has an email, which an invitation and a sign-in need. */
const HAS_EMAIL = sql<boolean>`(coalesce(c.email, '') <> '')`;

/** The SQL twin of packages/shared signInStatus: `c` stands so (proven equal by a test). */
export function signInStatusIs(status: SignInStatus): RawBuilder<SqlBool> {
  switch (status) {
    case 'notInvited':
      return sql<SqlBool>`(c.invited_at is null and not ${SIGNED_IN} and ${HAS_EMAIL})`;
    case 'noEmail':
      return sql<SqlBool>`(c.invited_at is null and not ${SIGNED_IN} and not ${HAS_EMAIL})`;
    case 'off':
      return sql<SqlBool>`(not c.is_site_user and (c.invited_at is not null or ${SIGNED_IN}))`;
    case 'signedIn':
      return sql<SqlBool>`(c.is_site_user and ${SIGNED_IN})`;
    case 'invited':
      return sql<SqlBool>`(c.is_site_user and c.invited_at is not null and not ${SIGNED_IN})`;
  }
}

function visibleMatching(db: Db, viewer: Viewer, filters: DirectoryFilters) {
  let q = db.selectFrom('contacts as c').where((eb) =>
    contactVisibleTo(viewer, {
      id: eb.ref('c.id'),
      hidden: eb.ref('c.hide_contact_from_others'),
    }),
  );
  for (const word of filters.words) {
    q = q.where((eb) =>
      contactMatches(
        { searchText: eb.ref('c.search_text'), relation: eb.ref('c.relation_to_player') },
        word,
      ),
    );
  }
  if (filters.relation) q = q.where('c.relation_to_player', '=', filters.relation);
  if (filters.affiliation !== undefined) q = q.where('c.affiliation_id', '=', filters.affiliation);
  if (filters.signIn) q = q.where(signInStatusIs(filters.signIn));
  if (filters.team !== undefined) {
    const team = filters.team;
    q = q.where((eb) => contactReachesTeam(eb.ref('c.id'), team));
  }
  return q;
}

/** Up to `limit` rows after `after`, in the directory's order, with their keys. */
export async function directoryPage(
  db: Db,
  viewer: Viewer,
  filters: DirectoryFilters,
  after: DirectoryKeys | null,
  limit: number,
) {
  let q = visibleMatching(db, viewer, filters)
    .leftJoin('affiliations as a', 'a.id', 'c.affiliation_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.profile_image_key',
      'c.profile_thumb_key',
      'c.related_player_id',
      'c.related_player_name',
      'c.related_player_is_coach',
      'c.relation_to_player',
      'c.alternate_description',
      'c.is_connected_to_player',
      'c.hide_contact_from_others',
      'c.affiliation_id',
      'a.name as affiliation_name',
      // For the admins' list: invited, signed in or not (packages/shared signInStatus).
      'c.is_site_user',
      'c.invited_at',
      SIGNED_IN.as('signed_in'),
      HAS_EMAIL.as('has_email'),
      FIRST_KEY.as('first_key'),
      LAST_KEY.as('last_key'),
      // For the admins' list: null without a phone, else whether its holder confirmed it.
      sql<boolean | null>`case when coalesce(c.phone, '') = '' then null
        else ${isVerifiedPhoneOfSql(sql.ref<string>('c.id'), sql.ref<string>('c.phone'))} end`.as(
        'phone_verified',
      ),
    ]);
  if (after) {
    q = q.where(
      sql<SqlBool>`(${FIRST_KEY}, ${LAST_KEY}, c.id) > (${after.first}, ${after.last}, ${after.id}::uuid)`,
    );
  }
  return q.orderBy(FIRST_KEY).orderBy(LAST_KEY).orderBy('c.id').limit(limit).execute();
}

/** How many contacts `viewer` may see match the filters. */
export async function countDirectory(
  db: Db,
  viewer: Viewer,
  filters: DirectoryFilters,
): Promise<number> {
  const row = await visibleMatching(db, viewer, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
