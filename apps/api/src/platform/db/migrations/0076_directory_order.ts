import { sql, type Kysely } from 'kysely';

/**
 * The directory a page at a time (GET /api/contact/page): its order, first name then
 * last name ignoring case and accents, then id, as an index, so a page after a cursor is a short
 * walk of the index rather than a sort of every contact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index contacts_directory_order_idx on contacts
    (f_unaccent(lower(first_name)), f_unaccent(lower(last_name)), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contacts_directory_order_idx`.execute(db);
}
