import { sql, type Kysely } from 'kysely';

/**
 * Invitations and sign-ins, so admins see who was invited and who has signed in:
 * - contacts.invited_at: when the contact's last invitation was queued. Backfilled from the
 *   invitations already in the outbox (by the address they went to).
 * - contact_sign_ins: each contact's first and latest sign-in, written by the embedded IdP when
 *   a sign-in completes. A table of its own rather than a contacts column: a sign-in must not
 *   raise the contact's version (an admin's open edit would be refused) nor, each time, the
 *   shared data version. Only the first sign-in changes what the admins' directory shows
 *   ("Signed in"), so only an insert raises the data version (a row trigger: an upsert that
 *   updates fires no insert row trigger); the latest sign-in is read with the card, uncached.
 *   Backfilled from the sign-in codes used (a burnt code has 5 tries and is no sign-in) and the
 *   IdP's live sessions (the demo's one-click sign-ins leave no code).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts add column invited_at timestamptz`.execute(db);
  await sql`update contacts c set invited_at = i.at
    from (select lower(d.recipient) as email, max(m.created_at) as at
            from messages m join deliveries d on d.message_id = m.id
           where m.kind = 'invite' and d.recipient is not null
           group by lower(d.recipient)) i
   where lower(c.email) = i.email`.execute(db);

  await sql`create table contact_sign_ins (
    contact_id uuid primary key references contacts (id) on delete cascade,
    first_at timestamptz not null default now(),
    last_at timestamptz not null default now()
  )`.execute(db);
  // Ids compared as text: a session's accountId is never cast, whatever it holds.
  await sql`insert into contact_sign_ins (contact_id, first_at, last_at)
    select c.id, min(s.at), max(s.at)
      from (select contact_id::text as contact_id, used_at as at from login_codes
             where used_at is not null and attempts < 5
            union all
            select payload->>'accountId', to_timestamp((payload->>'loginTs')::bigint)
              from oidc_payloads
             where type = 'Session' and payload->>'loginTs' ~ '^[0-9]{1,12}$') s
      join contacts c on c.id::text = s.contact_id
     group by c.id`.execute(db);
  await sql`create trigger contact_sign_ins_bump_data_version
    after insert on contact_sign_ins
    for each row execute function bump_data_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists contact_sign_ins`.execute(db);
  await sql`alter table contacts drop column if exists invited_at`.execute(db);
}
