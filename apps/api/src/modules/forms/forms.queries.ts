import { sql, type Insertable } from 'kysely';
import type { RequestStatus } from '@dugout/shared';
import { requestVisibleTo } from '../../platform/access/requests';
import type { Viewer } from '../../platform/access/viewer';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';
import type { FormRequestTable } from '../../platform/db/schema';

export type FormKind = 'jersey' | 'gift';

export async function insertRequests(
  trx: Db,
  rows: Insertable<FormRequestTable>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await trx.insertInto('form_requests').values(rows).returning('id').execute();
  return inserted.length;
}

/** A request with the name of the admin who fulfilled it (null while open or once deleted). */
function selectRequests(db: Db) {
  return db
    .selectFrom('form_requests')
    .leftJoin('contacts as fulfiller', 'fulfiller.id', 'form_requests.fulfilled_by')
    .select([
      'form_requests.id',
      'form_requests.kind',
      'form_requests.submitted_by',
      'form_requests.first_name',
      'form_requests.last_name',
      'form_requests.jersey_name',
      'form_requests.jersey_number',
      'form_requests.jersey_size',
      'form_requests.jersey_position',
      'form_requests.submitted_by_name',
      'form_requests.created_at',
      'form_requests.status',
      'form_requests.fulfilled_at',
      'form_requests.team_id',
      sql<
        string | null
      >`nullif(trim(concat_ws(' ', fulfiller.first_name, fulfiller.last_name)), '')`.as(
        'fulfilled_by_name',
      ),
    ]);
}
export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

/**
 * Every request of a kind, for the request-form admins (the route's gate): the current season's,
 * or those of `seasonId` (a report of a past season); with `teamId`, those for that team.
 */
export async function listRequests(db: Db, kind: FormKind, seasonId?: number, teamId?: number) {
  let q = selectRequests(db);
  // `?team=`: the orders for that team.
  if (teamId !== undefined) q = q.where('form_requests.team_id', '=', teamId);
  return q
    .where('form_requests.kind', '=', kind)
    .where((eb) =>
      seasonId === undefined
        ? currentSeasonOnly(eb.ref('form_requests.season_id'))
        : eb('form_requests.season_id', '=', seasonId),
    )
    .orderBy('form_requests.created_at', 'desc')
    .orderBy('form_requests.last_name')
    .orderBy('form_requests.first_name')
    .orderBy('form_requests.id')
    .execute();
}

/**
 * The viewer's own requests of a kind, newest first: those they submitted, read through the access
 * rule too (so even an admin's "own" list is exactly what the rule lets them see of their own).
 */
export async function listOwnRequests(db: Db, viewer: Viewer, kind: FormKind) {
  return selectRequests(db)
    .where('form_requests.kind', '=', kind)
    .where('form_requests.submitted_by', '=', viewer.id)
    .where((eb) => currentSeasonOnly(eb.ref('form_requests.season_id')))
    .where((eb) => requestVisibleTo(viewer, eb.ref('form_requests.submitted_by')))
    .orderBy('form_requests.created_at', 'desc')
    .orderBy('form_requests.id')
    .execute();
}

export async function findRequest(db: Db, id: string) {
  return selectRequests(db).where('form_requests.id', '=', id).executeTakeFirst();
}

/**
 * Sets a request's status and says whether it changed. Marking a fulfilled request fulfilled
 * again keeps when and by whom it first was; opening it clears both.
 */
export async function setRequestStatus(
  trx: Db,
  id: string,
  status: RequestStatus,
  actorId: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable('form_requests')
    .set(
      status === 'fulfilled'
        ? { status, fulfilled_at: sql`now()`, fulfilled_by: actorId }
        : { status, fulfilled_at: null, fulfilled_by: null },
    )
    .where('id', '=', id)
    .where('status', '!=', status)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/**
 * The contacts `ids` (a household's children) by name, each with the jersey name and number last
 * asked for someone of that name by one of `askers` (the household), if any.
 */
export async function childrenWithLastRequest(
  db: Db,
  ids: readonly string[],
  askers: readonly string[],
) {
  if (ids.length === 0) return [];
  const last = () =>
    db
      .selectFrom('form_requests as r')
      .whereRef(sql`lower(r.first_name)`, '=', sql`lower(c.first_name)`)
      .whereRef(sql`lower(r.last_name)`, '=', sql`lower(c.last_name)`)
      .where('r.submitted_by', 'in', askers)
      .orderBy('r.created_at', 'desc')
      .limit(1);
  return db
    .selectFrom('contacts as c')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      last().select('r.jersey_name').as('jersey_name'),
      last().select('r.jersey_number').as('jersey_number'),
      last().select('r.jersey_position').as('jersey_position'),
    ])
    .where('c.id', 'in', ids)
    .orderBy('c.first_name')
    .orderBy('c.last_name')
    .execute();
}

/** Who submitted a request, and where a notice reaches them (null: no such contact now). */
export async function findSubmitter(db: Db, contactId: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'language'])
    .where('id', '=', contactId)
    .executeTakeFirst();
}
