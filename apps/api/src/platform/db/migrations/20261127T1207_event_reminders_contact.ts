import { sql, type Kysely } from 'kysely';

/**
 * Reminders by person: deleting a contact cascades to their reminders, and the unique key
 * (event, contact, kind, slot) cannot find one person's rows without reading the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index event_reminders_contact_id_idx on event_reminders (contact_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists event_reminders_contact_id_idx`.execute(db);
}
