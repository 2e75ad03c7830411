import type { Insertable } from 'kysely';
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

export async function listRequests(db: Db, kind: FormKind) {
  return db
    .selectFrom('form_requests')
    .select([
      'id',
      'first_name',
      'last_name',
      'jersey_name',
      'jersey_number',
      'jersey_size',
      'jersey_position',
      'submitted_by_name',
      'created_at',
    ])
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}
