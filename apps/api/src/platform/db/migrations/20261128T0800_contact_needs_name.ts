import { sql, type Kysely } from 'kysely';

/**
 * ADMIN_EMAILS creates the first admins with only an address, so their first name was the
 * address's local part and the home page said "Welcome, coach!" (issue 30). `needs_name` marks a
 * contact whose name nobody chose: the portal asks them for it at their next sign-in, and saving
 * a name clears it. Admins that ADMIN_EMAILS made before this migration are marked too: site
 * admins with no last name whose first name is still their address's local part.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts add column needs_name boolean not null default false`.execute(db);
  await sql`update contacts set needs_name = true
    where is_site_user and 'site:admin' = any(permissions) and email is not null
      and last_name = '' and lower(first_name) = lower(split_part(email, '@', 1))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts drop column if exists needs_name`.execute(db);
}
