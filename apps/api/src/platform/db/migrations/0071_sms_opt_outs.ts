import { sql, type Kysely } from 'kysely';

/**
 * Number-level SMS opt-out: a phone number (E.164) that replied STOP, or that Twilio
 * refused with error 21610, gets no texts until it replies START. One row per number, kept after
 * START (opted_in_at set) so the admin sees its history; STOP again clears opted_in_at. A number
 * is opted out while opted_in_at is null. Not tied to a contact: the carrier blocks the number
 * whoever it belongs to, and a number may be shared by a household.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sms_opt_outs (
    phone text primary key check (phone ~ '^\\+[1-9][0-9]{6,14}$'),
    opted_out_at timestamptz not null default now(),
    source text not null check (source in ('stop-keyword', 'carrier-21610')),
    opted_in_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sms_opt_outs`.execute(db);
}
