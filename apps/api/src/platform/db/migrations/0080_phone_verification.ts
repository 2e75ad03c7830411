import { sql, type Kysely } from 'kysely';

/**
 * Phone numbers are confirmed by whoever holds them before texts go to them or their replies
 * count (else a text reply could answer for someone else):
 * - phone_verifications: a contact's number, confirmed with a code texted to it. Verified means
 *   a row whose phone is the contact's phone now; a trigger deletes the row whenever the
 *   contact's phone changes, whoever changes it (the card, an admin, the import, a script), so a
 *   new or changed number always starts unverified, and going back to an old number does too.
 *   Existing numbers get no row: they start unverified (the demo seed confirms its own).
 * - phone_verification_codes: each code texted, hashed, with its tries and expiry. Rows are
 *   kept after use or a number change: they are what the send limits per number and per member
 *   count, so changing the number back and forth cannot reset them.
 * - deliveries.contact_id: the person a text is for (null: a number staff typed), so the worker
 *   checks that person's verification at the hand-over. No foreign key: the ledger keeps the
 *   row after the contact is deleted, and a deleted person's text must not fall back to "any
 *   holder".
 * - deliveries.phone_code: the one text that may go to an unverified number, the code itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table phone_verifications (
    contact_id uuid primary key references contacts (id) on delete cascade,
    phone text not null check (phone ~ '^\\+[1-9][0-9]{6,14}$'),
    verified_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index phone_verifications_phone on phone_verifications (phone)`.execute(db);

  await sql`create table phone_verification_codes (
    id uuid primary key default gen_random_uuid(),
    contact_id uuid not null references contacts (id) on delete cascade,
    phone text not null,
    requested_by uuid not null,
    code_hash text not null,
    attempts integer not null default 0,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index phone_verification_codes_contact
    on phone_verification_codes (contact_id, created_at)`.execute(db);
  await sql`create index phone_verification_codes_phone
    on phone_verification_codes (phone, created_at)`.execute(db);
  await sql`create index phone_verification_codes_requester
    on phone_verification_codes (requested_by, created_at)`.execute(db);

  await sql`create function forget_phone_verification() returns trigger language plpgsql as $$
    begin
      delete from phone_verifications where contact_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger contacts_phone_changed_unverifies
    after update of phone on contacts
    for each row when (old.phone is distinct from new.phone)
    execute function forget_phone_verification()`.execute(db);
  // The admins' directory shows who is verified: its cached answers follow this table too.
  await sql`create trigger phone_verifications_bump_data_version
    after insert or update or delete or truncate on phone_verifications
    for each statement execute function bump_data_version()`.execute(db);

  await sql`alter table deliveries add column contact_id uuid`.execute(db);
  await sql`alter table deliveries add column phone_code boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deliveries drop column if exists phone_code`.execute(db);
  await sql`alter table deliveries drop column if exists contact_id`.execute(db);
  await sql`drop trigger if exists contacts_phone_changed_unverifies on contacts`.execute(db);
  await sql`drop function if exists forget_phone_verification()`.execute(db);
  await sql`drop table if exists phone_verification_codes`.execute(db);
  await sql`drop table if exists phone_verifications`.execute(db);
}
