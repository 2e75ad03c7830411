import { sql } from 'kysely';
import { auditAction } from '../platform/audit.queries';
import type { Db } from '../platform/db/database';

const contactByEmail = (db: Db, email: string) =>
  db
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name'])
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();

/**
 * Fiona Family's requests in the demo: Noah's jersey, marked fulfilled by Alex Admin (its audit
 * row as the portal writes it), and Shannon's gift jacket, still open. So the profile's "Your
 * requests" has something in both states, the jersey form offers Noah's last name and number, and
 * the Audit Log shows a request fulfilled for her.
 */
export async function seedFormRequests(db: Db): Promise<void> {
  const fiona = await contactByEmail(db, 'family@riverhawks.test');
  const alex = await contactByEmail(db, 'admin@riverhawks.test');
  if (!fiona || !alex) return;
  const by = `${fiona.first_name} ${fiona.last_name}`;
  const item = { submitted_by: fiona.id, submitted_by_name: by, last_name: 'Pemberton' };
  const [jersey] = await db
    .insertInto('form_requests')
    .values([
      {
        ...item,
        kind: 'jersey',
        first_name: 'Noah',
        jersey_name: 'PEMBERTON',
        jersey_number: 16,
        jersey_size: 'Youth L (14-16)',
        jersey_position: 1,
        jersey_index: 'seed-noah-jersey',
        status: 'fulfilled',
        fulfilled_at: sql`now()`,
        fulfilled_by: alex.id,
      },
      {
        ...item,
        kind: 'gift',
        first_name: 'Shannon',
        jersey_name: 'SHANNON',
        jersey_number: 8,
        jersey_size: 'Adult S',
        jersey_position: 2,
        jersey_index: 'seed-shannon-gift',
      },
    ])
    .returning('id')
    .execute();
  await auditAction(db, alex, 'form_request.status', jersey!.id, {
    label: 'Noah Pemberton · PEMBERTON #16',
    member: { id: fiona.id, name: by },
    requestKind: 'jersey',
    from: 'open',
    to: 'fulfilled',
  });
}
